import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testRecord, withPage } from '../../../tests/support/page';
import { DigitalCardPage } from './digital-card-page';

describe('/digitalcard with an empty record', () => {
  it('shows the empty state in the record language with a way home', async () => {
    // (The notice is a module of its own, loaded when a record is empty.)
    render(withPage(<Suspense><DigitalCardPage /></Suspense>, { record: { labels: { formLabel: { isenglish: 'true' } } }, route: '/digitalcard' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This page is not ready yet');
    expect(screen.getByRole('link', { name: /home/i }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: /rotate|turn/i })).toBeNull();
  });

  it('a record with a business still shows the card', () => {
    render(withPage(<DigitalCardPage />, { record: testRecord(), route: '/digitalcard' }));
    expect(screen.queryByTestId('empty-record')).toBeNull();
  });
});
