/**
 * Opening hours as the record writes them (`workdays[i].day` paired with `workHours[i].hour`, in
 * English or Spanish), understood once: the one selector that pairs days with hours, a parser
 * for each side, the weekly schedule they make, and whether the business is open at an instant
 * in its own time zone (Intl only).
 *
 * Pure and tolerant: nothing here throws. Text that cannot be understood is kept as written
 * (the row still shows) and reported as an issue with its record path.
 *
 * Choices where the text is ambiguous (see hours.test.ts):
 * - A time without am/pm takes the end's am/pm when that keeps the range forward
 *   (`9 - 5 PM` is 9 AM to 5 PM); with no am/pm anywhere times are 24 h, except that a range
 *   whose end would come before its start and both are 1-12 is read as a day shift
 *   (`9 - 5` is 9:00 to 17:00), since contractors do not work 9 pm to 5 am.
 * - An end at or before the start otherwise runs overnight into the next day
 *   (`10:00 PM - 2:00 AM`); `12:00 AM` as an end is midnight at the end of the day.
 * - A day range wraps around the week (`Fri - Mon` is Friday to Monday).
 * - `Mar` is Spanish martes, `Sab`/`Sáb` sábado; `Mi`/`Mie` miércoles.
 * - Days not named by any row are closed, but only when every row was understood; otherwise no
 *   open/closed state is derived (a wrong "Closed" is worse than none).
 */

/** 0 = Sunday ... 6 = Saturday, as `Date#getDay`. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Minutes from the day's midnight; `end` may pass 1440 for a shift that runs overnight. */
export interface Interval {
  start: number;
  end: number;
}

/** One row as the site shows it: the record's text, and what it means when understood. */
export interface ScheduleRow {
  day: string;
  hour: string;
  /** The days the row names, Monday first; null when there is no day text or it was not understood. */
  days: Weekday[] | null;
  /** The open intervals ([] is closed); null when there is no hour text or it was not understood. */
  intervals: Interval[] | null;
}

export interface HoursIssue {
  path: string;
  message: string;
}

export interface Hours {
  rows: ScheduleRow[];
  /** Open intervals per weekday (index = Weekday), or null when the rows do not say it all. */
  week: Interval[][] | null;
  issues: HoursIssue[];
}

import { workSchedule } from './schedule';

const MONDAY_FIRST: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

const DAY_WORDS: Record<string, Weekday> = {};
function words(day: Weekday, list: string): void {
  for (const w of list.split(' ')) DAY_WORDS[w] = day;
}
words(0, 'sunday sundays sun su domingo domingos dom do');
words(1, 'monday mondays mon mo lunes lun lu');
words(2, 'tuesday tuesdays tue tues tu martes mar ma');
words(3, 'wednesday wednesdays wed we miercoles mie mi x');
words(4, 'thursday thursdays thu thur thurs th jueves jue ju');
words(5, 'friday fridays fri fr viernes vie vi');
words(6, 'saturday saturdays sat sa sabado sabados sab');

const GROUPS: Record<string, readonly Weekday[]> = {
  daily: MONDAY_FIRST,
  'every day': MONDAY_FIRST,
  everyday: MONDAY_FIRST,
  'all week': MONDAY_FIRST,
  '7 days': MONDAY_FIRST,
  '7 days a week': MONDAY_FIRST,
  'todos los dias': MONDAY_FIRST,
  diario: MONDAY_FIRST,
  'toda la semana': MONDAY_FIRST,
  weekdays: [1, 2, 3, 4, 5],
  'entre semana': [1, 2, 3, 4, 5],
  'dias habiles': [1, 2, 3, 4, 5],
  'dias laborables': [1, 2, 3, 4, 5],
  weekends: [6, 0],
  weekend: [6, 0],
  'fines de semana': [6, 0],
  'fin de semana': [6, 0],
};

/** Lowercase, accents off, dots and stray punctuation squeezed. */
function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[–—−]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

function mondayIndex(d: Weekday): number {
  return (d + 6) % 7;
}

