import { afterEach, describe, expect, it } from 'vitest';
import { reviewSummary } from '../site-data/selectors';
import { parseReviews } from '../features/widgets/reviews-data';
import { readLastSummary, saveLastSummary, summarizeReviews } from './reviews-last';

afterEach(() => localStorage.clear());

describe('summarizeReviews', () => {
  it("keeps the reviews the app's schema keeps and counts them as the app does", () => {
    const answer = [
      { Date: '2026-01-02', ReviewsStars: 5 },
      { Date: 1767312000000, ReviewsStars: '4' },
      { ReviewsStars: 2 },
      { Date: '2026-01-03', ReviewsStars: 'x' },
      { Date: {}, ReviewsStars: 5 },
      { Date: Number.NaN, ReviewsStars: 5 },
      'junk',
      null,
      { Date: '2026-01-04', ReviewsStars: null },
    ];
    const app = reviewSummary(parseReviews(answer)!);
    expect(summarizeReviews(answer)).toEqual(app);
    expect(app.count).toBe(4);
  });

  it('no reviews is a summary of none; an answer that is not a list of reviews is none at all', () => {
    expect(summarizeReviews([])).toEqual({ average: 0, averageText: '0.00', count: 0, perStar: [0, 0, 0, 0, 0] });
    expect(summarizeReviews({ reviews: [] })).toBeUndefined();
    expect(summarizeReviews(['a', 1])).toBeUndefined();
  });
});

describe('the summary last fetched on this device', () => {
  it('is kept per business and read back', () => {
    saveLastSummary('doc-a', { average: 4.5, averageText: '4.50', count: 12 });
    expect(readLastSummary('doc-a')).toEqual({ average: 4.5, averageText: '4.50', count: 12 });
    expect(readLastSummary('doc-b')).toBeUndefined();
  });

  it('reads nothing from a stored value of another shape', () => {
    localStorage.setItem('canopy:reviews-summary:doc-a', '{"count":"12"}');
    expect(readLastSummary('doc-a')).toBeUndefined();
    localStorage.setItem('canopy:reviews-summary:doc-a', 'not json');
    expect(readLastSummary('doc-a')).toBeUndefined();
  });
});
