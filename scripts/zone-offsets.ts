/**
 * Measures a time zone's UTC offsets for the page's open/closed line (src/site-data/zone-offsets.ts),
 * with this machine's `Intl`, from a day before `from` for `days` days: each change found to the
 * minute.
 */
import type { ZoneOffsets } from '../src/site-data/zone-offsets';

const HOUR = 60;

/** Minutes east of UTC in `timeZone` at an epoch minute. */
function offsetOf(format: Intl.DateTimeFormat, minute: number): number {
  const parts = Object.fromEntries(format.formatToParts(new Date(minute * 60_000)).map((p) => [p.type, p.value]));
  const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour) % 24, Number(parts.minute)) / 60_000;
  return Math.round(local - minute);
}

/** The table for `days` days from a day before `from`; null for a zone this machine does not know. */
export function measureZoneOffsets(timeZone: string, from: Date, days = 3 * 366): ZoneOffsets | null {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
  } catch {
    return null;
  }
  const start = Math.floor(from.getTime() / 60_000 / HOUR) * HOUR - 24 * HOUR;
  const until = start + days * 24 * HOUR;
  const steps: [number, number][] = [[start, offsetOf(format, start)]];
  for (let m = start + HOUR; m < until; m += HOUR) {
    const offset = offsetOf(format, m);
    if (offset === steps[steps.length - 1]![1]) continue;
    // The change is within the hour before: find its minute.
    let lo = m - HOUR;
    let hi = m;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (offsetOf(format, mid) === offset) hi = mid;
      else lo = mid;
    }
    steps.push([hi, offset]);
  }
  return { until, steps };
}
