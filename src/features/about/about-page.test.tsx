import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testRecord, withPage } from '../../../tests/support/page';
import { AboutPage } from './about-page';

describe('about page', () => {
  it('shows the banner, the about text with its list, three values and the second about text', () => {
    render(withPage(<AboutPage />, { record: testRecord() }));
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeTruthy();
    expect(screen.getByText('We care for trees.')).toBeTruthy();
    expect(screen.getByText('Certified arborists')).toBeTruthy();
    for (const v of ['Mission', 'Vision', 'Values']) expect(screen.getByRole('heading', { level: 3, name: v })).toBeTruthy();
    expect(screen.queryByText('Fourth')).toBeNull();
    expect(screen.getByText('Family owned since 2007.')).toBeTruthy();
    expect(screen.getByText('Free estimates')).toBeTruthy();
  });

  it('renders without data', () => {
    render(withPage(<AboutPage />, { record: { labels: { formLabel: { isenglish: 'true' } } } }));
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeTruthy();
  });
});
