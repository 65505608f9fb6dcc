import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReviewsBadge } from './reviews-badge';
import { ReviewsSummary } from './reviews-summary';
import { saveLastSummary } from '../../controls/reviews-last';
import { resetReviewsCache } from './use-reviews';
import { withPage } from '../../../tests/support/page';

const WIDGETS = ['WhatsappBtn', 'VisitsCounter', 'CallUsNow', 'Wheather', 'ReviewTab', 'ModalColores'];
const record = (badge = true) => ({
  docId: `doc-${Math.random()}`,
  labels: { formLabel: { isenglish: 'true' } },
  reviews: { activo: true, isHomeOnly: false, links: [] },
  simpleWidgets: WIDGETS.map((val, i) => ({ val, activo: i === 4 ? badge : false })),
});

function serve(body: unknown, status = 200) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));
}
function show(raw: object) {
  render(
    withPage(
      <>
        <ReviewsBadge />
        <ReviewsSummary />
      </>,
      { record: raw, english: false },
    ),
  );
}

/** The badge once shown (it is in the page, hidden, while the reviews load). */
const shownBadge = () =>
  waitFor(() => {
    const badge = screen.getByTestId('reviews-badge');
    expect(badge.hidden).toBe(false);
    return badge;
  });

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetReviewsCache();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  warn.mockRestore();
});

describe('reviews badge and summary', () => {
  it('shows the average to 2 decimals and the count, links to /reviews, with a per-star list', async () => {
    serve([{ Date: '2025-01-01', ReviewsStars: 5 }, { Date: '2025-02-01', ReviewsStars: 4 }, { Date: '2025-03-01', ReviewsStars: 4 }]);
    const raw = record();
    show(raw);
    const badge = await shownBadge();
    expect(badge.textContent).toBe('4.33 ★ from 3 reviews');
    expect(badge.getAttribute('href')).toBe('/reviews');
    // Kept for an offline visit.
    await waitFor(() => expect(localStorage.getItem(`canopy:reviews-summary:${raw.docId}`)).toContain('"averageText":"4.33"'));
    expect(screen.getByTestId('reviews-average').textContent).toBe('4.33');
    const items = screen.getByRole('list', { name: 'Ratings by stars' }).querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual(['5 stars:1', '4 stars:2', '3 stars:0', '2 stars:0', '1 star:0']);
  });

  it('says "leave Reviews" when the average is below 1 (only low ratings, or none)', async () => {
    serve([{ ReviewsStars: 1 }, { ReviewsStars: 2 }]);
    show(record());
    expect((await shownBadge()).textContent).toBe('leave Reviews');
  });

  it('is quiet and says "leave Reviews" when the service fails', async () => {
    serve('down', 500);
    show(record());
    expect((await shownBadge()).textContent).toBe('leave Reviews');
    expect(screen.getByTestId('reviews-summary').textContent).toBe('Reviews are not available right now.');
  });

  it('offline, shows the summary last fetched on this device', async () => {
    const raw = record();
    saveLastSummary(raw.docId, { average: 4.8333, averageText: '4.83', count: 12 });
    serve('down', 500);
    show(raw);
    expect((await shownBadge()).textContent).toBe('4.83 ★ from 12 reviews');
  });

  it('is not shown when simpleWidgets[4] is off', async () => {
    serve([]);
    show(record(false));
    await screen.findByTestId('reviews-summary');
    expect(screen.queryByTestId('reviews-badge')).toBeNull();
  });
});
