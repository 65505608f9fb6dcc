import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Header } from '../components/layout/header';
import { holdClicks } from './start-on-demand';
import { en } from '../i18n/en';
import { answerEarlyMenu } from './early-menu';
import { withPage } from '../../tests/support/page';

const record = {
  dbPrincipal: { name: 'Acme Trees', phones: [{ phone: '503-555-0142' }], workdays: [{ day: 'Mon - Fri' }], workHours: [{ hour: '8 AM - 5 PM' }] },
  dbServices: ['Tree Removal', 'Stump Grinding', 'Pruning', 'Storm Cleanup', 'Mulching', 'Hedges', 'Land Clearing', 'Planting'].map((name) => ({ name })),
  labels: { formLabel: { isenglish: 'true' } },
};

/** The header as the build writes it (the entry answers its menu button until the app hydrates it). */
function prerendered(): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(withPage(<Header />, { record }));
  return container;
}

const hrefs = (root: ParentNode) => [...root.querySelectorAll('nav a')].map((a) => a.getAttribute('href'));
const menuButton = () => screen.getByRole('button', { name: 'Open menu' });

beforeAll(() => {
  // jsdom's CSS parser knows no nesting: the styles are the browser tests' to check.
  document.head.insertAdjacentHTML('beforeend', '<style id="early-menu-styles"></style>');
});

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  document.body.innerHTML = '';
});

describe("the phone menu before the app runs", () => {
  it("a tap shows the header's every link in a named dialog, groups as lists that open, then the estimate button and the hours", () => {
    const header = prerendered();
    stops.push(answerEarlyMenu(document));
    expect(menuButton().hasAttribute('data-native')).toBe(true);
    fireEvent.click(menuButton());
    const menu = screen.getByRole('dialog', { name: 'Main navigation' });
    expect(menu.hasAttribute('open')).toBe(true);
    expect(hrefs(menu)).toEqual(hrefs(header));
    expect(hrefs(menu).length).toBeGreaterThan(10);
    const group = menu.querySelector('details')!;
    expect(group.querySelector('summary')!.textContent).toBe('Services');
    expect(within(group).getByRole('link', { name: 'Tree Removal', hidden: true }).getAttribute('href')).toBe('/tree-removal');
    // Nothing the page has is named twice (ids), and no leftover control points at the header's lists.
    expect(menu.querySelectorAll('[id], [aria-controls], nav button').length).toBe(0);
    const extra = menu.querySelector('[data-menu-extra]')!;
    expect(extra.firstElementChild!.textContent).toBe(en.cta.freeEstimate);
    expect(extra.textContent).toContain('Mon - Fri · 8 AM - 5 PM');
    expect(within(menu).getByRole('button', { name: 'Close menu' })).toBeTruthy();
  });

  it('closes on a link, as the app\'s drawer does: a one-page site\'s section is on this page, and the page scrolls to it', () => {
    const onePage = { ...record, simpleWidgets: [{}, {}, {}, { val: 'OnePage', activo: true }] };
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(withPage(<Header />, { record: onePage }));
    stops.push(answerEarlyMenu(document));
    fireEvent.click(menuButton());
    const menu = screen.getByRole('dialog', { name: 'Main navigation' });
    const section = within(menu).getByRole('link', { name: en.nav.services });
    expect(section.getAttribute('href')).toBe('#services');
    fireEvent.click(section);
    expect(menu.hasAttribute('open')).toBe(false);
  });

  it('closes with its button and leaves the page as it was; the next tap opens it again', () => {
    prerendered();
    stops.push(answerEarlyMenu(document));
    fireEvent.click(menuButton());
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(document.querySelector('dialog')).toBeNull();
    fireEvent.click(menuButton());
    expect(document.querySelectorAll('dialog[open]').length).toBe(1);
  });

  it('a tap inside it is never held for the app (its lists open), while other buttons still are', () => {
    prerendered();
    const held = holdClicks(window);
    stops.push(() => held.stop(), answerEarlyMenu(document));
    fireEvent.click(menuButton());
    const summary = document.querySelector('dialog summary')!;
    expect(fireEvent.click(summary), 'not cancelled').toBe(true);
    const other = document.body.appendChild(document.createElement('button'));
    expect(fireEvent.click(other), 'held').toBe(false);
  });

  it('leaves the button to the app once the app has hydrated it and that hydration has committed', () => {
    prerendered();
    stops.push(answerEarlyMenu(document));
    // Rendered by a hydration still under way (a transition yields to input): React may drop
    // the click, so the entry still answers it.
    Object.assign(menuButton(), { __reactProps$test: {} });
    fireEvent.click(menuButton());
    const early = document.querySelector('dialog')!;
    expect(early).not.toBeNull();
    early.close();
    document.documentElement.setAttribute('data-app-ready', '');
    try {
      fireEvent.click(menuButton());
      expect(document.querySelector('dialog')).toBeNull();
    } finally {
      document.documentElement.removeAttribute('data-app-ready');
    }
  });
});
