const UNITS: Array<[Intl.NumberFormatOptions['unit'], number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * How old a cached reading is, in words of the page's language ("5 minutes", "2 hours",
 * "3 días"): the largest whole unit, at least one minute.
 */
export function formatAge(ms: number, lang: 'en' | 'es'): string {
  const age = Math.max(0, ms);
  for (const [unit, size] of UNITS) {
    const n = Math.floor(age / size);
    if (n >= 1 || unit === 'minute') {
      return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' }).format(Math.max(1, n));
    }
  }
  return '';
}
