import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reviewSummary } from '../../site-data/selectors';
import { memoryStore } from './cache-store';
import { loadReviews, parseReviews } from './reviews-data';

const stars = (...n: number[]) => n.map((ReviewsStars, i) => ({ Date: `2025-01-${String(i + 1).padStart(2, '0')}`, ReviewsStars }));
const reply = (body: unknown, status = 200) =>
  (async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as unknown as typeof fetch;

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('review average (ratings of 3 or more count, lower count as 0)', () => {
  it('averages ratings 1-5 with 1 and 2 counted as 0', () => {
    const s = reviewSummary(stars(1, 2, 3, 4, 5));
    expect(s.averageText).toBe('2.40');
    expect(s.count).toBe(5);
    expect(s.perStar).toEqual([1, 1, 1, 1, 1]);
  });
  it('an empty list averages 0 with no reviews (badge says "leave Reviews")', () => {
    expect(reviewSummary([])).toMatchObject({ average: 0, averageText: '0.00', count: 0 });
  });
  it('only low ratings average 0, below the badge threshold of 1', () => {
    expect(reviewSummary(stars(1, 2, 2)).average).toBe(0);
  });
  it('all fives average 5.00; two decimals are kept', () => {
    expect(reviewSummary(stars(5, 5, 5)).averageText).toBe('5.00');
    expect(reviewSummary(stars(5, 4, 4)).averageText).toBe('4.33');
  });
});

describe('parseReviews', () => {
  it('drops invalid entries and sorts newest first', () => {
    const list = parseReviews([
      { Date: '2024-01-01', ReviewsStars: 3 },
      { Date: '2025-06-01', ReviewsStars: '5' },
      { Date: '2025-01-01' },
      'junk',
      { Date: '2024-12-31', ReviewsStars: 'many' },
    ]);
    expect(list?.map((r) => r.ReviewsStars)).toEqual([5, 3]);
  });
  it('rejects answers that are not lists of reviews', () => {
    expect(parseReviews({ reviews: [] })).toBeUndefined();
    expect(parseReviews('<html>')).toBeUndefined();
    expect(parseReviews([{ nope: 1 }])).toBeUndefined();
    expect(parseReviews([])).toEqual([]);
  });
});

describe('loadReviews', () => {
  it('keeps the last good answer and falls back to it on 500, junk and network failure', async () => {
    const store = memoryStore();
    const fresh = await loadReviews('u', 'doc', { store, fetchImpl: reply(stars(5, 4)) });
    expect(fresh).toMatchObject({ status: 'fresh', summary: { averageText: '4.50', count: 2 } });
    for (const f of [reply('err', 500), reply('<html>not json'), reply({ junk: true }), (async () => { throw new TypeError('offline'); }) as unknown as typeof fetch]) {
      const r = await loadReviews('u', 'doc', { store, fetchImpl: f });
      expect(r).toMatchObject({ status: 'cached', summary: { averageText: '4.50', count: 2 } });
    }
  });
  it('answers none quietly (no console.error) when nothing was kept', async () => {
    expect(await loadReviews('u', 'other', { store: memoryStore(), fetchImpl: reply('x', 500) })).toEqual({ status: 'none' });
  });
});
