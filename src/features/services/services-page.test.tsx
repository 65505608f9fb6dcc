import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testRecord, withPage } from '../../../tests/support/page';
import { ServicesPage } from './services-page';

describe('services page', () => {
  it('lists every service with all its texts and lists, alternating sides, each heading linking to its page', () => {
    render(withPage(<ServicesPage />, { record: testRecord({ services: 10 }) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Our Services' })).toBeTruthy();
    const rows = screen.getAllByTestId('service-row');
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.getAttribute('data-side')).slice(0, 3)).toEqual(['left', 'right', 'left']);
    const last = rows[9]!;
    expect(within(last).getByRole('heading', { level: 2, name: 'Leaf Cleanup' })).toBeTruthy();
    expect(within(last).getByRole('link', { name: 'Leaf Cleanup' }).getAttribute('href')).toBe('/leaf-cleanup');
    expect(within(last).getByText('About Leaf Cleanup.')).toBeTruthy();
    expect(within(last).getByText('More on Leaf Cleanup.')).toBeTruthy();
    expect(within(last).getByText('Point 9-a')).toBeTruthy();
    expect(within(rows[0]!).getByRole('img', { name: 'Tree Removal' }).getAttribute('src')).toBe('https://bucket.example/s0.webp');
  });

  it('a record with hundreds of services shows the first 24 and a button for the rest (the page stays light), then focuses the first new one', () => {
    const services = Array.from({ length: 300 }, (_, i) => ({ name: `Service number ${i + 1}`, description: [{ text: `About ${i + 1}.` }] }));
    render(withPage(<ServicesPage />, { record: testRecord({ extra: { dbServices: services } }) }));
    expect(screen.getAllByTestId('service-row')).toHaveLength(24);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 300 services' }));
    const rows = screen.getAllByTestId('service-row');
    expect(rows).toHaveLength(300);
    expect(document.activeElement).toBe(rows[24]);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('up to 30 services are all shown at once', () => {
    const services = Array.from({ length: 30 }, (_, i) => ({ name: `Service number ${i + 1}` }));
    render(withPage(<ServicesPage />, { record: testRecord({ extra: { dbServices: services } }) }));
    expect(screen.getAllByTestId('service-row')).toHaveLength(30);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });
});
