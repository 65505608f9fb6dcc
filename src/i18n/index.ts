import { en, type Strings } from './en';
import { es } from './es';

export type { Strings };
export type Lang = 'en' | 'es';

/** DECISIONS.md: `labels.formLabel.isenglish === "true"` picks English; anything else Spanish. */
export function langFromFlag(isenglish: string | undefined): Lang {
  return isenglish?.trim().toLowerCase() === 'true' ? 'en' : 'es';
}

export function stringsFor(lang: Lang): Strings {
  return lang === 'en' ? en : es;
}

/** Fills `{name}` placeholders. Unknown placeholders are left as they are. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
}