function sortDays(days: Iterable<Weekday>): Weekday[] {
  return [...new Set(days)].sort((a, b) => mondayIndex(a) - mondayIndex(b));
}

function oneDay(token: string): Weekday | undefined {
  const t = token.replace(/\./g, '').trim();
  return Object.prototype.hasOwnProperty.call(DAY_WORDS, t) ? DAY_WORDS[t] : undefined;
}

/** `Monday - Friday`, `Mon-Fri`, `Lunes a Viernes`, `Sat & Sun`, `Sábado`, `Weekdays`... or null. */
export function parseDays(text: string): Weekday[] | null {
  let s = fold(text).replace(/[:.]+$/, '').replace(/^(de|del|from|open|abierto)\s+/, '');
  if (!s) return null;
  if (Object.prototype.hasOwnProperty.call(GROUPS, s)) return sortDays(GROUPS[s]!);
  s = s.replace(/\b(y|and|e)\b/g, ',').replace(/[&+/;]/g, ',');
  const out: Weekday[] = [];
  for (const rawPart of s.split(',')) {
    const part = rawPart.trim();
    if (!part) continue;
    if (Object.prototype.hasOwnProperty.call(GROUPS, part)) {
      out.push(...GROUPS[part]!);
      continue;
    }
    const range = /^(?:de\s+|from\s+)?(.+?)(?:\s*-\s*|\s+(?:to|through|thru|al|a|hasta)\s+)(.+)$/.exec(part);
    if (range) {
      const a = oneDay(range[1]!);
      const b = oneDay(range[2]!);
      if (a === undefined || b === undefined) return null;
      for (let i = mondayIndex(a); ; i = (i + 1) % 7) {
        out.push(MONDAY_FIRST[i]!);
        if (i === mondayIndex(b)) break;
      }
      continue;
    }
    const d = oneDay(part);
    if (d === undefined) return null;
    out.push(d);
  }
  return out.length ? sortDays(out) : null;
}

interface Clock {
  h: number;
  m: number;
  /** 'am' | 'pm' when written, or undefined. */
  mer?: 'am' | 'pm';
}

const TIME = /^(\d{1,2})(?:[:.h](\d{2}))?\s*(?:(a|p)\.?\s*m\.?|hrs?|h|horas?)?$/;

function parseClock(token: string): Clock | null {
  const t = token.trim();
  if (/^(noon|midday|mediodia|12 ?m)$/.test(t)) return { h: 12, m: 0, mer: 'pm' };
  if (/^(midnight|medianoche)$/.test(t)) return { h: 12, m: 0, mer: 'am' };
  const m = TIME.exec(t);
  if (!m) return null;
  const h = Number(m[1]);
  const min = m[2] === undefined ? 0 : Number(m[2]);
  if (min > 59) return null;
  const mer = m[3] === 'a' ? 'am' : m[3] === 'p' ? 'pm' : undefined;
  if (mer ? h < 1 || h > 12 : h > 24 || (h === 24 && min > 0)) return null;
  return { h, m: min, mer };
}

function minutes(c: Clock, mer: 'am' | 'pm' | undefined): number {
  if (!mer) return c.h * 60 + c.m;
  return ((c.h % 12) + (mer === 'pm' ? 12 : 0)) * 60 + c.m;
}

function parseRange(text: string): Interval | null {
  const m = /^(.+?)(?:\s*-\s*|\s+(?:to|until|till|a|hasta)\s+)(.+)$/.exec(text.replace(/^(de|from|open)\s+/, ''));
  if (!m) return null;
  const a = parseClock(m[1]!);
  const b = parseClock(m[2]!);
  if (!a || !b) return null;
  let start: number;
  let end: number;
  if (a.mer || b.mer) {
    const endMin = minutes(b, b.mer ?? a.mer);
    let startMer = a.mer;
    if (!startMer) startMer = minutes(a, b.mer) < endMin ? b.mer : 'am';
    start = minutes(a, startMer);
    end = endMin;
  } else {
    start = minutes(a, undefined);
    end = minutes(b, undefined);
    if (end < start && a.h >= 1 && a.h <= 12 && b.h >= 1 && b.h < 12) end += 12 * 60;
  }
  if (start >= 24 * 60) return null;
  if (end <= start) end += 24 * 60;
  return { start, end };
}

