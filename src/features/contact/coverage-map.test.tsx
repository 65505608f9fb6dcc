import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoverageMap } from './coverage-map';
import { expectSandboxed } from '../../../tests/support/expect-sandboxed';
import { withPage } from '../../../tests/support/page';

let observers: Array<{ cb: IntersectionObserverCallback; el?: Element }> = [];
class FakeIO {
  constructor(cb: IntersectionObserverCallback) {
    observers.push({ cb });
  }
  observe(el: Element) {
    observers[observers.length - 1]!.el = el;
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}
function scrollIntoView() {
  act(() => {
    for (const o of observers) o.cb([{ isIntersecting: true, target: o.el! } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
}

const locations = [
  { address: '12 Oak St, Salem', url: 'https://maps.example.com/embed?a' },
  { address: '9 Elm Ave, Keizer', url: 'http://insecure.example.com/b' },
  { address: '3 Pine Rd, Albany', url: 'https://maps.example.com/embed?c' },
];

function renderMap(location: unknown[], extra: Record<string, unknown> = {}) {
  return render(withPage(<CoverageMap />, { record: { dbPrincipal: { name: 'Acme', miles: '25', location }, labels: { formLabel: { isenglish: 'true' } }, ...extra } }));
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeIO);
});
afterEach(() => vi.unstubAllGlobals());

describe('coverage map section', () => {
  it('titles the section with the miles and the first address', () => {
    renderMap(locations);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('We Cover 25 Miles Around 12 Oak St, Salem');
  });

  it('shows one tab per address; a location without an https map is a disabled tab', () => {
    renderMap(locations);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['12 Oak St Salem', '9 Elm Ave Keizer', '3 Pine Rd Albany']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(tabs[1]!.getAttribute('aria-disabled')).toBe('true');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves between tabs with the arrow keys, Home and End, skipping the disabled tab', () => {
    renderMap(locations);
    const tabs = screen.getAllByRole('tab');
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(tabs[2]!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0]!, { key: 'End' });
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2]!, { key: 'Home' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.click(tabs[1]!);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
  });

  it('inserts no map frame until the section scrolls into view, then only the selected one, lazily', () => {
    const { container } = renderMap(locations);
    expect(container.querySelector('iframe')).toBeNull();
    scrollIntoView();
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]!.getAttribute('src')).toBe('https://maps.example.com/embed?a');
    expect(frames[0]!.getAttribute('loading')).toBe('lazy');
    expect(frames[0]!.getAttribute('title')).toBe('Map of 12 Oak St, Salem');
    expect(frames[0]!.getAttribute('height')).toBe('400');
    expectSandboxed(frames[0]!);
    fireEvent.keyDown(screen.getAllByRole('tab')[0]!, { key: 'End' });
    expect(container.querySelector('iframe')!.getAttribute('src')).toBe('https://maps.example.com/embed?c');
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('shows a single 500 px map without tabs for one location', () => {
    const { container } = renderMap([locations[0]]);
    expect(screen.queryByRole('tablist')).toBeNull();
    scrollIntoView();
    expect(container.querySelector('iframe')!.getAttribute('height')).toBe('500');
  });

  it('never frames a non-https map URL', () => {
    const { container } = renderMap([{ address: '9 Elm Ave, Keizer', url: 'http://insecure.example.com/b' }]);
    scrollIntoView();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('9 Elm Ave, Keizer')).toBeTruthy();
  });

  it('uses the record titleMap label when present', () => {
    renderMap(locations, { labels: { general: { titleMap: 'Where We Work' }, formLabel: { isenglish: 'true' } } });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Where We Work');
  });
});
