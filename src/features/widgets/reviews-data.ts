import * as v from 'valibot';
import { reviewSchema, type Review } from '../../site-data/review-schema';
import { reviewSummary, sortNewestFirst, type ReviewSummary } from '../../site-data/selectors';
import { fetchJson, readCached, writeCached, type KeyValueStore } from './cache-store';

/**
 * A reviews answer (`[{Date, ReviewsStars}]`) with invalid entries dropped, or undefined when
 * the answer is not a list or none of its entries is a review (junk).
 */
export function parseReviews(answer: unknown): Review[] | undefined {
  if (!Array.isArray(answer)) return undefined;
  const valid = answer.flatMap((item) => {
    const r = v.safeParse(reviewSchema, item);
    return r.success ? [r.output] : [];
  });
  if (answer.length > 0 && valid.length === 0) return undefined;
  return sortNewestFirst(valid);
}

export type ReviewsResult =
  | { status: 'fresh' | 'cached'; reviews: Review[]; summary: ReviewSummary }
  | { status: 'none' };

export function reviewsKey(docId: string): string {
  return `canopy:reviews:${docId}`;
}

const cachedSchema = v.array(v.unknown());

export interface ReviewsDeps {
  store: KeyValueStore;
  fetchImpl?: typeof fetch;
}

function result(status: 'fresh' | 'cached', reviews: Review[]): ReviewsResult {
  return { status, reviews, summary: reviewSummary(reviews) };
}

/**
 * Reviews of the business, newest first. Never rejects and never logs an error: a failed or
 * malformed answer falls back quietly to the last good one, or none.
 */
export async function loadReviews(url: string, docId: string, deps: ReviewsDeps): Promise<ReviewsResult> {
  const key = reviewsKey(docId);
  try {
    const reviews = parseReviews(await fetchJson(url, {}, deps.fetchImpl));
    if (!reviews) throw new Error('unexpected reviews answer');
    await writeCached(deps.store, key, reviews);
    return result('fresh', reviews);
  } catch (err) {
    console.warn('Reviews are not available:', err instanceof Error ? err.message : err);
    const cached = parseReviews(await readCached(deps.store, key, cachedSchema));
    return cached ? result('cached', cached) : { status: 'none' };
  }
}
