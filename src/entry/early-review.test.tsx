import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReviewButton } from '../features/link-in-bio/link-button';
import { withPage } from '../../tests/support/page';
import { openEarlyReview } from './early-review';
import { answerCardTurn } from './card-turn';
import { markHydrated } from '../../tests/support/app-marks';
import { qrSvg } from '../utils/qr/qr-svg';

const NAME = 'Maple & Sons Tree Care';
const URL_ = 'https://g.page/r/maple/review';

/** The link-in-bio page's review button as the build writes it (and the app renders it). */
function prerendered(url = URL_): HTMLButtonElement {
  document.head.insertAdjacentHTML('beforeend', `<meta property="og:site_name" content="${NAME.replace('&', '&amp;')}">`);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(withPage(<ReviewButton url={url} />, { record: { dbPrincipal: { name: NAME } } }));
  return screen.getByRole('button', { name: 'Ask for a review' }) as HTMLButtonElement;
}

const view = () => screen.getByRole('dialog', { name: 'Leave us a review' });

beforeAll(() => {
  // jsdom's CSS parser knows no nesting: the styles are the browser tests' to check.
  document.head.insertAdjacentHTML('beforeend', '<style id="early-review-styles"></style>');
});

let stop = () => {};
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  document.head.querySelector('meta[property="og:site_name"]')?.remove();
  document.documentElement.lang = '';
  document.title = '';
});

describe('"Ask for a review": one view, the page’s, before the app runs and after', () => {
  it('the rendered button is the page’s to answer and names the review link', () => {
    const button = prerendered();
    expect(button.hasAttribute('data-native')).toBe(true);
    expect(button.getAttribute('data-early-review')).toBe(URL_);
  });

  it('opens the code over the screen with the name, the title, the hint, Share, the printable card and Close; Close removes it and focus is on the button', () => {
    const button = prerendered();
    const dialog = openEarlyReview(document, button);
    expect(view()).toBe(dialog);
    const code = dialog.querySelector('img[data-code]') as HTMLImageElement;
    expect(code.getAttribute('src')).toBe('/icons/review-qr.svg');
    expect(code.alt).toBe(`QR code of the review page of ${NAME}`);
    expect(dialog.textContent).toContain(NAME);
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toMatch(/camera/);
    expect(screen.getByRole('button', { name: 'Share the review link' })).toBeTruthy();
    const print = screen.getByRole('group', { name: 'Print the review card' });
    expect([...print.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual(['Download the review card as SVG', 'Download the review card as PNG (2048 px)']);
    // One at a time.
    expect(openEarlyReview(document, button)).toBe(dialog);
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('draws the code of the link the button names in place of the build’s drawing (an owner’s changed link is the one shown)', async () => {
    const changed = 'https://g.page/r/maple-new/review';
    const dialog = openEarlyReview(document, prerendered(changed));
    await waitFor(() => expect(dialog.querySelector('svg[data-code]')).not.toBeNull());
    const code = dialog.querySelector('svg[data-code]')!;
    expect(code.querySelector('path')!.getAttribute('d')).toBe(qrSvg(changed).path);
    expect(code.getAttribute('aria-label')).toBe(`QR code of the review page of ${NAME}`);
    expect(dialog.querySelector('img[data-code]')).toBeNull();
  });

  it('Share copies the link where the device cannot share, and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    openEarlyReview(document, prerendered());
    fireEvent.click(screen.getByRole('button', { name: 'Share the review link' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Review link copied'));
    expect(writeText).toHaveBeenCalledWith(URL_);
  });

  it('speaks the page’s language', () => {
    const button = prerendered();
    document.documentElement.lang = 'es';
    openEarlyReview(document, button);
    expect(screen.getByRole('dialog', { name: 'Déjenos una reseña' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Compartir el enlace de reseñas' })).toBeTruthy();
  });

  it('a tap on the button opens it, and so does one once the app has hydrated the button: the same view', async () => {
    const button = prerendered();
    stop = answerCardTurn(document);
    fireEvent.click(button);
    await waitFor(() => expect(view().matches('[data-early-review-view]')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.querySelector('dialog')).toBeNull();
    markHydrated(button);
    fireEvent.click(button);
    await waitFor(() => expect(view().matches('[data-early-review-view]')).toBe(true));
  });

  it('on a page whose head does not name the business, the view names it from the title', () => {
    const button = prerendered();
    document.head.querySelector('meta[property="og:site_name"]')?.remove();
    document.title = 'Maple Tree Care';
    const dialog = openEarlyReview(document, button);
    expect(dialog.textContent).toContain('Maple Tree Care');
  });
});
