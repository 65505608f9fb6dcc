/**
 * On an "Ask for a review" button (the card's and the link-in-bio page's): what the entry's early
 * view of the review code needs (entry/early-review.ts), as JSON (`EarlyReviewWords`).
 */
export const EARLY_REVIEW_ATTR = 'data-early-review';

export interface EarlyReviewWords {
  /** The build's drawing of the review page's code (`REVIEW_QR_FILE` under the base path). */
  src: string;
  /** The business's name, under the code. */
  name: string;
  /** The Close button's name. */
  close: string;
}

/** The review code's file, under the base path: beside the install icons, which the worker precaches (it opens with no signal). */
export const REVIEW_QR_FILE = 'icons/review-qr.svg';
