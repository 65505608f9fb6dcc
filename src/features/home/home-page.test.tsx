import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeadFormProps } from '../../components/slots';
import { testRecord, withPage } from '../../../tests/support/page';
import { HomePage } from './home-page';
import { POPUP_STORAGE_KEY } from '../../controls/home-popups';

function FakeLeadForm({ idPrefix }: LeadFormProps) {
  return <form aria-label={`lead form ${idPrefix}`} />;
}
const slots = { LeadForm: FakeLeadForm };
const reducedWidgets = [0, 1, 2, 3].map((i) => ({ val: `w${i}`, activo: i === 3 }));

function renderHome(record = testRecord(), opts: { seen?: boolean } = {}) {
  if (opts.seen ?? true) sessionStorage.setItem(POPUP_STORAGE_KEY, JSON.stringify({ estimate: true, welcome: true }));
  return render(withPage(<HomePage />, { record, slots }));
}

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

// Dialog transitions on a busy machine: generous waits (they pass as soon as the dialog shows).
const slow = { timeout: 10_000 };

describe('home estimate modal and welcome popup', { timeout: 30_000 }, () => {
  it('opens the estimate modal on load with the logo and the form, then the welcome image, one at a time', async () => {
    const user = userEvent.setup();
    renderHome(testRecord(), { seen: false });
    const dialog = await screen.findByRole('dialog', { name: 'Request An Estimate Now' }, slow);
    const logo = within(dialog).getByRole('img', { name: 'Evergreen Ridge Tree & Landscape' });
    expect(logo?.getAttribute('width')).toBe('250');
    expect(within(dialog).getByRole('form', { name: 'lead form estimate' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /welcome/i })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to Evergreen Ridge Tree & Landscape' }, slow);
    expect(screen.queryByRole('dialog', { name: 'Request An Estimate Now' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(welcome.isConnected).toBe(false), slow);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open again on a later visit to home in the same session', async () => {
    const first = renderHome(testRecord(), { seen: false });
    await screen.findByRole('dialog', { name: 'Request An Estimate Now' }, slow);
    first.unmount();
    render(withPage(<HomePage />, { record: testRecord(), slots }));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByRole('dialog', { name: 'Request An Estimate Now' })).toBeNull();
  });

  it('shows no popup over a dialog the visitor opened before the app ran, and keeps it due for the next visit to home', async () => {
    sessionStorage.setItem(POPUP_STORAGE_KEY, JSON.stringify({ estimate: true, welcome: false }));
    // The page's entry opened a photo on a tap before the app ran (entry/early-viewer.ts).
    const viewer = document.createElement('dialog');
    viewer.setAttribute('open', '');
    document.body.append(viewer);
    const first = render(withPage(<HomePage />, { record: testRecord(), slots }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('dialog', { name: /welcome/i })).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(POPUP_STORAGE_KEY)!)).toEqual({ estimate: true, welcome: false });
    first.unmount();
    viewer.remove();
    // The next time home opens with nothing in the way, the welcome image shows.
    render(withPage(<HomePage />, { record: testRecord(), slots }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Evergreen Ridge Tree & Landscape' }, slow)).toBeTruthy();
  });

  it('shows no welcome image after the estimate modal when the visitor opened a dialog meanwhile; it stays due', async () => {
    const user = userEvent.setup();
    renderHome(testRecord(), { seen: false });
    const estimate = await screen.findByRole('dialog', { name: 'Request An Estimate Now' }, slow);
    // A photo the page's entry opened while the app was still starting (its close tap held till then).
    const viewer = document.createElement('dialog');
    viewer.setAttribute('open', '');
    document.body.append(viewer);
    await user.click(within(estimate).getByRole('button', { name: 'Close' }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('dialog', { name: /welcome/i })).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(POPUP_STORAGE_KEY)!)).toEqual({ estimate: true, welcome: false });
    viewer.remove();
  });

  it('reopens from the hero button, closes with Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    renderHome();
    const button = screen.getByRole('button', { name: 'Request An Estimate Now' });
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Request An Estimate Now' }, slow)).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await waitFor(() => expect(document.activeElement).toBe(button), slow);
  });
});

describe('home sections', { timeout: 30_000 }, () => {
  it('renders the hero heading from the slogan and the first home text', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Rooted in quality' })).toBeTruthy();
    expect(screen.getByText('Portland tree care you can trust.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the first 6 services linked to their pages, in 3 columns', () => {
    const { container } = renderHome(testRecord({ services: 8 }));
    const grid = container.querySelector('#services ul')!;
    expect(grid?.getAttribute('data-columns')).toBe('3');
    const cards = within(grid as HTMLElement).getAllByTestId('service-card');
    expect(cards).toHaveLength(6);
    expect(within(cards[2]!).getByRole('link', { name: 'Hedge/Shrub Trimming' })?.getAttribute('href')).toBe('/hedge-shrub-trimming');
    expect(within(cards[0]!).getByRole('link', { name: 'Tree Removal' })?.getAttribute('href')).toBe('/tree-removal');
    expect(container.querySelector('#gallery')).toBeNull();
  });

  it('uses 2 columns with 5 services or fewer', () => {
    const { container } = renderHome(testRecord({ services: 5 }));
    expect(container.querySelector('#services ul')?.getAttribute('data-columns')).toBe('2');
  });

  it('in the reduced site shows every service in full plus the gallery, with the menu anchors', () => {
    const { container } = renderHome(testRecord({ services: 9, extra: { simpleWidgets: reducedWidgets } }));
    const cards = screen.getAllByTestId('service-card');
    expect(cards).toHaveLength(9);
    // Service pages are not reachable in the reduced site: no links to them.
    expect(within(container.querySelector('#services')!).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('Point 8-b')).toBeTruthy();
    expect(container.querySelector('#gallery')).toBeTruthy();
    expect(within(screen.getByTestId('home-gallery')).getAllByRole('button', { name: /Open image/ })).toHaveLength(3);
    expect(container.querySelector('#contact')).toBeTruthy();
    expect(within(container.querySelector('#contact')!).getByRole('form', { name: 'lead form home' })).toBeTruthy();
  });

  it('shows the reviews embed only when reviews are home-only', () => {
    const link = ['elfsight-app-00000000-0000-0000-0000-000000000000'];
    const a = renderHome(testRecord({ extra: { reviews: { activo: true, isHomeOnly: false, links: link } } }));
    expect(screen.queryByTestId('reviews-embed')).toBeNull();
    a.unmount();
    renderHome(testRecord({ extra: { reviews: { activo: true, isHomeOnly: true, links: link } } }));
    expect(screen.getByTestId('reviews-embed')).toBeTruthy();
  });

  it('loads the promo video player only after the play button is clicked', async () => {
    // jsdom's CSS parser knows no nesting: the player's styles are the browser tests' to check.
    document.head.insertAdjacentHTML('beforeend', '<style id="early-video-styles"></style>');
    const user = userEvent.setup();
    const { container } = renderHome(testRecord({ extra: { videosPromo: [{ activo: true, link: 'https://youtu.be/aqz-KE-bpKQ' }] } }));
    expect(container.querySelector('iframe')).toBeNull();
    const play = screen.getByRole('button', { name: 'Play video' });
    // The page's one player (entry/early-video.ts), installed as the block mounts.
    await waitFor(() => expect(play.hasAttribute('data-native')).toBe(true));
    await user.click(play);
    const dialog = screen.getByRole('dialog', { name: 'Watch our video' });
    await waitFor(() => expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1'));
  });

  it('leaves out the promo video when it is inactive', () => {
    renderHome(testRecord({ extra: { videosPromo: [{ activo: false, link: 'aqz-KE-bpKQ' }] } }));
    expect(screen.queryByRole('button', { name: 'Play video' })).toBeNull();
  });

  it('shows the branding block only with active entries, titled by the record label', () => {
    const a = renderHome(testRecord({ extra: { brandingExtra: [{ activo: false, link: 'https://a.example', img: 'https://bucket.example/b.webp' }] } }));
    expect(screen.queryByRole('heading', { name: 'Our Brands' })).toBeNull();
    a.unmount();
    renderHome(
      testRecord({
        extra: {
          brandingExtra: [{ activo: true, link: 'https://awards.example/best', img: 'https://bucket.example/b.webp' }],
          labels: { general: { titleBranding: 'Awards' }, formLabel: { isenglish: 'true' } },
        },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Awards' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'awards.example' })?.getAttribute('target')).toBe('_blank');
  });

  it('shows the payment methods and licence in the extra block', () => {
    renderHome(
      testRecord({
        extra: {
          dbPrincipal: { ...(testRecord().dbPrincipal as object), paymentMethod: 'Cash, Zelle', licensed: 'Licensed & Insured' },
          tiposPago: [{ activo: true, img: 'https://bucket.example/p1.webp' }, { activo: false, img: 'https://bucket.example/p2.webp' }],
        },
      }),
    );
    const extra = screen.getByRole('region', { name: 'Payment methods' });
    expect(within(extra).getByText('Cash, Zelle')).toBeTruthy();
    expect(within(extra).getByText('Licensed & Insured')).toBeTruthy();
    expect(extra.querySelectorAll('li img')).toHaveLength(1);
  });
});
