import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testRecord, withPage } from '../../../tests/support/page';
import { LinkInBioPage } from './link-in-bio-page';

describe('/find-us-on with an empty record', () => {
  it('shows a friendly empty state with a way home, not a bare placeholder logo', async () => {
    // (The notice is a module of its own, loaded when a record is empty.)
    render(withPage(<Suspense><LinkInBioPage /></Suspense>, { record: {}, english: false, route: '/find-us-on' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Esta página aún no está lista');
    expect(screen.getByRole('link', { name: /inicio/i }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('a record with a business still shows the links page', () => {
    render(withPage(<LinkInBioPage />, { record: testRecord(), route: '/find-us-on' }));
    expect(screen.queryByTestId('empty-record')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Evergreen Ridge Tree & Landscape');
  });
});
