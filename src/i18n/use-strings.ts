import { useEffect, useSyncExternalStore } from 'react';
import { useSiteData } from '../site-data/site-data-context';
import { language } from '../site-data/selectors';
import { hasStrings, loadStrings, stringsFor, subscribeStrings, type Strings } from './index';

/**
 * The interface strings in the record's language (decision 0000 § Language: `isenglish`). A record whose
 * language has not loaded yet (a fresh record that switched language) renders in English for
 * the moment the table takes to arrive, then again in its own language.
 */
export function useStrings(): Strings {
  const lang = language(useSiteData());
  const ready = useSyncExternalStore(subscribeStrings, () => hasStrings(lang), () => hasStrings(lang));
  useEffect(() => {
    if (!ready) loadStrings(lang).catch((err: unknown) => console.warn('Strings could not load:', err));
  }, [lang, ready]);
  return stringsFor(lang);
}
