import { reviewSummary, type ReviewSummary } from '../site-data/review-summary';
import { config } from '../config/env';
import { siteNames } from '../contract/site-names';

/**
 * The reviews summary last fetched on this device, for the badge. The badge is
 * written by the page's entry before the app runs (src/entry/live-state.ts) and by the app
 * after; both keep what they fetched here, so offline the badge still says "4.83 ★ from 12
 * reviews" rather than inviting a first review. localStorage: read synchronously, so the app's
 * first render can show the same words. Quiet: blocked storage keeps nothing.
 */
export interface LastSummary {
  average: number;
  averageText: string;
  count: number;
}

const key = (docId: string) => `${siteNames(config.basePath).reviewsSummary}${docId}`;

export function saveLastSummary(docId: string, summary: LastSummary): void {
  try {
    localStorage.setItem(key(docId), JSON.stringify({ average: summary.average, averageText: summary.averageText, count: summary.count }));
  } catch {
    // storage blocked or full: nothing is kept
  }
}

export function readLastSummary(docId: string): LastSummary | undefined {
  try {
    const v = JSON.parse(localStorage.getItem(key(docId)) ?? 'null') as Partial<LastSummary> | null;
    return v && typeof v.average === 'number' && typeof v.averageText === 'string' && typeof v.count === 'number' ? (v as LastSummary) : undefined;
  } catch {
    return undefined;
  }
}

const isReview = (r: unknown): r is { Date?: unknown; ReviewsStars: unknown } => {
  if (!r || typeof r !== 'object' || Array.isArray(r)) return false;
  const { Date: at, ReviewsStars: stars } = r as Record<string, unknown>;
  const dated = at === undefined || typeof at === 'string' || (typeof at === 'number' && Number.isFinite(at));
  return dated && Number.isFinite(Number(stars));
};

/**
 * The summary of a reviews answer without the app's schema (the entry loads no validator): the
 * reviews it keeps are those `parseReviews` keeps, and the numbers are `reviewSummary`'s.
 * Undefined for an answer that is not a list of reviews.
 */
export function summarizeReviews(answer: unknown): ReviewSummary | undefined {
  if (!Array.isArray(answer)) return undefined;
  const reviews = answer.filter(isReview);
  if (answer.length > 0 && reviews.length === 0) return undefined;
  return reviewSummary(reviews);
}
