import { percentFromPointer, sliderKeyValue } from '../controls/slider-keys';
import { format } from '../i18n/format';
import { appAnswers } from './hydrated';
import { MOVED_ATTR, SLIDER_ATTR, SPLIT_PARTS } from '../contract/page-marks';

/**
 * The before/after slider, answered by the entry before the app has run: a drag (or
 * the range input's own keys) moves the split in the frame after it, instead of being lost
 * until React has evaluated and hydrated the page on a slow phone. The slider is a range input
 * over two pictures (components/gallery/before-after-slider.tsx): this moves the input's value
 * and what shows it; the app reads the value when it hydrates (`readSliderValue`) and answers
 * the slider from then on.
 */



/** What the app renders for a split at `value` percent (a whole number 0-100). */
export const splitStyles = (value: number) => ({ clipPath: `inset(0 ${100 - value}% 0 0)`, left: `${value}%` });

/** The whole percent at `clientX` in the slider's box (the input's step is 1). */
const percentAt = (box: Element, clientX: number) => {
  const r = box.getBoundingClientRect();
  return Math.round(percentFromPointer(clientX, r.left, r.width));
};

/** Shows the split at `value` percent in a prerendered slider, as the app would render it. */
export function showSplit(box: Element, value: number): void {
  const input = box.querySelector<HTMLInputElement>('input[type="range"]');
  const layer = box.querySelector<HTMLElement>(`[${SPLIT_PARTS.layer}]`);
  const handle = box.querySelector<HTMLElement>(`[${SPLIT_PARTS.handle}]`);
  const styles = splitStyles(value);
  if (input) {
    input.value = String(value);
    input.setAttribute(MOVED_ATTR, '');
    const text = box.getAttribute(SLIDER_ATTR);
    if (text) input.setAttribute('aria-valuetext', format(text, { before: value, after: 100 - value }));
  }
  if (layer) layer.style.clipPath = styles.clipPath;
  if (handle) handle.style.left = styles.left;
}

/** The value a prerendered slider's input holds once the entry has moved it (before the app ran). */
export function readSliderValue(doc: Document | undefined, inputId: string): number | undefined {
  // By tag, not by class: the prerender's document has no HTMLInputElement.
  const input = doc?.getElementById(inputId) as HTMLInputElement | null | undefined;
  if (input?.tagName !== 'INPUT' || !input.hasAttribute(MOVED_ATTR)) return undefined;
  const value = Number(input.value);
  return Number.isFinite(value) ? value : undefined;
}

/** Answers drags and keys on every slider until the app has hydrated it, for the page's whole life (the returned function stops it: tests). */
export function answerSliderDrags(doc: Document): () => void {
  let drag: { box: Element; pointerId: number } | undefined;
  const boxOf = (target: EventTarget | null) => {
    const box = target instanceof Element ? target.closest(`[${SLIDER_ATTR}]`) : null;
    return box && !appAnswers(box) ? box : null;
  };
  const down = (e: PointerEvent) => {
    const box = boxOf(e.target);
    if (!box || (e.pointerType === 'mouse' && e.button !== 0)) return;
    drag = { box, pointerId: e.pointerId };
    box.setPointerCapture?.(e.pointerId);
    box.querySelector<HTMLInputElement>('input[type="range"]')?.focus({ preventScroll: true });
    showSplit(box, percentAt(box, e.clientX));
  };
  const move = (e: PointerEvent) => {
    if (drag?.pointerId === e.pointerId && !appAnswers(drag.box)) showSplit(drag.box, percentAt(drag.box, e.clientX));
  };
  const end = (e: PointerEvent) => {
    if (drag?.pointerId !== e.pointerId) return;
    drag.box.releasePointerCapture?.(e.pointerId);
    drag = undefined;
  };
  // The keys move it by the app's steps (2 %, 5 % with Shift, 10 % a page), not the input's
  // native 1 %: the same slider answers a key the same before and after the app runs.
  const key = (e: KeyboardEvent) => {
    const box = boxOf(e.target);
    if (!box || !(e.target instanceof HTMLInputElement)) return;
    const next = sliderKeyValue(e.key, Number(e.target.value), e.shiftKey);
    if (next === null) return;
    e.preventDefault();
    showSplit(box, next);
  };
  // A value changed some other way (assistive technology sets it): the pictures follow.
  const input = (e: Event) => {
    const box = boxOf(e.target);
    if (box && e.target instanceof HTMLInputElement) showSplit(box, Number(e.target.value));
  };
  const listeners: [string, (e: never) => void][] = [
    ['pointerdown', down],
    ['pointermove', move],
    ['pointerup', end],
    ['pointercancel', end],
    ['keydown', key],
    ['input', input],
  ];
  for (const [type, fn] of listeners) doc.addEventListener(type, fn as EventListener);
  return () => {
    for (const [type, fn] of listeners) doc.removeEventListener(type, fn as EventListener);
  };
}
