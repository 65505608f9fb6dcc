import { afterEach, describe, expect, it, vi } from 'vitest';
import { paintFirst } from './paint-first';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** Whether the promise has settled after letting `ms` of fake time pass. */
async function settledAfter(p: Promise<void>, ms: number): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}

function hero(complete: boolean): HTMLImageElement {
  document.body.innerHTML = '<img fetchpriority="high" src="hero.webp" alt="">';
  const img = document.querySelector('img')!;
  Object.defineProperty(img, 'complete', { value: complete, configurable: true });
  return img;
}

describe('paintFirst', () => {
  it('waits for a paint when there is no priority image', async () => {
    vi.useFakeTimers();
    expect(await settledAfter(paintFirst(), 150)).toBe(true);
  });

  it('waits for the priority image to arrive, not only for a paint', async () => {
    vi.useFakeTimers();
    const img = hero(false);
    const p = paintFirst();
    expect(await settledAfter(p, 500)).toBe(false);
    img.dispatchEvent(new Event('load'));
    expect(await settledAfter(p, 150)).toBe(true);
  });

  it('does not wait for an image that failed, or beyond the cap for one that hangs', async () => {
    vi.useFakeTimers();
    const broken = hero(false);
    const p1 = paintFirst();
    broken.dispatchEvent(new Event('error'));
    expect(await settledAfter(p1, 150)).toBe(true);
    hero(false);
    const p2 = paintFirst(document, 1500);
    expect(await settledAfter(p2, 1400)).toBe(false);
    expect(await settledAfter(p2, 200)).toBe(true);
  });

  it('does not wait for an image already loaded', async () => {
    vi.useFakeTimers();
    hero(true);
    expect(await settledAfter(paintFirst(), 150)).toBe(true);
  });
});
