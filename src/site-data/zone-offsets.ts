/**
 * The business's UTC offsets over a span, measured by the build (scripts/zone-offsets.ts) and
 * carried in every page's settings, so the page's open/closed line knows the business's clock
 * without `Intl`: the page's first `Intl.DateTimeFormat` loads ICU's date data, 18-32 ms on a
 * fast machine and ~4x that on a phone, one task the visitor's tap would wait behind. Outside the
 * span (a site not rebuilt for years) the line asks `Intl`, as before.
 */

/** `steps`: [epoch minute, offset in minutes east of UTC] from each change on; valid until `until` (epoch minute). */
export interface ZoneOffsets {
  until: number;
  steps: [number, number][];
}

/** The key the build writes the table under in the page's settings (`<script id="canopy-env">`). */
export const ZONE_OFFSETS_KEY = 'CANOPY_ZONE_OFFSETS';

const MAX_OFFSET = 18 * 60;

/** The table from the page's settings, or null for anything that is not one. */
export function readZoneOffsets(raw: unknown): ZoneOffsets | null {
  if (typeof raw !== 'string' || !raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== 'object') return null;
    const { until, steps } = value as { until?: unknown; steps?: unknown };
    if (typeof until !== 'number' || !Array.isArray(steps) || steps.length === 0) return null;
    let last = -Infinity;
    for (const step of steps as unknown[]) {
      if (!Array.isArray(step) || step.length !== 2) return null;
      const [start, offset] = step as unknown[];
      if (typeof start !== 'number' || typeof offset !== 'number' || start <= last || Math.abs(offset) > MAX_OFFSET) return null;
      last = start;
    }
    return until > last ? { until, steps: steps as [number, number][] } : null;
  } catch {
    return null;
  }
}

/** Minutes east of UTC at `at`, or null outside the table's span. */
export function offsetAt(table: ZoneOffsets, at: Date): number | null {
  const minute = Math.floor(at.getTime() / 60_000);
  const first = table.steps[0];
  if (!first || minute < first[0] || minute >= table.until) return null;
  let offset = first[1];
  for (const [start, o] of table.steps) {
    if (start > minute) break;
    offset = o;
  }
  return offset;
}
