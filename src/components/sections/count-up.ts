/** Pure parts of the statistics count-up (spec section 4: counters animate over 5 seconds). */

/** Ease-out cubic: fast start, gentle landing on the final value. `t` is clamped to [0, 1]. */
export function easeOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 1));
  return 1 - (1 - x) ** 3;
}

/** Progress of an animation that started at `start` and lasts `duration` ms, clamped to [0, 1]. */
export function progressAt(start: number, now: number, duration: number): number {
  if (duration <= 0) return 1;
  return Math.min(1, Math.max(0, (now - start) / duration));
}

/** The number shown at `progress` for a counter ending at `final` (whole numbers, exact at the end). */
export function countUpValue(final: number, progress: number): number {
  if (progress >= 1) return final;
  return Math.round(final * easeOutCubic(progress));
}
