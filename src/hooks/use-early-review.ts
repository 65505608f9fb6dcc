import { EARLY_REVIEW_ATTR, REVIEW_QR_FILE, type EarlyReviewWords } from '../entry/review-attrs';
import { useStrings } from '../i18n/use-strings';
import { useSiteData } from '../site-data/site-data-context';
import { useConfig } from './use-config';

/**
 * The attributes of an "Ask for a review" button that let the entry answer its first tap before
 * the app has run (entry/review-start.ts): the button is the entry's until hydrated (`data-native`),
 * and says where the build's drawing of the code is and what the view says.
 */
export function useEarlyReview(): Record<string, string> {
  const { basePath } = useConfig();
  const words: EarlyReviewWords = { src: `${basePath}${REVIEW_QR_FILE}`, name: useSiteData().dbPrincipal.name, close: useStrings().common.close };
  return { 'data-native': '', [EARLY_REVIEW_ATTR]: JSON.stringify(words) };
}
