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
  try {
    const table = JSON.parse(String(raw)) as ZoneOffsets;
    const { steps, until } = table;
    const ok = steps.every(([start, offset], i) => Number.isFinite(start + offset) && Math.abs(offset) <= MAX_OFFSET && start > (steps[i - 1]?.[0] ?? -Infinity));
    return ok && until > steps[steps.length - 1]![0] ? table : null;
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
