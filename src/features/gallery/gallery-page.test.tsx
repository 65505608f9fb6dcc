import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withPage } from '../../../tests/support/page';
import { GalleryPage } from './gallery-page';
import { LandingPage } from './landing-page';

const img = (n: number) => `https://bucket.example/img/${n}.webp`;
const landings = [
  { name: 'Tree Removal', gallery: [img(1), img(2), img(3)] },
  { name: 'Garden Design', gallery: [img(4), img(5)] },
];

afterEach(() => vi.restoreAllMocks());

describe('GalleryPage', () => {
  it('one gallery per landing, headed by its name linking to its landing page; no sliders without pairs', () => {
    render(withPage(<GalleryPage />, { record: { landings, gallery: [img(9)] } }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Gallery');
    expect(screen.getByRole('link', { name: 'Tree Removal' }).getAttribute('href')).toBe('/gallery/tree-removal');
    expect(screen.getByRole('link', { name: 'Garden Design' }).getAttribute('href')).toBe('/gallery/garden-design');
    expect(screen.getAllByRole('button', { name: /of 3$/ })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /of 2$/ })).toHaveLength(2);
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.queryByText('Before & After')).toBeNull();
  });

  it('without landings: the general gallery, falling back to stock; sliders when there are pairs; record title wins', () => {
    render(
      withPage(<GalleryPage />, {
        record: {
          labels: { general: { titleGallery: 'Our Work' }, formLabel: { isenglish: 'true' } },
          stock: [img(20), img(21), img(22), img(23)],
          beforeAfterGall: [{ beforeImg: img(30), afterImg: img(31) }],
        },
      }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Our Work');
    expect(screen.getByText('Before & After')).toBeTruthy();
    expect(screen.getAllByRole('slider')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Open image \d of 4$/ })).toHaveLength(4);
  });

  it('nothing at all: a friendly empty state', () => {
    render(withPage(<GalleryPage />));
    expect(screen.getByText('Photos of our work are coming soon.')).toBeTruthy();
  });
});

/** The landing page's route, opened at `path`. */
const landingAt = (path: string) => withPage(<LandingPage />, { record: { landings }, route: path, path: '/gallery/:landingId' });

function renderLanding(path: string) {
  return render(landingAt(path));
}

describe('LandingPage', () => {
  it('shows "our recent projects of:", the name and its gallery', () => {
    renderLanding('/gallery/garden-design');
    expect(screen.getByText('our recent projects of:')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Garden Design');
    expect(screen.getAllByRole('button', { name: /^Open image \d of 2$/ })).toHaveLength(2);
  });

  it('an unknown id logs "Servicio no encontrado" once and shows the not-found content', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { rerender } = renderLanding('/gallery/nothing-here');
    expect(screen.getByRole('link', { name: 'Return to home' })).toBeTruthy();
    expect(screen.queryByText('our recent projects of:')).toBeNull();
    await waitFor(() => expect(log).toHaveBeenCalledWith('Servicio no encontrado'));
    rerender(landingAt('/gallery/nothing-here'));
    await new Promise((r) => setTimeout(r, 20));
    expect(log.mock.calls.filter((c) => c[0] === 'Servicio no encontrado')).toHaveLength(1);
  });
});
