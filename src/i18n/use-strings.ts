import { useSiteData } from '../site-data/site-data-context';
import { language } from '../site-data/selectors';
import { stringsFor, type Strings } from './index';

/** The interface strings in the record's language (DECISIONS.md: `isenglish`). */
export function useStrings(): Strings {
  return stringsFor(language(useSiteData()));
}
