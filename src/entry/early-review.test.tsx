import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReviewButton } from '../features/link-in-bio/link-button';
import ReviewDialog from '../features/digital-card/review-dialog';
import { withPage } from '../../tests/support/page';
import { openEarlyReview } from './early-review';
import { answerCardTurn } from './card-turn';
import { markHydrated } from '../../tests/support/app-marks';

const NAME = 'Maple & Sons Tree Care';

/** The link-in-bio page's review button as the build writes it (the entry answers it until the app hydrates it). */
function prerendered(): HTMLButtonElement {
  document.head.insertAdjacentHTML('beforeend', `<meta property="og:site_name" content="${NAME.replace('&', '&amp;')}">`);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(withPage(<ReviewButton onClick={() => {}} />, { record: { dbPrincipal: { name: NAME } } }));
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
  document.body.innerHTML = '';
  document.head.querySelector('meta[property="og:site_name"]')?.remove();
  document.documentElement.lang = '';
  document.documentElement.removeAttribute('data-app-ready');
});

describe('"Ask for a review" before the app runs', () => {
  it.each([['en', 'true'], ['es', 'false']])('names its title and its Close as the app\'s view does (%s)', async (lang, isenglish) => {
    const button = prerendered();
    document.documentElement.lang = lang;
    const early = openEarlyReview(document, button)!;
    const named = (dialog: HTMLElement) => ({
      title: document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent,
      buttons: [...dialog.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent).slice(0, 1),
    });
    const before = named(early);
    early.close();
    document.body.innerHTML = '';
    render(withPage(<ReviewDialog url="https://g.page/r/maple/review" onClose={() => {}} />, { record: { dbPrincipal: { name: NAME }, labels: { formLabel: { isenglish } } } }));
    const app = await screen.findByRole('dialog');
    expect(named(app)).toEqual(before);
    cleanup();
  });

  it('the prerendered button is the entry’s: not held for the app', () => {
    const button = prerendered();
    expect(button.hasAttribute('data-native')).toBe(true);
    expect(button.hasAttribute('data-early-review')).toBe(true);
  });

  it('opens the code over the screen with the name, the title, the hint and Close; Close removes it and focus is on the button', () => {
    const button = prerendered();
    const dialog = openEarlyReview(document, button)!;
    expect(view()).toBe(dialog);
    const code = dialog.querySelector('img')!;
    expect(code.getAttribute('src')).toBe('/icons/review-qr.svg');
    expect(code.alt).toBe(`QR code of the review page of ${NAME}`);
    expect(dialog.textContent).toContain(NAME);
    expect(dialog.getAttribute('aria-describedby') && document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toMatch(/camera/);
    // One at a time.
    expect(openEarlyReview(document, button)).toBe(dialog);
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('speaks the page’s language', () => {
    const button = prerendered();
    document.documentElement.lang = 'es';
    openEarlyReview(document, button);
    expect(screen.getByRole('dialog', { name: 'Déjenos una reseña' })).toBeTruthy();
  });

  it('a tap on the button opens it; a button the app has hydrated is the app’s', async () => {
    const button = prerendered();
    stop = answerCardTurn(document);
        fireEvent.click(button);
    await waitFor(() => expect(view()).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    markHydrated(button);
    fireEvent.click(button);
    await new Promise((r) => setTimeout(r, 50));
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('on a page that does not name its business the button is handed back: clicked again, no longer the entry’s, for the app to answer', async () => {
    const button = prerendered();
    document.head.querySelector('meta[property="og:site_name"]')?.remove();
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    stop = answerCardTurn(document);
    fireEvent.click(button);
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(2));
    expect(button.hasAttribute('data-native')).toBe(false);
    expect(document.querySelector('dialog')).toBeNull();
  });
});
