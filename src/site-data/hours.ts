/**
 * Opening hours as the site understands them (issue 16). Records write hours as free text in two
 * lists, `workdays[i].day` ("Monday - Friday", "Lun a Vie", "Sat & Sun") paired with
 * `workHours[i].hour` ("7:00 AM - 6:00 PM", "8-12, 13-17", "Closed", "24 horas"). This module
 * pairs them (the one pairing rule of the site) and reads each pair into day-of-week intervals.
 * It never throws: what it cannot read is reported (the validator prints it with its path) and
 * the text is still shown as written.
 *
 * Ambiguities, and what is chosen (docs/decisions/0008):
 * - Times without am/pm: 0-23 as a 24-hour clock, except that a range whose end is earlier than
 *   its start, with both at 12 or under ("9 - 5"), is read as morning to afternoon.
 * - One marker for both ends ("9 - 5 pm"): the start takes the end's marker when that keeps it
 *   earlier than the end, else the other one ("10 - 2 pm" is 10 am to 2 pm).
 * - A close at or before the open is overnight (to the next day); "12 AM" is midnight at the
 *   start of the day, and as a close, the end of it.
 * - Days without hours, or hours without days, show as written and are not used for open-now.
 */

/** 0 = Sunday ... 6 = Saturday (Date.getDay, schema.org order is written out where needed). */
export type Dow = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Minutes after the day's midnight; `close` > 1440 runs into the next day. */
export interface Interval {
  open: number;
  close: number;
}

export interface ScheduleRow {
  day: string;
  hour: string;
}

/** One row, read. `closed` rows name days with no hours; `intervals` empty means closed. */
export interface ParsedRow {
  days: Dow[];
  intervals: Interval[];
}

export type RowReading = { ok: true; row: ParsedRow } | { ok: false; what: 'day' | 'hour' };

/** Seven days of intervals, or null when no row could be read. */
export type WeekSchedule = Record<Dow, Interval[]>;

/**
 * Pairs `workdays[i]` with `workHours[i]`. Records are not always aligned: an extra day gets no
 * hour, an extra hour is listed without a day, blank entries are dropped.
 */
export function workSchedule(days: readonly string[], hours: readonly string[]): ScheduleRow[] {
  const rows: ScheduleRow[] = [];
  for (let i = 0; i < Math.max(days.length, hours.length); i++) {
    const day = days[i]?.trim() ?? '';
    const hour = hours[i]?.trim() ?? '';
    if (day || hour) rows.push({ day, hour });
  }
  return rows;
}

// ---------- days ----------

const DAY_WORDS: [Dow, string[]][] = [
  [1, ['monday', 'mon', 'mo', 'lunes', 'lun', 'lu']],
  [2, ['tuesday', 'tues', 'tue', 'tu', 'martes', 'mar', 'ma']],
  [3, ['wednesday', 'wed', 'we', 'miercoles', 'mie', 'mi', 'x']],
  [4, ['thursday', 'thurs', 'thur', 'thu', 'th', 'jueves', 'jue', 'ju']],
  [5, ['friday', 'fri', 'fr', 'viernes', 'vie', 'vi']],
  [6, ['saturday', 'sat', 'sa', 'sabado', 'sab']],
  [0, ['sunday', 'sun', 'su', 'domingo', 'dom', 'do']],
];
const DAY_BY_WORD = new Map<string, Dow>(DAY_WORDS.flatMap(([d, words]) => words.map((w) => [w, d] as [string, Dow])));
const ALL: Dow[] = [1, 2, 3, 4, 5, 6, 0];

const GROUPS: [RegExp, Dow[]][] = [
  [/^(daily|every ?day|everyday|7 days( a week)?|all week|mon(day)? ?- ?sun(day)?|todos los dias|diario|toda la semana|7 dias( a la semana)?)$/, ALL],
  [/^(weekdays?|week ?days|business days|entre semana|dias (habiles|laborables)|lunes a viernes)$/, [1, 2, 3, 4, 5]],
  [/^(weekends?|fines? de semana)$/, [6, 0]],
];

/** Lower case, no accents, no dots, single spaces: "Sáb." -> "sab". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Monday order, wrapping: Fri-Mon is Fri, Sat, Sun, Mon. */
function dayRange(from: Dow, to: Dow): Dow[] {
  const a = ALL.indexOf(from);
  const b = ALL.indexOf(to);
  const out: Dow[] = [];
  for (let i = a; ; i = (i + 1) % 7) {
    out.push(ALL[i]!);
    if (i === b) break;
  }
  return out;
}

