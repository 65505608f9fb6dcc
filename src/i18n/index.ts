import { en, type Strings } from './en';

export type { Strings };
import type { Lang } from '../site-data/language';

export type { Lang };

/**
 * The loaded tables. English is always there (the fallback and the type); Spanish is its own
 * chunk, fetched before the first render of a Spanish record (boot.tsx) so English sites do
 * not download it. Node code (prerender, SSR, tests) imports `./all` to have every table.
 */
const tables: Partial<Record<Lang, Strings>> = { en };
const listeners = new Set<() => void>();

/** The table of `lang`, or English until it has loaded (`loadStrings`). */
export function stringsFor(lang: Lang): Strings {
  return tables[lang] ?? en;
}

export function hasStrings(lang: Lang): boolean {
  return tables[lang] !== undefined;
}

export function registerStrings(lang: Lang, table: Strings): void {
  if (tables[lang] === table) return;
  tables[lang] = table;
  listeners.forEach((l) => l());
}

/** Fetches the table of `lang` once; resolves when `stringsFor(lang)` returns it. */
export function loadStrings(lang: Lang): Promise<void> {
  if (hasStrings(lang)) return Promise.resolve();
  return import('./es').then((m) => registerStrings('es', m.es));
}

/** For `useSyncExternalStore`: called whenever a table is registered. */
export function subscribeStrings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export { format } from './format';
