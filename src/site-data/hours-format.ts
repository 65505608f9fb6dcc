import type { Lang } from './language';

/**
 * A minute of the day as the language writes it: `6:00 PM` in English (as the records do, and a
 * form the hours grammar reads back) or `18:00` in Spanish.
 */
export function formatTime(minute: number, lang: Lang): string {
  const m = ((minute % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  const mm = String(m % 60).padStart(2, '0');
  if (lang === 'es') return `${h}:${mm}`;
  return `${h % 12 === 0 ? 12 : h % 12}:${mm} ${h < 12 ? 'AM' : 'PM'}`;
}