/**
 * `7:00 AM - 6:00 PM`, `8-12, 13-17`, `Closed`, `Cerrado`, `24 hours`, `10:00 PM - 2:00 AM`...
 * [] is closed; null is not understood.
 */
export function parseHours(text: string): Interval[] | null {
  const s = fold(text).replace(/\.$/, '');
  if (!s) return null;
  if (/^(closed|cerrado|cerrados|no abrimos|by appointment only|closed all day)$/.test(s)) return [];
  if (/^(open )?24 ?(hours|hrs|h|horas)( al dia)?$|^(abierto )?24 horas$|^24\/7$|^all day$|^todo el dia$/.test(s)) return [{ start: 0, end: 24 * 60 }];
  const out: Interval[] = [];
  for (const part of s.split(/\s*(?:,|;|&|\/|\band\b|\by\b)\s*/)) {
    if (!part) continue;
    const r = parseRange(part);
    if (!r) return null;
    out.push(r);
  }
  if (!out.length) return null;
  out.sort((x, y) => x.start - y.start);
  for (let i = 1; i < out.length; i++) if (out[i]!.start < out[i - 1]!.end) return null;
  return out;
}

/** `7:00 AM`, in the record's usual 12 h form (the round-trip form of parseHours). */
export function formatClock(min: number): string {
  const m = ((min % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The canonical text of intervals: `Closed`, `24 hours`, or `7:00 AM - 6:00 PM, ...`. */
export function formatHours(intervals: readonly Interval[]): string {
  if (!intervals.length) return 'Closed';
  if (intervals.length === 1 && intervals[0]!.start === 0 && intervals[0]!.end === 1440) return '24 hours';
  return intervals.map((i) => `${formatClock(i.start)} - ${formatClock(i.end)}`).join(', ');
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The canonical text of days: `Monday, Wednesday, Saturday` (the round-trip form of parseDays). */
export function formatDays(days: readonly Weekday[]): string {
  return sortDays(days)
    .map((d) => DAY_NAMES[d])
    .join(', ');
}

/** The record's rows (paired by `workSchedule`), read: what each means, the week, what is unreadable. */
export function readHours(workdays: readonly { day: string }[], workHours: readonly { hour: string }[]): Hours {
  const rows: ScheduleRow[] = [];
  const issues: HoursIssue[] = [];
  let complete = true;
  const week: Interval[][] = [[], [], [], [], [], [], []];
  for (const { day, hour, index: i } of workSchedule(workdays, workHours)) {
    const days = day ? parseDays(day) : null;
    const intervals = hour ? parseHours(hour) : null;
    if (day && !days) issues.push({ path: `dbPrincipal.workdays[${i}].day`, message: `days not understood: "${day}" (shown as written)` });
    if (hour && !intervals) issues.push({ path: `dbPrincipal.workHours[${i}].hour`, message: `hours not understood: "${hour}" (shown as written)` });
    rows.push({ day, hour, days, intervals });
    if (!days || !intervals) {
      complete = false;
      continue;
    }
    for (const d of days) week[d]!.push(...intervals);
  }
  if (!rows.length) complete = false;
  for (const list of week) list.sort((a, b) => a.start - b.start);
  return { rows, week: complete ? week : null, issues };
}

// ---------- open now ----------

/** The instant's weekday and minute of the day in a time zone; null for an unknown zone. */
export function zonedNow(now: Date, timeZone: string): { day: Weekday; minute: number } | null {
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

/** True when the name is an IANA zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  if (!name) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export interface Moment {
  day: Weekday;
  /** Minute of that day. */
  minute: number;
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
export function openState(week: readonly Interval[][] | null, now: Date, timeZone: string): OpenState | null {
  if (!week || !timeZone) return null;
  const z = zonedNow(now, timeZone);
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
