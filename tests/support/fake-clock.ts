import type { Clock } from '../../src/utils/clock';

/** One animation frame while frames are running, as a 60 Hz screen paints. */
const FRAME_MS = 16;

export type FakeClock = Clock & {
  /** Moves time on by `ms`, running each timer as its time comes (in time order) and each frame. */
  advance(ms: number): void;
  /** The delays, from now, of the timers still waiting (in the order they were set). */
  pendingDelays(): number[];
};

/** A clock the test advances by hand: no timer or frame runs until `advance` is called. */
export function fakeClock(start = 0): FakeClock {
  let now = start;
  const timers = new Set<{ at: number; fn: () => void }>();
  const frames = new Set<(t: number) => void>();
  const firstDue = (until: number) => [...timers].filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
  return {
    now: () => now,
    after(ms, fn) {
      const timer = { at: now + ms, fn };
      timers.add(timer);
      return () => void timers.delete(timer);
    },
    frames(fn) {
      frames.add(fn);
      return () => void frames.delete(fn);
    },
    pendingDelays: () => [...timers].map((t) => t.at - now),
    advance(ms) {
      const end = now + ms;
      for (;;) {
        // Frames paint every FRAME_MS; without them time jumps straight to the next timer.
        const stop = frames.size > 0 ? Math.min(end, now + FRAME_MS) : end;
        const due = firstDue(stop);
        if (due) {
          timers.delete(due);
          now = Math.max(now, due.at);
          due.fn();
          continue;
        }
        if (now >= end) break;
        now = stop;
        for (const f of [...frames]) f(now);
      }
    },
  };
}
