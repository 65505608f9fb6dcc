import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../config/paths';
import { testRecord, withPage } from '../../../tests/support/page';
import { ServiceDetailPage } from './service-detail-page';

const redes = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ url: `https://social${i}.example/p`, icon: i ? 'instagram' : 'facebook', name: i ? 'Instagram' : 'Facebook' }));

function renderService(id: string, record = testRecord()) {
  return render(withPage(<ServiceDetailPage />, { record, route: `/${id}`, path: routes.service.pattern }));
}

describe('service detail page', () => {
  it('logs "Servicio no encontrado" once and shows only the not-found screen for an unknown id', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    renderService('no-such-service');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Our Services')).toBeNull();
    await new Promise((r) => setTimeout(r, 10));
    expect(log.mock.calls.filter((c) => c[0] === 'Servicio no encontrado')).toHaveLength(1);
    log.mockRestore();
  });

  it('shows the service with its banner, slogan, texts and lists', () => {
    const log = vi.spyOn(console, 'log');
    renderService('hedge-shrub-trimming');
    expect(screen.getByRole('heading', { level: 1, name: 'Hedge/Shrub Trimming' })).toBeTruthy();
    expect(screen.getByText('Our Services')).toBeTruthy();
    expect(screen.getByText('About Hedge/Shrub Trimming.')).toBeTruthy();
    expect(screen.getByText('More on Hedge/Shrub Trimming.')).toBeTruthy();
    expect(screen.getByText('Point 2-b')).toBeTruthy();
    const slogan = screen.getByTestId('service-slogan').textContent;
    expect(['Rooted in quality', 'Safe, clean, on time', 'Your trees, our passion']).toContain(slogan);
    expect(log).not.toHaveBeenCalledWith('Servicio no encontrado');
    log.mockRestore();
  });

  it('picks the same slogan for the same service every time (server and client agree)', () => {
    const a = renderService('land-clearing');
    const first = screen.getByTestId('service-slogan').textContent;
    a.unmount();
    renderService('land-clearing');
    expect(screen.getByTestId('service-slogan').textContent).toBe(first);
  });

  it('lists the first 7 services in the sidebar and marks the current one', () => {
    renderService('stump-grinding', testRecord({ services: 10 }));
    const nav = screen.getByRole('navigation', { name: 'Services' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(7);
    const current = links.filter((l) => l.getAttribute('aria-current') === 'page');
    expect(current.map((l) => l.textContent)).toEqual(['Stump Grinding']);
    expect(links[0]!.getAttribute('href')).toBe('/tree-removal');
  });

  it('links phones and emails, shows the hours', () => {
    renderService('tree-removal');
    expect(screen.getByRole('link', { name: 'Office: 503-555-0142' }).getAttribute('href')).toBe('tel:+15035550142');
    const mail = screen.getAllByRole('link').find((a) => a.getAttribute('href') === 'mailto:info@evergreen.example');
    expect(mail?.textContent).toBe('info@evergreen.example');
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(contact).getByText('Monday - Friday')).toBeTruthy();
    expect(within(contact).getByText('7:00 AM - 6:00 PM')).toBeTruthy();
    // The sidebar lives inside <main>: no complementary landmark there (axe best practice).
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows social links only when there is more than one', () => {
    const one = renderService('tree-removal', testRecord({ extra: { dbSocialMedia: { redes: redes(1), directorios: [] } } }));
    expect(screen.queryByRole('link', { name: 'Facebook' })).toBeNull();
    one.unmount();
    renderService('tree-removal', testRecord({ extra: { dbSocialMedia: { redes: redes(2), directorios: [] } } }));
    expect(screen.getByRole('link', { name: 'Facebook' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Instagram' })).toBeTruthy();
  });

  it('shows the statistics and the first three values', () => {
    renderService('tree-removal');
    expect(screen.getByTestId('stat-yearsOfExperience').textContent).toBe('18+');
    expect(screen.getByTestId('stat-milesAround').textContent).toBe('35+');
    expect(screen.getByRole('heading', { name: 'Vision' })).toBeTruthy();
    expect(screen.queryByText('Fourth')).toBeNull();
  });
});
