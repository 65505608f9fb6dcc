import { language } from '../site-data/selectors';
import { useSiteData } from '../site-data/site-data-context';
import { cardKit, type CardKitStrings } from './card-kit';

/** The card kit's strings in the record's language. */
export function useCardKit(): CardKitStrings {
  return cardKit[language(useSiteData())];
}