/** The days a day text names, in week order, or null when it names none it can read. */
export function parseDays(text: string): Dow[] | null {
  let t = fold(text).replace(/:$/, '').replace(/^(open|abierto|horario)\s+/, '');
  if (!t) return null;
  for (const [re, days] of GROUPS) if (re.test(t)) return days;
  t = t.replace(/^de /, '');
  const days = new Set<Dow>();
  // Items: "mon-fri", "sat", joined by commas, "&", "and", "y", "/", "+".
  for (const item of t.split(/\s*(?:,|&|\+|\/|;|\band\b|\by\b|\be\b)\s*/)) {
    if (!item) continue;
    const group = GROUPS.find(([re]) => re.test(item));
    if (group) {
      group[1].forEach((d) => days.add(d));
      continue;
    }
    const range = item.split(/\s*(?:-|–|—|\bto\b|\bthrough\b|\bthru\b|\ba\b|\bal\b|\bhasta\b)\s*/).filter(Boolean);
    if (range.length === 1) {
      const d = DAY_BY_WORD.get(range[0]!);
      if (d === undefined) return null;
      days.add(d);
    } else if (range.length === 2) {
      const from = DAY_BY_WORD.get(range[0]!);
      const to = DAY_BY_WORD.get(range[1]!);
      if (from === undefined || to === undefined) return null;
      dayRange(from, to).forEach((d) => days.add(d));
    } else {
      return null;
    }
  }
  return days.size ? ALL.filter((d) => days.has(d)) : null;
}

// ---------- hours ----------

type Marker = 'am' | 'pm' | undefined;
interface ClockTime {
  h: number;
  m: number;
  marker: Marker;
  word?: 'noon' | 'midnight';
}

const TIME = /^(\d{1,2})(?:[:.h](\d{2}))?\s*(a ?m|p ?m|hrs|hs|h)?$/;

function parseTime(text: string): ClockTime | null {
  const t = fold(text).replace(/\s*(hrs|hs|horas)$/, '');
  if (/^(noon|12 ?noon|mediodia|medio dia)$/.test(t)) return { h: 12, m: 0, marker: 'pm', word: 'noon' };
  if (/^(midnight|medianoche)$/.test(t)) return { h: 12, m: 0, marker: 'am', word: 'midnight' };
  const m = TIME.exec(t);
  if (!m) return null;
  const h = Number(m[1]);
  const min = m[2] ? Number(m[2]) : 0;
  const raw = m[3]?.replace(' ', '');
  const marker: Marker = raw === 'am' ? 'am' : raw === 'pm' ? 'pm' : undefined;
  if (min > 59) return null;
  if (marker ? h < 1 || h > 12 : h > 24) return null;
  return { h, m: min, marker };
}

function minutes(t: ClockTime, marker: Marker): number {
  if (!marker) return t.h * 60 + t.m;
  const h = (t.h % 12) + (marker === 'pm' ? 12 : 0);
  return h * 60 + t.m;
}

/** One "open - close" range into minutes, with the rules for missing markers (module comment). */
function parseRange(text: string): Interval | null {
  const parts = text.split(/\s*(?:-|–|—|\bto\b|\buntil\b|\btil\b|\ba\b|\bhasta\b)\s*/).filter(Boolean);
  if (parts.length !== 2) return null;
  const a = parseTime(parts[0]!);
  const b = parseTime(parts[1]!);
  if (!a || !b) return null;
  let open: number;
  let close: number;
  if (a.marker && b.marker) {
    open = minutes(a, a.marker);
    close = minutes(b, b.marker);
  } else if (!a.marker && !b.marker) {
    open = minutes(a, undefined);
    close = minutes(b, undefined);
    if (close <= open && a.h <= 12 && b.h <= 12 && b.h > 0) close = minutes(b, 'pm');
  } else if (b.marker) {
    close = minutes(b, b.marker);
    open = minutes(a, b.marker);
    if (open >= close && a.h <= 12) open = minutes(a, b.marker === 'pm' ? 'am' : 'pm');
  } else {
    open = minutes(a, a.marker);
    close = minutes(b, a.marker);
    if (close <= open && b.h <= 12) close = minutes(b, a.marker === 'am' ? 'pm' : 'am');
  }
  if (b.word === 'midnight' || (close === 0 && open > 0)) close = 1440;
  if (close <= open) close += 1440;
  return { open, close };
}

