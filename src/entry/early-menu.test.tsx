import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

describe("the phone menu (the page's own, before the app runs and after)", () => {
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

  it('says it is open, and gives focus back to the button when it closes (Escape, its button)', () => {
    prerendered();
    stops.push(answerEarlyMenu(document));
    const button = menuButton();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    fireEvent.click(button);
    const menu = document.querySelector('dialog')!;
    expect(button.getAttribute('aria-expanded')).toBe('true');
    within(menu).getByRole('button', { name: 'Close menu' }).focus();
    fireEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    // jsdom fires `close` at once; a browser, in a task: the test waits for neither.
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it("follows a link as the header's own link (the app's router once it runs); a click with a modifier stays the browser's", () => {
    const header = prerendered();
    stops.push(answerEarlyMenu(document));
    const own = [...header.querySelectorAll('nav a')].find((a) => a.getAttribute('href') === '/contact')!;
    // What the browser would do with each click (jsdom loads no page): whether it was left to it.
    const reached = vi.fn((event: Event) => event.preventDefault());
    own.addEventListener('click', reached);
    const followed: boolean[] = [];
    const follow = (event: Event) => (followed.push(!event.defaultPrevented), event.preventDefault());
    window.addEventListener('click', follow);
    stops.push(() => window.removeEventListener('click', follow));
    fireEvent.click(menuButton());
    const link = within(screen.getByRole('dialog')).getByRole('link', { name: en.nav.contact });
    fireEvent.click(link);
    expect(reached).toHaveBeenCalledTimes(1);
    expect(followed.at(-1), "the menu's copy does not load a page").toBe(false);
    expect(document.querySelector('dialog[open]')).toBeNull();
    fireEvent.click(menuButton());
    const again = within(screen.getByRole('dialog')).getByRole('link', { name: en.nav.contact });
    fireEvent.click(again, { ctrlKey: true });
    expect(followed.at(-1), "a new tab is the browser's").toBe(true);
    expect(reached).toHaveBeenCalledTimes(1);
  });

  it('a menu built ahead is built again when the header changed (the app drew a changed record)', async () => {
    const header = prerendered();
    stops.push(answerEarlyMenu(document));
    // Built at idle (a task here).
    await new Promise((resolve) => setTimeout(resolve, 10));
    const contact = [...header.querySelectorAll('nav a')].find((a) => a.getAttribute('href') === '/contact')!;
    contact.textContent = 'Write to us';
    fireEvent.click(menuButton());
    expect(within(screen.getByRole('dialog')).getByRole('link', { name: 'Write to us' })).toBeTruthy();
  });

  it('answers once, whoever installs it (the entry, and the header the app draws)', () => {
    prerendered();
    stops.push(answerEarlyMenu(document), answerEarlyMenu(document));
    fireEvent.click(menuButton());
    expect(document.querySelectorAll('dialog').length).toBe(1);
  });

  it('a header with no navigation still opens a menu: its close button and what the header hides on a phone', () => {
    document.body.innerHTML = `<header><button type="button" data-early-menu="Close menu" aria-label="Open menu"></button><div data-menu-extra>Mon - Fri</div></header>`;
    stops.push(answerEarlyMenu(document));
    fireEvent.click(menuButton());
    const menu = screen.getByRole('dialog', { name: 'Open menu' });
    expect(within(menu).getByRole('button', { name: 'Close menu' })).toBeTruthy();
    expect(menu.textContent).toContain('Mon - Fri');
  });
});
