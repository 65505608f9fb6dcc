import { describe, expect, it } from 'vitest';
import { nextIndex, previousIndex, swipeDirection, swipeTracker, viewerKeyAction, wrapIndex } from './viewer-state';

describe('viewer index', () => {
  it('next wraps from the last image to the first', () => {
    expect(nextIndex(0, 4)).toBe(1);
    expect(nextIndex(3, 4)).toBe(0);
  });
  it('previous wraps from the first image to the last', () => {
    expect(previousIndex(2, 4)).toBe(1);
    expect(previousIndex(0, 4)).toBe(3);
  });
  it('a single image stays on itself; an empty gallery gives 0', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
    expect(wrapIndex(5, 0)).toBe(0);
  });
  it('wraps far out-of-range indexes', () => {
    expect(wrapIndex(-9, 4)).toBe(3);
    expect(wrapIndex(10, 4)).toBe(2);
  });
});

describe('swipeDirection', () => {
  it('a swipe to the left shows the next image, to the right the previous', () => {
    expect(swipeDirection(-120, 10)).toBe('next');
    expect(swipeDirection(90, -5)).toBe('previous');
  });
  it('short moves and mostly vertical moves are not swipes', () => {
    expect(swipeDirection(-20, 0)).toBeNull();
    expect(swipeDirection(-60, 80)).toBeNull();
    expect(swipeDirection(Number.NaN, 0)).toBeNull();
  });
});

describe('viewerKeyAction', () => {
  it('maps arrows, Home/End and Escape', () => {
    expect(viewerKeyAction('ArrowRight')).toBe('next');
    expect(viewerKeyAction('ArrowLeft')).toBe('previous');
    expect(viewerKeyAction('Home')).toBe('first');
    expect(viewerKeyAction('End')).toBe('last');
    expect(viewerKeyAction('Escape')).toBe('close');
    expect(viewerKeyAction('a')).toBeNull();
  });
});

describe('swipeTracker: one swipe rule for the viewer before and after the app', () => {
  const p = (clientX: number, extra: Partial<{ pointerType: string; button: number; pointerId: number }> = {}) => ({ pointerType: 'touch', button: 0, pointerId: 1, clientX, clientY: 100, ...extra });

  it('a finger moved left shows the next photo, right the previous', () => {
    const swipe = swipeTracker();
    swipe.down(p(300));
    expect(swipe.up(p(200))).toBe('next');
    swipe.down(p(100));
    expect(swipe.up(p(200))).toBe('previous');
  });

  it('a mouse swipes only with its main button', () => {
    const swipe = swipeTracker();
    swipe.down(p(300, { pointerType: 'mouse', button: 2 }));
    expect(swipe.up(p(100, { pointerType: 'mouse', button: 2 }))).toBeNull();
    swipe.down(p(300, { pointerType: 'mouse' }));
    expect(swipe.up(p(100, { pointerType: 'mouse' }))).toBe('next');
  });

  it('a cancelled pointer, or another pointer lifting, is no swipe', () => {
    const swipe = swipeTracker();
    swipe.down(p(300));
    swipe.cancel();
    expect(swipe.up(p(100))).toBeNull();
    swipe.down(p(300));
    expect(swipe.up(p(100, { pointerId: 2 }))).toBeNull();
  });
});
