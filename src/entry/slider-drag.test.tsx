import { act, fireEvent, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BeforeAfterSlider } from '../components/gallery/before-after-slider';
import { withPage } from '../../tests/support/page';
import { answerSliderDrags } from './slider-drag';
import { stopLikeHydratingReact } from '../../tests/support/react-stops';

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
  });

  it('a drag and keys React stops while it hydrates the slider still move it', () => {
    const { box, input, container } = prerendered();
    stop = answerSliderDrags(document);
    const unstop = stopLikeHydratingReact(container);
    pointer(box, 'pointerdown', { pointerId: 1, pointerType: 'touch', clientX: 200 });
    expect(input.value).toBe('25');
    pointer(box, 'pointerup', { pointerId: 1, pointerType: 'touch', clientX: 200 });
    fireEvent.keyDown(input, { key: 'PageUp' });
    unstop();
    expect(input.value).toBe('35');
  });

  it("follows the range input's own keys (its value, changed natively)", () => {
    const { input, container } = prerendered();
    stop = answerSliderDrags(document);
    input.value = '51';
    fireEvent.input(input);
    expect(clip(container)).toBe('inset(0 49% 0 0)');
  });

  it('answers the keys by the slider\'s steps, not the input\'s native 1 %', () => {
    const { input } = prerendered();
    stop = answerSliderDrags(document);
    expect(press(input)).toEqual(STEPS);
  });
});

const KEYS: [string, boolean][] = [['ArrowRight', false], ['ArrowRight', true], ['PageUp', false], ['ArrowLeft', false], ['ArrowDown', true], ['PageDown', false], ['End', false], ['ArrowUp', false], ['Home', false], ['ArrowLeft', false]];
/** Where each of KEYS leaves a slider that starts in the middle. */
const STEPS = ['52', '57', '67', '65', '60', '50', '100', '100', '0', '0'];
const press = (input: HTMLInputElement) =>
  KEYS.map(([key, shiftKey]) => {
    fireEvent.keyDown(input, { key, shiftKey });
    return input.value;
  });

describe('one slider, one implementation (issue 37)', () => {
  it('after the app has hydrated it, the entry still answers: each key and drag moves it once, and a render of the app leaves it there', async () => {
    const { box, input, container } = prerendered();
    stop = answerSliderDrags(document);
    pointer(box, 'pointerdown', { pointerId: 1, pointerType: 'mouse', clientX: 300 });
    pointer(box, 'pointerup', { pointerId: 1, pointerType: 'mouse', clientX: 300 });
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, slider(), { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect([input.value, clip(container)]).toEqual(['50', 'inset(0 50% 0 0)']);
    // A second answer (the app's own) would move it two steps, or back to where React holds it.
    expect(press(input)).toEqual(STEPS);
    pointer(box, 'pointerdown', { pointerId: 2, pointerType: 'touch', clientX: 200 });
    expect([input.value, clip(container), handle(container)]).toEqual(['25', 'inset(0 75% 0 0)', '25%']);
    await act(async () => root.render(slider()));
    expect([input.value, clip(container), handle(container), input.getAttribute('aria-valuetext')]).toEqual(['25', 'inset(0 75% 0 0)', '25%', '25% before, 75% after']);
    act(() => root.unmount());
  });

  it('a slider the app renders itself (no page from the build) answers through the entry', () => {
    const app = render(slider());
    const input = app.container.querySelector<HTMLInputElement>('input[type="range"]')!;
    expect(press(input)).toEqual(STEPS);
    expect(clip(app.container)).toBe('inset(0 100% 0 0)');
    app.unmount();
  });
});
