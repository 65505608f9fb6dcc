/**
 * One injectable clock for every timer in the app (loading minimum, WhatsApp typing, call
 * loader, statistics animation), so tests can drive time without waiting.
 */
export interface Clock {
  now(): number;
  /** Schedules `fn`; returns a function that cancels it. */
  after(ms: number, fn: () => void): () => void;
  /** Calls `fn` on every animation frame until cancelled (falls back to timers). */
  frames(fn: (now: number) => void): () => void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  after(ms, fn) {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
  frames(fn) {
    let stopped = false;
    const raf = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (cb: FrameRequestCallback) => setTimeout(() => cb(Date.now()), 16) as unknown as number;
    const caf = typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame : (id: number) => clearTimeout(id);
    let id = 0;
    const loop = () => {
      if (stopped) return;
      fn(Date.now());
      id = raf(loop);
    };
    id = raf(loop);
    return () => {
      stopped = true;
      caf(id);
    };
  },
};
