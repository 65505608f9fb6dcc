import type { Clock } from '../../utils/clock';

/** A fake clock for tests: time moves only when `advance` is called. */
export function fakeClock(start = 0): Clock & { advance(ms: number): void } {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    after(ms, fn) {
      const id = ++seq;
      timers.set(id, { at: now + ms, fn });
      return () => void timers.delete(id);
    },
    frames() {
      return () => undefined;
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
    },
  };
}
