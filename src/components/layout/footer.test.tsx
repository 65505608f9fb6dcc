import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { realClock } from '../../utils/clock';
import { withPage } from '../../../tests/support/page';
import { Footer } from './footer';

const record = { dbPrincipal: { name: 'Maple & Sons' } };
const clockAt = (iso: string) => ({ ...realClock, now: () => Date.parse(iso) });

describe('Footer year', () => {
  it('renders the build year on the server, so hydration matches the prerendered page', () => {
    const html = renderToString(withPage(<Footer year={2025} />, { record, clock: clockAt('2027-03-01T12:00:00Z') }));
    expect(html).toContain('2025');
    expect(html).not.toContain('2027');
  });

  it("shows the visitor's year once it runs in the browser", async () => {
    render(withPage(<Footer year={2025} />, { record, clock: clockAt('2027-03-01T12:00:00Z') }));
    expect(await screen.findByText(/2027/)).toBeTruthy();
    expect(screen.queryByText(/2025/)).toBeNull();
  });

  it('the footer columns are not landmarks named like the home page sections', () => {
    render(withPage(<Footer year={2025} />, { record }));
    expect(screen.queryByRole('region', { name: 'About Us' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'About Us' })).toBeTruthy();
  });
});
