import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PageLink } from './page-link';
import { browserFollows } from '../../tests/support/page';

describe('<PageLink>', () => {
  it('is a link the browser follows to the page\'s own document, under the site\'s base path; its own click handler runs first', () => {
    const onClick = vi.fn();
    render(
      <MemoryRouter basename="/site" initialEntries={['/site/about']}>
        <Routes>
          <Route path="/about" element={<PageLink to="/gallery" onClick={onClick}>Gallery</PageLink>} />
          <Route path="/gallery" element={<h1>Drawn by the app</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Gallery' });
    expect(link.getAttribute('href')).toBe('/site/gallery');
    expect(browserFollows(link)).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Drawn by the app' })).toBeNull();
  });
});
