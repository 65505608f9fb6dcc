import { describe, expect, it, vi } from 'vitest';
import { loadOtherPages, speculationRules, speculationRulesTag, whenShown } from './next-page';

type Rule = { where: { and: Record<string, unknown>[] }; eagerness: string };

describe('the pages a tap may open next (Speculation Rules)', () => {
  it("names the site's own pages under its base path, on intent only (not every link in sight)", () => {
    const { prerender } = JSON.parse(speculationRules('/site/')) as { prerender: Rule[] };
    expect(prerender).toHaveLength(1);
    expect(prerender[0]!.eagerness).toBe('moderate');
    expect(prerender[0]!.where.and).toContainEqual({ href_matches: '/site/*' });
    // Files (the card's vCard, the sitemap), downloads and new windows are not pages to prepare.
    expect(prerender[0]!.where.and).toContainEqual({ not: { href_matches: '/site/*.*' } });
    expect(JSON.stringify(prerender[0]!.where.and)).toContain('[download]');
  });

  it('no base path can close its element', () => {
    expect(speculationRulesTag('/</script><script>x/').match(/<\/script>/gi)).toHaveLength(1);
  });
});

describe('whenShown', () => {
  it('a page opened as usual is shown at once', async () => {
    await expect(whenShown({ prerendering: false, addEventListener: () => {} })).resolves.toBeUndefined();
  });

  it('a page prerendered ahead waits until the visitor opens it, and the frame that shows it is drawn', async () => {
    const target = new EventTarget() as EventTarget & { prerendering: boolean };
    target.prerendering = true;
    let drawFrame = () => {};
    const frame = vi.fn(() => new Promise<void>((resolve) => (drawFrame = resolve)));
    let shown = false;
    const waiting = whenShown(target as unknown as Document, frame).then(() => (shown = true));
    await Promise.resolve();
    expect(shown).toBe(false);
    expect(frame).not.toHaveBeenCalled();
    target.prerendering = false;
    target.dispatchEvent(new Event('prerenderingchange'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Shown, but its first frame not yet drawn: the entry's work would delay it.
    expect(frame).toHaveBeenCalledTimes(1);
    expect(shown).toBe(false);
    drawFrame();
    await waiting;
    expect(shown).toBe(true);
  });
});

describe('Back to another page within this document (an entry an earlier app added)', () => {
  /** A window at `path` whose address a traversal changes, and whose reload is counted. */
  function fakeWindow(path: string) {
    const target = new EventTarget();
    const location = { pathname: path, reload: vi.fn() };
    return { win: Object.assign(target, { location }) as unknown as Window, location, back: (to: string) => ((location.pathname = to), target.dispatchEvent(new Event('popstate'))) };
  }

  it('loads that page: every page is its own document, app or not', () => {
    const { win, location, back } = fakeWindow('/about');
    loadOtherPages(win);
    back('/gallery');
    expect(location.reload).toHaveBeenCalledTimes(1);
    back('/services');
    expect(location.reload).toHaveBeenCalledTimes(2);
  });

  it("leaves a change of the hash alone (a one-page site's sections)", () => {
    const { win, location, back } = fakeWindow('/');
    loadOtherPages(win);
    back('/');
    expect(location.reload).not.toHaveBeenCalled();
  });
});
