/**
 * On an "Ask for a review" button (the card's and the link-in-bio page's): the entry opens the
 * build's drawing of the review code on its first tap (entry/early-review.ts) until the app has
 * hydrated it. Rendered with the button, so it is the entry's from the first paint (`data-native`: not held).
 */
export const EARLY_REVIEW_ATTR = 'data-early-review';
export const EARLY_REVIEW_PROPS = { [EARLY_REVIEW_ATTR]: '', 'data-native': '' } as const;

/** The review code's file, under the base path: beside the install icons, which the worker precaches (it opens with no signal). */
export const REVIEW_QR_FILE = 'icons/review-qr.svg';
