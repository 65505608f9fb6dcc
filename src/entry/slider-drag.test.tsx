import { fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BeforeAfterSlider } from '../components/gallery/before-after-slider';
import { withPage } from '../../tests/support/page';
import { answerSliderDrags, readSliderValue } from './slider-drag';

const slider = () => withPage(<BeforeAfterSlider before="https://b.example/before.webp" after="https://b.example/after.webp" n={1} />);

/** The slider as the build writes it, 400 px wide at x = 100. */
function prerendered(): { box: HTMLElement; input: HTMLInputElement; container: HTMLElement } {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(slider());
  const box = container.querySelector<HTMLElement>('[data-before-after]')!;
  vi.spyOn(box, 'getBoundingClientRect').mockReturnValue({ left: 100, width: 400, top: 0, height: 266, right: 500, bottom: 266, x: 100, y: 0, toJSON: () => ({}) });
  return { box, input: container.querySelector('input[type="range"]')!, container };
}
const clip = (c: HTMLElement) => c.querySelector<HTMLElement>('[data-testid="before-layer"]')!.style.clipPath;
const handle = (c: HTMLElement) => c.querySelector<HTMLElement>('.ba-handle')!.style.left;

/** A pointer event as the browser sends it (jsdom has no PointerEvent). */
function pointer(el: Element, type: string, init: { pointerId: number; pointerType: string; clientX: number; button?: number }): void {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: init.clientX, button: init.button ?? 0 });
  Object.defineProperties(event, { pointerId: { value: init.pointerId }, pointerType: { value: init.pointerType } });
  el.dispatchEvent(event);
}

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('the before/after slider moves before the app runs', () => {
  it('follows a drag: the split, the handle and the spoken value', () => {
    const { box, input, container } = prerendered();
    stop = answerSliderDrags(document);
    pointer(box, 'pointerdown', { pointerId: 1, pointerType: 'touch', clientX: 200 });
    expect([input.value, clip(container), handle(container)]).toEqual(['25', 'inset(0 75% 0 0)', '25%']);
    pointer(box, 'pointermove', { pointerId: 1, pointerType: 'touch', clientX: 420 });
    expect([input.value, clip(container), handle(container)]).toEqual(['80', 'inset(0 20% 0 0)', '80%']);
    expect(input.getAttribute('aria-valuetext')).toBe('80% before, 20% after');
    pointer(box, 'pointerup', { pointerId: 1, pointerType: 'touch', clientX: 420 });
    // Moves after the finger lifts are not a drag.
    pointer(box, 'pointermove', { pointerId: 1, pointerType: 'touch', clientX: 150 });
    expect(input.value).toBe('80');
    expect(readSliderValue(document, input.id)).toBe(80);
  });

  it("follows the range input's own keys (its value, changed natively)", () => {
    const { input, container } = prerendered();
    stop = answerSliderDrags(document);
    input.value = '51';
    fireEvent.input(input);
    expect(clip(container)).toBe('inset(0 49% 0 0)');
  });

  it('answers each key as the app does: the same steps before and after the app runs', () => {
    const keys: [string, boolean][] = [['ArrowRight', false], ['ArrowRight', true], ['PageUp', false], ['ArrowLeft', false], ['ArrowDown', true], ['PageDown', false], ['End', false], ['ArrowUp', false], ['Home', false], ['ArrowLeft', false]];
    const press = (input: HTMLInputElement) =>
      keys.map(([key, shiftKey]) => {
        fireEvent.keyDown(input, { key, shiftKey });
        return input.value;
      });
    const { input } = prerendered();
    stop = answerSliderDrags(document);
    const early = press(input);
    stop();
    document.body.innerHTML = '';
    const app = render(slider());
    const inApp = press(app.container.querySelector<HTMLInputElement>('input[type="range"]')!);
    expect(early).toEqual(inApp);
    expect(early.slice(0, 3)).toEqual(['52', '57', '67']);
  });

  it('reads an untouched slider as the build wrote it', () => {
    const { input } = prerendered();
    expect(readSliderValue(document, input.id)).toBeUndefined();
    expect(readSliderValue(undefined, input.id)).toBeUndefined();
  });
});
