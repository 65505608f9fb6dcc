import type { Interval, Weekday } from './hours-grammar';
import { offsetAt, type ZoneOffsets } from './zone-offsets';

/**
 * Open or closed at an instant, in the business's own time zone (Intl only), from the week
 * `readHours` builds: whether it is open now and when that changes. Pure: the caller brings the
 * instant from its clock (the app's injectable one, or the page entry's).
 */

export interface Moment {
  day: Weekday;
  /** Minute of that day. */
  minute: number;
}

/**
 * The instant's weekday and minute of the day in a time zone; null for an unknown zone. From the
 * build's table of the zone's offsets where it covers the instant (no `Intl`: zone-offsets.ts),
 * else from `Intl`.
 */
export function zonedNow(now: Date, timeZone: string, offsets?: ZoneOffsets | null): Moment | null {
  const offset = offsets ? offsetAt(offsets, now) : null;
  if (offset !== null) {
    const local = new Date(now.getTime() + offset * 60_000);
    return { day: local.getUTCDay() as Weekday, minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
  }
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
    const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
    const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
    const minute = (Number(get('hour')) % 24) * 60 + Number(get('minute'));
    if (day < 0 || !Number.isFinite(minute)) return null;
    return { day: day as Weekday, minute };
  } catch {
    return null;
  }
}

export type OpenState =
  | { open: true; /** When it closes; null when it never does (open around the clock). */ closes: Moment | null }
  | { open: false; /** When it next opens; null when it never does. */ opens: Moment | null };

const WEEK = 7 * 1440;

/** Open intervals as minutes of the week (Sunday 00:00 = 0), merged, overnight shifts wrapped. */
function weekIntervals(week: readonly Interval[][]): Interval[] {
  const raw: Interval[] = [];
  week.forEach((list, d) => {
    for (const i of list) {
      const s = d * 1440 + i.start;
      const e = d * 1440 + i.end;
      if (e <= WEEK) raw.push({ start: s, end: e });
      else {
        raw.push({ start: s, end: WEEK });
        raw.push({ start: 0, end: e - WEEK });
      }
    }
  });
  raw.sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const i of raw) {
    const last = merged[merged.length - 1];
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else merged.push({ ...i });
  }
  return merged;
}

function moment(weekMinute: number): Moment {
  const m = ((weekMinute % WEEK) + WEEK) % WEEK;
  return { day: Math.floor(m / 1440) as Weekday, minute: m % 1440 };
}

/** Open or closed at `now` in the business's zone, and when that changes; null when unknown. */
export function openState(week: readonly Interval[][] | null, now: Date, timeZone: string, offsets?: ZoneOffsets | null): OpenState | null {
  if (!week || !timeZone) return null;
  const z = zonedNow(now, timeZone, offsets);
  if (!z) return null;
  const t = z.day * 1440 + z.minute;
  const list = weekIntervals(week);
  if (!list.length) return { open: false, opens: null };
  if (list.length === 1 && list[0]!.start === 0 && list[0]!.end === WEEK) return { open: true, closes: null };
  for (const i of list) {
    if (t >= i.start && t < i.end) {
      // An interval ending at the week's end continues into the one starting at Sunday 00:00.
      const end = i.end === WEEK && list[0]!.start === 0 ? WEEK + list[0]!.end : i.end;
      return { open: true, closes: moment(end) };
    }
  }
  const next = list.find((i) => i.start > t) ?? list[0]!;
  return { open: false, opens: moment(next.start) };
}
