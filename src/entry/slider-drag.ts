import { oncePerDocument } from './once-per-document';
import { percentFromPointer, sliderKeyValue } from '../controls/slider-keys';
import { format } from '../i18n/format';
import { ENTRY_CAPTURE, SLIDER_ATTR, SPLIT_PARTS } from '../contract/page-marks';

/**
 * The before/after slider's one behaviour, for the page's whole life (issue 37): a drag (or the
 * range input's keys) moves the split in the frame after it, before the app has run (instead of
 * waiting for React on a slow phone) and after. The slider is a range input over two pictures
 * (components/gallery/before-after-slider.tsx renders its markup only, and installs this where
 * the build wrote no page): this moves the input's value and what shows it.
 */

/** What a split at `value` percent (a whole number 0-100) shows: the markup's and the entry's. */
export const splitStyles = (value: number) => ({ clipPath: `inset(0 ${100 - value}% 0 0)`, left: `${value}%` });

/** The whole percent at `clientX` in the slider's box (the input's step is 1). */
const percentAt = (box: Element, clientX: number) => {
  const r = box.getBoundingClientRect();
  return Math.round(percentFromPointer(clientX, r.left, r.width));
};

/** Shows the split at `value` percent in a slider. */
export function showSplit(box: Element, value: number): void {
  const input = box.querySelector<HTMLInputElement>('input[type="range"]');
  const layer = box.querySelector<HTMLElement>(`[${SPLIT_PARTS.layer}]`);
  const handle = box.querySelector<HTMLElement>(`[${SPLIT_PARTS.handle}]`);
  const styles = splitStyles(value);
  if (input) {
    input.value = String(value);
    const text = box.getAttribute(SLIDER_ATTR);
    if (text) input.setAttribute('aria-valuetext', format(text, { before: value, after: 100 - value }));
  }
  if (layer) layer.style.clipPath = styles.clipPath;
  if (handle) handle.style.left = styles.left;
}

/** Answers drags and keys on every slider of `doc`, for the page's whole life (the returned function stops it: tests). */
export const answerSliderDrags = oncePerDocument((doc) => {
  let drag: { box: Element; pointerId: number } | undefined;
  const boxOf = (target: EventTarget | null) => {
    return target instanceof Element ? target.closest(`[${SLIDER_ATTR}]`) : null;
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
    if (drag?.pointerId === e.pointerId) showSplit(drag.box, percentAt(drag.box, e.clientX));
  };
  const end = (e: PointerEvent) => {
    if (drag?.pointerId !== e.pointerId) return;
    drag.box.releasePointerCapture?.(e.pointerId);
    drag = undefined;
  };
  // The keys move it by the slider's steps (controls/slider-keys.ts: 2 %, 5 % with Shift, 10 % a
  // page), not the input's native 1 %.
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
  for (const [type, fn] of listeners) doc.addEventListener(type, fn as EventListener, ENTRY_CAPTURE);
  return () => {
    for (const [type, fn] of listeners) doc.removeEventListener(type, fn as EventListener, ENTRY_CAPTURE);
  };
});
