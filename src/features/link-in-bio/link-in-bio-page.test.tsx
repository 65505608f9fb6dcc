import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Slots } from '../../components/slots';
import { LinkInBioPage } from './link-in-bio-page';
import '../../i18n/all';
import { withPage } from '../../../tests/support/page';

const base = {
  dbPrincipal: { name: 'Acme Trees', logo: 'https://cdn.example.com/logo.png', phones: [{ phone: '503-555-0142', name: 'Office' }] },
  labels: { formLabel: { isenglish: 'true' } },
};

function renderPage(extra: Record<string, unknown> = {}, slots: Slots = {}) {
  return render(withPage(<LinkInBioPage />, { record: { ...base, ...extra }, slots }));
}

const social = { dbSocialMedia: { redes: [{ url: 'https://facebook.com/acme', icon: 'facebook', name: 'Facebook' }], directorios: [] } };
const directory = {
  dbSocialMedia: { redes: [], directorios: [{ url: 'https://www.angi.com/acme', name: 'Angi', image: 'https://cdn.example.com/angi.png' }] },
};

describe('link-in-bio page', () => {
  it('shows the "Find Us On" heading when there is a social network', () => {
    renderPage(social);
    expect(screen.getByRole('heading', { name: 'Find Us On' })).toBeTruthy();
  });

  it('shows the heading when there is only a directory', () => {
    renderPage(directory);
    expect(screen.getByRole('heading', { name: 'Find Us On' })).toBeTruthy();
  });

  it('has no heading without social networks and directories, but still shows the badge', () => {
    renderPage({ gmb: { img: 'https://cdn.example.com/badge.png', link: 'https://g.page/acme' } });
    expect(screen.queryByRole('heading', { name: 'Find Us On' })).toBeNull();
    const badge = screen.getByRole('img', { name: 'Business listing' });
    expect(badge.getAttribute('width')).toBe('250');
    expect(badge.closest('a')!.getAttribute('href')).toBe('https://g.page/acme');
  });

  it('shows the badge unlinked when there is no listing link', () => {
    renderPage({ gmb: { img: 'https://cdn.example.com/badge.png' } });
    expect(screen.getByRole('img', { name: 'Business listing' }).closest('a')).toBeNull();
  });

  it('gives directory images the alt text "Not found" and opens them in a new tab', () => {
    const { container } = renderPage(directory);
    const block = container.querySelector('section')!;
    const img = within(block).getByAltText('Not found');
    const link = img.closest('a')!;
    expect(link.getAttribute('href')).toBe('https://www.angi.com/acme');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('aria-label')).toBe('Angi');
  });

  it('says "Not found" in the record\'s language', () => {
    const { container } = renderPage({ ...directory, labels: { formLabel: { isenglish: 'false' } } });
    expect(within(container.querySelector('section')!).getByAltText('No encontrado')).toBeTruthy();
  });

  it('lists the logo, name and large links: listing, WhatsApp send link, call, website, directories, socials', () => {
    renderPage({ ...social, gmb: { link: 'https://g.page/acme' }, linkWeb: 'https://acme.example' });
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Trees' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Acme Trees' })).toBeTruthy();
    const list = screen.getAllByRole('list')[0]!;
    const hrefs = within(list).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://g.page/acme', 'https://wa.me/15035550142', 'tel:+15035550142', 'https://acme.example/', 'https://facebook.com/acme']);
    expect(within(list).getByRole('link', { name: /WhatsApp/ }).getAttribute('target')).toBe('_blank');
    expect(within(list).getByRole('link', { name: /Call 503-555-0142/ }).getAttribute('target')).toBeNull();
  });

  it('leaves out the listing and website links when the record has none', () => {
    renderPage();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://wa.me/15035550142', 'tel:+15035550142']);
  });

  it('offers Save contact as the first item, a button that saves the business', () => {
    const saveContact = vi.fn().mockResolvedValue(undefined);
    renderPage(social, { saveContact });
    const first = screen.getAllByRole('listitem')[0]!;
    const button = within(first).getByRole('button', { name: 'Save contact' });
    fireEvent.click(button);
    expect(saveContact).toHaveBeenCalledTimes(1);
    expect(saveContact.mock.calls[0]![0].dbPrincipal.name).toBe('Acme Trees');
  });

  it('Ask for a review is there only when the record has a review link, and is the page’s to answer (entry/early-review.ts)', () => {
    const { unmount } = render(withPage(<LinkInBioPage />, { record: { ...base, ...social } }));
    expect(screen.queryByRole('button', { name: 'Ask for a review' })).toBeNull();
    unmount();
    render(withPage(<LinkInBioPage />, { record: { ...base, ...social, gmb: { link: 'https://g.page/acme/' } } }));
    const ask = screen.getByRole('button', { name: 'Ask for a review' });
    expect(ask.hasAttribute('data-early-review')).toBe(true);
    expect(ask.hasAttribute('data-native')).toBe(true);
  });
});
