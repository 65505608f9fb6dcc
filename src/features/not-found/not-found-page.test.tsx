import { render, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page';
import { browserFollows, withPage } from '../../../tests/support/page';

function renderAt(isenglish: string) {
  const record = { dbPrincipal: { name: 'Acme Trees' }, labels: { formLabel: { isenglish } } };
  return render(withPage(<NotFoundPage />, { record, route: '/nowhere', routes: <Route path="/" element={<p>home page</p>} /> }));
}

describe('not-found page', () => {
  it('says the page was not found and its button returns home', () => {
    renderAt('true');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(document.title).toBe('Page not found | Acme Trees');
    const home = screen.getByRole('link', { name: 'Return to home' });
    expect(home.getAttribute('href')).toBe('/');
    // The browser follows it to the home page's own document (decision 0020), the app does not draw it here.
    expect(browserFollows(home)).toBe(true);
    expect(screen.queryByText('home page')).toBeNull();
  });

  it('speaks Spanish when the record is not English', () => {
    renderAt('false');
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('Page not found');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/');
  });
});
