import { afterEach, describe, expect, it, vi } from 'vitest';
import { paintFirst } from './paint-first';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** Whether the promise has settled after letting `ms` of fake time pass. */
async function settledAfter(p: Promise<void>, ms: number): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}

/** Priority images (the prerender marks the hero, banner, logo, first photo this way). */
function heroes(...complete: boolean[]): HTMLImageElement[] {
  document.body.innerHTML = complete.map((_, i) => `<img fetchpriority="high" src="hero-${i}.webp" alt="">`).join('') + '<img loading="lazy" src="later.webp" alt="">';
  const imgs = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  imgs.forEach((img, i) => {
    Object.defineProperty(img, 'complete', { value: complete[i], configurable: true });
    Object.defineProperty(img, 'naturalWidth', { value: complete[i] ? 1200 : 0, configurable: true });
    img.setAttribute('elementtiming', 'priority');
    place(img, 0);
  });
  return imgs;
}

/** Lays an image out at `top` (jsdom lays nothing out). */
function place(img: HTMLImageElement, top: number) {
  img.getBoundingClientRect = () => ({ top, left: 0, bottom: top + 300, right: 400, width: 400, height: 300, x: 0, y: top, toJSON: () => ({}) });
}

function loaded(img: HTMLImageElement) {
  Object.defineProperty(img, 'naturalWidth', { value: 1200, configurable: true });
  img.dispatchEvent(new Event('load'));
}

describe('paintFirst', () => {
  it('waits for a painted frame when there is no priority image', async () => {
    vi.useFakeTimers();
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    expect(await settledAfter(paintFirst(), 150)).toBe(true);
    expect(frame).toHaveBeenCalled();
  });

  it('waits for every priority image to arrive, then for a frame that paints it', async () => {
    vi.useFakeTimers();
    const [hero, banner] = heroes(false, false);
    const p = paintFirst();
    expect(await settledAfter(p, 500)).toBe(false);
    loaded(hero!);
    expect(await settledAfter(p, 500)).toBe(false);
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    loaded(banner!);
    expect(await settledAfter(p, 150)).toBe(true);
    expect(frame).toHaveBeenCalledTimes(1);
  });

  it('does not wait for an image that failed, nor beyond the cap for one that hangs', async () => {
    vi.useFakeTimers();
    const [broken] = heroes(false);
    const p1 = paintFirst();
    // A failed image is complete (the browser gave up on it), whenever the page looks.
    Object.defineProperty(broken!, 'complete', { value: true, configurable: true });
    broken!.dispatchEvent(new Event('error'));
    expect(await settledAfter(p1, 150)).toBe(true);
    heroes(false);
    const p2 = paintFirst(document, 2500);
    expect(await settledAfter(p2, 2400)).toBe(false);
    expect(await settledAfter(p2, 200)).toBe(true);
  });

  it('does not wait for images already loaded', async () => {
    vi.useFakeTimers();
    heroes(true, true);
    expect(await settledAfter(paintFirst(), 150)).toBe(true);
  });

  it('starts at once in a hidden tab, which paints no frames', async () => {
    vi.useFakeTimers();
    heroes(false);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await settledAfter(paintFirst(), 0)).toBe(true);
  });

  it('does not wait for a priority image that is off screen (a desktop photo below the fold)', async () => {
    vi.useFakeTimers();
    const [logo, photo] = heroes(true, false);
    place(photo!, 5000);
    void logo;
    expect(await settledAfter(paintFirst(), 150)).toBe(true);
  });

  it('reads where the images are only after the first frame has laid the page out, never in the entry\'s own task', async () => {
    vi.useFakeTimers();
    const [hero] = heroes(true);
    const read = vi.spyOn(hero!, 'getBoundingClientRect');
    const p = paintFirst();
    expect(read).not.toHaveBeenCalled();
    expect(await settledAfter(p, 150)).toBe(true);
    expect(read).toHaveBeenCalled();
  });

  it('where the browser reports paints (Element Timing), waits for each image to be reported painted', async () => {
    vi.useFakeTimers();
    let report: ((entries: { element: Element }[]) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ['element', 'largest-contentful-paint'];
      constructor(cb: (list: { getEntries: () => unknown[] }) => void) {
        report = (entries) => cb({ getEntries: () => entries });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    try {
      const [hero, banner] = heroes(true, true);
      const p = paintFirst();
      // Loaded is not enough: nothing has been reported painted yet.
      expect(await settledAfter(p, 500)).toBe(false);
      report!([{ element: hero! }]);
      expect(await settledAfter(p, 50)).toBe(false);
      report!([{ element: banner! }]);
      expect(await settledAfter(p, 50)).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
