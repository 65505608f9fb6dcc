import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../config/env';
import { ReviewsBadge } from '../features/widgets/reviews-badge';
import { ReviewsSummary } from '../features/widgets/reviews-summary';
import { resetReviewsCache } from '../features/widgets/use-reviews';
import { startLiveState } from './live-state';
import { withPage } from '../../tests/support/page';

// 5, 4, 5 and 2 stars: the average counts 3 stars and up over all four, 14 / 4.
const ANSWER = [
  { Date: '2026-01-01', ReviewsStars: 5 },
  { Date: '2026-01-02', ReviewsStars: 4 },
  { Date: '2026-01-03', ReviewsStars: 5 },
  { Date: '2026-01-04', ReviewsStars: 2 },
];

const reviewsUrl = config.reviewsUrl;
let docId = 0;
/** Each test its own business: the entry asks the service once per page and business. */
const summary = () => withPage(<ReviewsSummary />, { record: { docId: `doc-${docId}` } });

/** The reviews page's summary as the build writes it (the answer not known yet). */
function prerendered(): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(summary());
  return container;
}

/** What a visitor reads in the summary (hidden parts left out), and each star row's bar. */
function shown(container: HTMLElement) {
  const visible = [...container.children].filter((el) => !(el as HTMLElement).hidden);
  const rows = [...container.querySelectorAll<HTMLElement>('li')].map((li) => [li.textContent, li.querySelector<HTMLElement>('[aria-hidden] > *')?.style.width]);
  return { text: visible.map((el) => el.textContent).join(' | '), rows };
}

beforeEach(() => {
  docId += 1;
  (config as { reviewsUrl: string }).reviewsUrl = 'https://reviews.example';
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(ANSWER), { headers: { 'Content-Type': 'application/json' } })));
});
afterEach(() => {
  (config as { reviewsUrl: string }).reviewsUrl = reviewsUrl;
  vi.unstubAllGlobals();
  resetReviewsCache();
  document.body.innerHTML = '';
});

describe("the reviews page's summary before the app runs", () => {
  it('says Loading in the build, then shows the average, count and breakdown from the service with no tap', async () => {
    const container = prerendered();
    expect(shown(container).text).toBe('Loading');
    await startLiveState(document);
    await vi.waitFor(() => expect(shown(container).text).not.toContain('Loading'));
    const { text, rows } = shown(container);
    expect(text).toContain('3.50');
    expect(text).toContain('4 reviews');
    expect(text).toContain('★★★★★');
    expect(rows).toEqual([
      ['5 stars:2', '100%'],
      ['4 stars:1', '50%'],
      ['3 stars:0', '0%'],
      ['2 stars:1', '50%'],
      ['1 star:0', '0%'],
    ]);
  });

  it('leaves the summary to the app when the service does not answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new Error('offline'))));
    const container = prerendered();
    await startLiveState(document);
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(shown(container).text).toBe('Loading');
  });
});

const WIDGETS = ['WhatsappBtn', 'VisitsCounter', 'CallUsNow', 'Wheather', 'ReviewTab', 'ModalColores'];

describe("the reviews badge before the app runs (the app's marks and words, read by the entry)", () => {
  it('is hidden in the build, then shows the average and count in the app\'s words with no tap', async () => {
    const record = {
      docId: `doc-${docId}`,
      reviews: { activo: true, isHomeOnly: false, links: [] },
      simpleWidgets: WIDGETS.map((val) => ({ val, activo: val === 'ReviewTab' })),
    };
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(withPage(<ReviewsBadge />, { record }));
    const badge = () => container.querySelector<HTMLElement>('[data-testid="reviews-badge"]');
    expect(badge()?.hidden).toBe(true);
    await startLiveState(document);
    await vi.waitFor(() => expect(badge()?.hidden).toBe(false));
    expect(badge()?.textContent).toBe('3.50 ★ from 4 reviews');
  });
});
