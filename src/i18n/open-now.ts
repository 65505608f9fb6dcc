import { format, type Lang, type Strings } from './index';
import { openState, zonedNow, type Interval, type Moment } from '../site-data/hours';

/**
 * What a visitor is told about reaching the business now (issue 16): "Open now · closes
 * 6:00 PM", "Closed · opens Monday 7:00 AM", and the same moment as a phrase for the WhatsApp
 * greeting and the form's answer ("Monday 7:00 AM"). Pure: the hook (hooks/use-open-now.ts)
 * brings the clock, the zone and the strings.
 */
export interface OpenNow {
  open: boolean;
  /** The status line. */
  text: string;
  /** When the business next opens (closed) or closes (open), as a phrase; null when never. */
  when: string | null;
}

/** A minute of the day as the language writes it: `6:00 PM` (as the records do) or `18:00`. */
export function formatTime(minute: number, lang: Lang): string {
  const m = ((minute % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  const mm = String(m % 60).padStart(2, '0');
  if (lang === 'es') return `${h}:${mm}`;
  return `${h % 12 === 0 ? 12 : h % 12}:${mm} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "today", "tomorrow" or the weekday, for a moment seen from `now` (both in the business's zone). */
function dayWord(at: Moment, now: Moment, t: Strings['openNow']): string {
  const ahead = (at.day - now.day + 7) % 7;
  // Same weekday but earlier in the day is a week from now.
  if (ahead === 0 && at.minute > now.minute) return t.today;
  if (ahead === 1) return t.tomorrow;
  return t.days[at.day] ?? '';
}

export function describeOpenNow(week: readonly Interval[][] | null, now: Date, timeZone: string, lang: Lang, s: Strings): OpenNow | null {
  const state = openState(week, now, timeZone);
  const here = zonedNow(now, timeZone);
  if (!state || !here) return null;
  const t = s.openNow;
  const at = state.open ? state.closes : state.opens;
  if (!at) return { open: state.open, text: state.open ? t.openAllDay : t.closedForNow, when: null };
  const time = formatTime(at.minute, lang);
  const day = dayWord(at, here, t);
  const when = format(t.when, { day, time });
  if (day === t.today) return { open: state.open, text: format(state.open ? t.open : t.closed, { time }), when };
  return { open: state.open, text: format(state.open ? t.openUntil : t.closedUntil, { day, time }), when };
}
