import { fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdClicks } from './start-on-demand';
import { answerEarlyViewer } from './early-viewer';
import { APP_READY_ATTR, VIEWER_ATTR } from '../contract/page-marks';

/**
 * A control the page cannot open before the app (words it cannot read) hands the tap
 * to the app: the page holds it and makes it again once the app answers, instead of losing it. Each case is a page as a broken build or record could leave it.
 */
const cases: [string, string, (doc: Document) => () => void][] = [
  ['a photo of a grid whose words cannot be read', `<div ${VIEWER_ATTR}="{not json"><ul><li><button type="button">Open image 1 of 1</button></li></ul></div>`, answerEarlyViewer],
];

beforeAll(() => {
  // jsdom's CSS parser knows no nesting: the styles are the browser tests' to check.
  for (const id of ['early-viewer-styles']) document.head.insertAdjacentHTML('beforeend', `<style id="${id}"></style>`);
});

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(APP_READY_ATTR);
});

describe('an early open that fails hands the tap to the app', () => {
  it.each(cases)('%s: no dialog, the control is the app\'s, and the tap is held for it and made again', async (_what, html, answer) => {
    document.body.innerHTML = html;
    const control = document.querySelector('button')!;
    const held = holdClicks(window);
    stops.push(() => held.stop(), answer(document));
    expect(control.hasAttribute('data-native')).toBe(true);
    const reached = vi.fn();
    control.addEventListener('click', reached);
    fireEvent.click(control);
    expect(document.querySelector('dialog')).toBeNull();
    expect(control.hasAttribute('data-native')).toBe(false);
    // The app starts and hydrates the control (React keeps its props on it, then commits): the
    // held tap reaches the control again, where the app's handler answers it.
    Object.assign(control, { __reactProps$test: {} });
    document.documentElement.setAttribute(APP_READY_ATTR, '');
    held.release();
    await vi.waitFor(() => expect(reached).toHaveBeenCalledTimes(2));
  });
});
