import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteNames } from '../contract/site-names';
import { visitCoverScript, visitCoverTag } from './visit-cover';
import { LATER_PAGE_ATTR } from '../contract/page-marks';

/** One page load: the head script runs as the browser runs it, before the body. */
function openPage(basePath = '/'): boolean {
  document.documentElement.removeAttribute(LATER_PAGE_ATTR);
  // The page's own inline script, run as the browser runs it.
  new Function(visitCoverScript(basePath))();
  return document.documentElement.hasAttribute(LATER_PAGE_ATTR);
}

describe('the loading cover is the visit\'s (the head script)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
    document.documentElement.removeAttribute(LATER_PAGE_ATTR);
  });

  it('keeps the cover on the first page of a tab and lifts it on every later page (a link, a reload, Back)', () => {
    expect(openPage(), 'first page: covered').toBe(false);
    expect(sessionStorage.getItem(siteNames('/').visitMark)).toBe('1');
    expect(openPage(), 'second page').toBe(true);
    expect(openPage(), 'third page').toBe(true);
  });

  it('a new tab (its own session storage) is a new visit', () => {
    expect(openPage()).toBe(false);
    sessionStorage.clear();
    expect(openPage()).toBe(false);
  });

  it('another site of the origin, under its own base path, has its own first page', () => {
    expect(openPage('/a/')).toBe(false);
    expect(openPage('/b/')).toBe(false);
    expect(openPage('/a/')).toBe(true);
    expect(openPage('/')).toBe(false);
  });

  it('where storage is blocked, every page keeps its cover and the page goes on', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(openPage()).toBe(false);
    expect(openPage()).toBe(false);
  });

  it('no mark name can close its script element', () => {
    expect(visitCoverTag('</script><script>alert(1)</script>').match(/<\/script>/gi)).toHaveLength(1);
  });
});
