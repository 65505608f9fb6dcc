import { parseDays, parseHours, type Interval, type Weekday } from './hours-grammar';
import { workSchedule } from './schedule';

/**
 * Opening hours as the record writes them (`workdays[i].day` paired with `workHours[i].hour`),
 * understood once: each row read by the grammar (hours-grammar.ts), and the weekly schedule they
 * make, from which open-state.ts tells whether the business is open at an instant.
 *
 * Pure and tolerant: nothing here throws. Text that cannot be understood is kept as written
 * (the row still shows) and reported as an issue with its record path. Days not named by any
 * row are closed, but only when every row was understood; otherwise there is no week and no
 * open/closed state (a wrong "Closed" is worse than none).
 */

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
