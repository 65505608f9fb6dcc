import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIKELY_NEXT_ATTR } from '../contract/page-marks';
import { areaInView, markLikely, pageOf, pickLikely, preparesNext, watchLikelyNext, type Box } from './likely-next';

const box = (top: number, height: number, left = 0, width = 390): Box => ({ top, left, bottom: top + height, right: left + width });

describe('the pages a phone visitor is likely to open next', () => {
  it('measures what of a link is on the screen', () => {
    expect(areaInView(box(100, 50), 390, 844)).toBe(390 * 50);
    expect(areaInView(box(820, 50), 390, 844)).toBe(390 * 24);
    expect(areaInView(box(900, 50), 390, 844)).toBe(0);
    expect(areaInView(box(-60, 50), 390, 844)).toBe(0);
    expect(areaInView(box(100, 50, 300, 200), 390, 844)).toBe(90 * 50);
  });

  it('picks the two pages with the most of their links in view (a small link is not likely), a page reached by two links counting both', () => {
    const links = [
      ['/home', box(10, 24, 10, 24)], // an icon: small
      ['/decks', box(200, 300)], // a card in full view
      ['/fences', box(520, 160)], // its photo...
      ['/fences', box(680, 160)], // ...and its button
      ['/patios', box(780, 300)], // mostly below the screen
      ['/pergolas', box(900, 300)], // not on the screen
    ] as const;
    expect(pickLikely(links, 390, 844, 2)).toEqual(['/fences', '/decks']);
    expect(pickLikely(links, 390, 844, 1)).toEqual(['/fences']);
    expect(pickLikely(links, 390, 844, 3)).toEqual(['/fences', '/decks']);
  });

  it('takes a title or a button, not a small icon', () => {
    expect(pickLikely([['/', box(10, 24, 10, 24)]], 390, 844)).toEqual([]);
    expect(pickLikely([['/', box(10, 24, 10, 24)], ['/contact', box(400, 48, 24, 342)]], 390, 844)).toEqual(['/contact']);
  });

  it('prepares no link less than half in view, nor a link with no box (hidden in a closed menu)', () => {
    expect(pickLikely([['/patios', box(700, 300)], ['/menu-only', box(0, 0, 0, 0)]], 390, 844)).toEqual([]);
  });
});

describe('the links that lead to another page of the site', () => {
  const here = new URL('https://acme.test/site/services') as unknown as Location;
  const link = (href: string, attrs: Record<string, string> = {}) => {
    const a = document.createElement('a');
    a.href = href;
    for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
    return a;
  };

  it("is a page under the site's base path, not this one, not a file, a download, a new window or another site", () => {
    expect(pageOf(link('https://acme.test/site/decks'), here, '/site/')).toBe('/site/decks');
    expect(pageOf(link('https://acme.test/site/decks?x=1#top'), here, '/site/')).toBe('/site/decks');
    expect(pageOf(link('https://acme.test/site/services#list'), here, '/site/')).toBeNull();
    expect(pageOf(link('https://acme.test/site/card.vcf'), here, '/site/')).toBeNull();
    expect(pageOf(link('https://acme.test/other/decks'), here, '/site/')).toBeNull();
    expect(pageOf(link('https://elsewhere.test/site/decks'), here, '/site/')).toBeNull();
    expect(pageOf(link('https://acme.test/site/decks', { download: '' }), here, '/site/')).toBeNull();
    expect(pageOf(link('https://acme.test/site/decks', { target: '_blank' }), here, '/site/')).toBeNull();
    expect(pageOf(link('https://acme.test/site/decks', { rel: 'nofollow' }), here, '/site/')).toBeNull();
  });
});

describe('marking the links in view', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  /** Links at `top` px, each `height` tall (jsdom lays nothing out). */
  function page(rows: [href: string, top: number, height: number][]) {
    document.body.innerHTML = `<header><a href="/">logo</a></header><main>${rows.map(([href]) => `<a href="${href}">x</a>`).join('')}</main>`;
    const logo = document.querySelector('header a')!;
    logo.getBoundingClientRect = () => ({ ...box(0, 80), x: 0, y: 0, width: 390, height: 80, toJSON: () => ({}) });
    const anchors = Array.from(document.querySelectorAll('main a'));
    anchors.forEach((a, i) => {
      const [, top, height] = rows[i]!;
      a.getBoundingClientRect = () => ({ ...box(top, height), x: 0, y: top, width: 390, height, toJSON: () => ({}) });
    });
    return anchors;
  }

  it("marks the likely pages of the page's content (not the header's) and takes the mark off a link that left the screen", () => {
    const [decks, fences, patios] = page([
      ['/decks', 100, 300],
      ['/fences', 420, 300],
      ['/patios', 1200, 300],
    ]);
    markLikely(document, '/', 2);
    expect([decks, fences, patios].map((a) => a!.hasAttribute(LIKELY_NEXT_ATTR))).toEqual([true, true, false]);
    expect(document.querySelector('header a')!.hasAttribute(LIKELY_NEXT_ATTR)).toBe(false);
    decks!.getBoundingClientRect = () => ({ ...box(-400, 300), x: 0, y: -400, width: 390, height: 300, toJSON: () => ({}) });
    patios!.getBoundingClientRect = () => ({ ...box(500, 300), x: 0, y: 500, width: 390, height: 300, toJSON: () => ({}) });
    markLikely(document, '/', 2);
    expect([decks, fences, patios].map((a) => a!.hasAttribute(LIKELY_NEXT_ATTR))).toEqual([false, true, true]);
  });

  it('only on a phone-like screen, with Speculation Rules, no data saver, and the offline worker answering', () => {
    const yes = { supportsRules: true, noHover: true, saveData: false, controlled: true };
    expect(preparesNext(yes)).toBe(true);
    expect(preparesNext({ ...yes, supportsRules: false })).toBe(false);
    expect(preparesNext({ ...yes, noHover: false })).toBe(false);
    expect(preparesNext({ ...yes, saveData: true })).toBe(false);
    expect(preparesNext({ ...yes, controlled: false })).toBe(false);
  });

  it('looks again each time a scroll comes to rest, once the worker controls the page', () => {
    const [decks] = page([['/decks', 100, 300]]);
    const controller: { controller: object | null } = { controller: null };
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q === '(hover: none)' }));
    Object.defineProperty(navigator, 'serviceWorker', { value: controller, configurable: true });
    Object.defineProperty(HTMLScriptElement, 'supports', { value: (t: string) => t === 'speculationrules', configurable: true });
    try {
      watchLikelyNext(window, '/');
      expect(decks!.hasAttribute(LIKELY_NEXT_ATTR), 'no worker yet: the page would come from the network').toBe(false);
      controller.controller = {};
      window.dispatchEvent(new Event('scrollend'));
      expect(decks!.hasAttribute(LIKELY_NEXT_ATTR)).toBe(true);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      Reflect.deleteProperty(HTMLScriptElement, 'supports');
    }
  });

  it('does nothing in a browser without Speculation Rules', () => {
    const [decks] = page([['/decks', 100, 300]]);
    const add = vi.spyOn(window, 'addEventListener');
    watchLikelyNext(window, '/');
    expect(add).not.toHaveBeenCalledWith('scrollend', expect.anything(), expect.anything());
    expect(decks!.hasAttribute(LIKELY_NEXT_ATTR)).toBe(false);
    add.mockRestore();
  });
});
