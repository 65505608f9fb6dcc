import { formatTime } from '../site-data/hours-format';
import type { Interval } from '../site-data/hours-grammar';
import { openState, zonedNow, type Moment } from '../site-data/open-state';
import { readZoneOffsets } from '../site-data/zone-offsets';
import { format } from './format';
import type { Lang } from './index';
import { openNowWords, type OpenNowWords } from './open-now-words';

/**
 * What a visitor is told about reaching the business now: "Open now · closes
 * 6:00 PM", "Closed · opens Monday 7:00 AM", and the lines built on it (the call widget's
 * voicemail note, the WhatsApp greeting's reply time, the form's answer time). Pure: the hook
 * (components/open-now.tsx) brings the clock, the zone, the language and the week (the hours
 * grammar's reading, site-data/hours.ts, or the build's: entry/live-state.ts), and loads this
 * module (the wording, both languages; not the grammar) only after the first render of a site with a zone.
 */
export interface OpenNow {
  open: boolean;
  /** The status line. */
  text: string;
  /** When the business next opens (closed) or closes (open), as a phrase; null when never. */
  when: string | null;
  /** Under the call button: '' when open. */
  callNote: string;
  /** The WhatsApp greeting's second line: when a reply can be expected. */
  chatNote: string;
  /** Added to the form's "sent" message: when the business will answer; '' when never open. */
  answerNote: string;
}

/** "today", "tomorrow" or the weekday, for a moment seen from `now` (both in the business's zone). */
function dayWord(at: Moment, now: Moment, t: OpenNowWords): string {
  const ahead = (at.day - now.day + 7) % 7;
  // Same weekday but earlier in the day is a week from now.
  if (ahead === 0 && at.minute > now.minute) return t.today;
  if (ahead === 1) return t.tomorrow;
  return t.days[at.day] ?? '';
}

function notes(open: boolean, text: string, when: string | null, t: OpenNowWords): Pick<OpenNow, 'callNote' | 'chatNote' | 'answerNote'> {
  if (open) return { callNote: '', chatNote: t.chatOpen, answerNote: t.answerOpen };
  return {
    callNote: t.callClosed,
    chatNote: when ? format(t.chatClosed, { when }) : text,
    answerNote: when ? format(t.answerClosed, { when }) : '',
  };
}

export function describeOpenNow(week: readonly Interval[][] | null, now: Date, timeZone: string, lang: Lang, table = ''): OpenNow | null {
  const offsets = readZoneOffsets(table);
  const state = openState(week, now, timeZone, offsets);
  const here = zonedNow(now, timeZone, offsets);
  if (!state || !here) return null;
  const t = openNowWords[lang];
  const at = state.open ? state.closes : state.opens;
  if (!at) {
    const text = state.open ? t.openAllDay : t.closedForNow;
    return { open: state.open, text, when: null, ...notes(state.open, text, null, t) };
  }
  const time = formatTime(at.minute, lang);
  const day = dayWord(at, here, t);
  const when = format(t.when, { day, time });
  const text = day === t.today ? format(state.open ? t.open : t.closed, { time }) : format(state.open ? t.openUntil : t.closedUntil, { day, time });
  return { open: state.open, text, when, ...notes(state.open, text, when, t) };
}
