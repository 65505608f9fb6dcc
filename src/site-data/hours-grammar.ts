/**
 * The grammar of opening hours as contractors write them, in English or Spanish: what a
 * `workdays[i].day` text names (`parseDays`) and what a `workHours[i].hour` text opens
 * (`parseHours`). Pure and tolerant: nothing here throws; text it cannot read gives null.
 *
 * Choices where the text is ambiguous (see hours-grammar.test.ts):
 * - A time without am/pm takes the end's am/pm when that keeps the range forward
 *   (`9 - 5 PM` is 9 AM to 5 PM); with no am/pm anywhere times are 24 h, except that a range
 *   whose end would come before its start and both are 1-12 is read as a day shift
 *   (`9 - 5` is 9:00 to 17:00), since contractors do not work 9 pm to 5 am.
 * - An end at or before the start otherwise runs overnight into the next day
 *   (`10:00 PM - 2:00 AM`); `12:00 AM` as an end is midnight at the end of the day.
 * - A day range wraps around the week (`Fri - Mon` is Friday to Monday).
 * - `Mar` is Spanish martes, `Sab`/`Sáb` sábado; `Mi`/`Mie` miércoles.
 */

/** 0 = Sunday ... 6 = Saturday, as `Date#getDay`. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Minutes from the day's midnight; `end` may pass 1440 for a shift that runs overnight. */
export interface Interval {
  start: number;
  end: number;
}

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

/** A time of day as written, before am/pm is settled by the other end of its range. */
interface WrittenTime {
  h: number;
  m: number;
  /** 'am' | 'pm' when written, or undefined. */
  mer?: 'am' | 'pm';
}

const TIME = /^(\d{1,2})(?:[:.h](\d{2}))?\s*(?:(a|p)\.?\s*m\.?|hrs?|h|horas?)?$/;

function parseTime(token: string): WrittenTime | null {
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

function minutes(c: WrittenTime, mer: 'am' | 'pm' | undefined): number {
  if (!mer) return c.h * 60 + c.m;
  return ((c.h % 12) + (mer === 'pm' ? 12 : 0)) * 60 + c.m;
}

function parseRange(text: string): Interval | null {
  const m = /^(.+?)(?:\s*-\s*|\s+(?:to|until|till|a|hasta)\s+)(.+)$/.exec(text.replace(/^(de|from|open)\s+/, ''));
  if (!m) return null;
  const a = parseTime(m[1]!);
  const b = parseTime(m[2]!);
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
