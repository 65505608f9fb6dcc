import { constants } from '../config/constants';

export interface ReviewSummary {
  average: number;
  /** The average to 2 decimals, as shown. */
  averageText: string;
  count: number;
  /** Count per star 1..5 (index 0 = 1 star). */
  perStar: [number, number, number, number, number];
}

/**
 * Average counts only ratings of 3 or more (lower count as 0), over all reviews. Its own module
 * (the selectors pass it on): the page's entry summarizes the reviews service's answer with it,
 * before the app runs (src/entry/live-state.ts), and loads nothing else of the record's rules.
 */
export function reviewSummary(reviews: readonly { ReviewsStars: unknown }[]): ReviewSummary {
  const perStar: ReviewSummary['perStar'] = [0, 0, 0, 0, 0];
  let sum = 0;
  let count = 0;
  for (const r of reviews) {
    const stars = Number(r.ReviewsStars);
    if (!Number.isFinite(stars)) continue;
    count += 1;
    const rounded = Math.min(5, Math.max(1, Math.round(stars)));
    perStar[rounded - 1] = (perStar[rounded - 1] ?? 0) + 1;
    if (stars >= constants.reviewMinCountedStars) sum += stars;
  }
  const average = count ? sum / count : 0;
  return { average, averageText: average.toFixed(2), count, perStar };
}

/** How much of its bar the count of `n`-star reviews fills, as a CSS width (the most common fills it). */
export function starBarWidth(perStar: ReviewSummary['perStar'], n: number): string {
  const max = Math.max(1, ...perStar);
  return `${((perStar[n - 1] ?? 0) / max) * 100}%`;
}

/** The five stars as drawn: the average's filled ones, then the rest. */
export function starsText(average: number): [filled: string, empty: string] {
  const filled = Math.round(average);
  return ['★★★★★'.slice(0, filled), '★★★★★'.slice(filled)];
}
