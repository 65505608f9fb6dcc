import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ClockProvider } from '../../hooks/use-clock';
import { SiteDataProvider } from '../../site-data/site-data-context';
import { realClock } from '../../utils/clock';
import { NotFoundPage } from './not-found-page';
import { parsedRecord } from '../../../tests/support/parsed-record';

function renderAt(isenglish: string) {
  return render(
    <ClockProvider clock={realClock}>
      <SiteDataProvider minLoadingMs={0} initialData={parsedRecord({ dbPrincipal: { name: 'Acme Trees' }, labels: { formLabel: { isenglish } } })}>
        <MemoryRouter initialEntries={['/nowhere']}>
          <Routes>
            <Route path="/" element={<p>home page</p>} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </MemoryRouter>
      </SiteDataProvider>
    </ClockProvider>,
  );
}

describe('not-found page', () => {
  it('says the page was not found and its button returns home', () => {
    renderAt('true');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(document.title).toBe('Page not found | Acme Trees');
    fireEvent.click(screen.getByRole('link', { name: 'Return to home' }));
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('speaks Spanish when the record is not English', () => {
    renderAt('false');
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('Page not found');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/');
  });
});