/** The intervals an hours text names: [] for closed, one 0-1440 for all day, null when unreadable. */
export function parseHours(text: string): Interval[] | null {
  // "a. m." / "p. m." (Spanish style) folds to "a m": make it one word before "a" reads as "to".
  const t = fold(text)
    .replace(/\b([ap]) m\b/g, '$1m')
    .replace(/^(open|abierto|de)\s+/, '');
  if (!t) return null;
  if (/^(closed|cerrado|cerrados|off|no abrimos)$/.test(t)) return [];
  if (/^(open )?(24 ?(hours|hrs|h|horas)|24 ?\/ ?7|all day|todo el dia|abierto 24 horas)$/.test(t)) return [{ open: 0, close: 1440 }];
  const out: Interval[] = [];
  for (const shift of t.split(/\s*(?:,|;|&|\/|\band\b|\by\b)\s*/)) {
    if (!shift) continue;
    const r = parseRange(shift.replace(/^de\s+/, ''));
    if (!r) return null;
    out.push(r);
  }
  out.sort((x, y) => x.open - y.open);
  return out.length ? out : null;
}

/** One day/hour pair read, or which half could not be read. */
export function parseRow(row: ScheduleRow): RowReading {
  const days = parseDays(row.day);
  if (!days) return { ok: false, what: 'day' };
  const intervals = parseHours(row.hour);
  if (!intervals) return { ok: false, what: 'hour' };
  return { ok: true, row: { days, intervals } };
}

/**
 * The week from the rows it can read (a later row for the same day replaces an earlier one),
 * or null when none can be read. Days no row names are closed.
 */
export function weekSchedule(rows: readonly ScheduleRow[]): WeekSchedule | null {
  const week: WeekSchedule = { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] };
  let any = false;
  for (const r of rows) {
    const read = parseRow(r);
    if (!read.ok) continue;
    any = true;
    for (const d of read.row.days) week[d] = read.row.intervals;
  }
  return any ? week : null;
}

/**
 * The day and hour texts the site cannot read, with their record paths (the validator prints
 * them): they are still shown as written, but no open/closed state or structured data comes of them.
 */
export function hoursProblems(days: readonly string[], hours: readonly string[]): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  days.forEach((d, i) => {
    if (d.trim() && !parseDays(d)) out.push({ path: `dbPrincipal.workdays[${i}].day`, message: `days not understood: ${JSON.stringify(d.slice(0, 60))} (shown as written; e.g. "Monday - Friday", "Sat & Sun", "Lunes a Viernes")` });
  });
  hours.forEach((h, i) => {
    if (h.trim() && !parseHours(h)) out.push({ path: `dbPrincipal.workHours[${i}].hour`, message: `hours not understood: ${JSON.stringify(h.slice(0, 60))} (shown as written; e.g. "7:00 AM - 6:00 PM", "Closed", "24 hours")` });
  });
  return out;
}

// ---------- writing it back ----------

const EN_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** "7:00 AM" for minutes after midnight (1440 and past wrap to the next day). */
export function formatTime(min: number): string {
  const m = ((min % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  const mm = String(m % 60).padStart(2, '0');
  return `${h % 12 === 0 ? 12 : h % 12}:${mm} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "HH:MM" for schema.org (`closes` past midnight wraps, as Google reads it). */
export function isoTime(min: number): string {
  const m = min >= 1440 && min % 1440 === 0 ? 1439 : min % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** A row written in the canonical English form the parser reads back to the same row. */
export function formatRow(row: ParsedRow): ScheduleRow {
  const day = row.days.map((d) => EN_DAYS[d]).join(', ');
  if (!row.intervals.length) return { day, hour: 'Closed' };
  if (row.intervals.length === 1 && row.intervals[0]!.open === 0 && row.intervals[0]!.close === 1440) return { day, hour: '24 hours' };
  return { day, hour: row.intervals.map((i) => `${formatTime(i.open)} - ${formatTime(i.close)}`).join(', ') };
}

export const SCHEMA_DAYS = EN_DAYS;
