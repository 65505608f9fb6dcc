/**
 * The page a phone's visitor is likely to open next, prepared before the tap (issue 38: the next
 * page at once; decision 0021). A desktop says which link comes next by resting its pointer on
 * it, and the pages' `moderate` rule prerenders that page; a phone has no such pointer, and a
 * finger touching down starts the page too late: at 4x CPU it is still being parsed when shown
 * (~550 ms, 30 Nov 2026). So where a scroll comes to rest, the links in view in the page's content
 * are the likely ones: the two pages with the most of their links on the screen are marked `LIKELY_NEXT_ATTR`,
 * and the pages' Speculation Rules prerender them at once (entry/next-page.ts); a mark that leaves
 * the screen is taken off, and Chromium may drop that page.
 *
 * Only where it costs the visitor nothing they would mind: a browser with Speculation Rules, a
 * screen with no hover (a desktop's pointer says it better), no data saver, and a visit the
 * offline worker controls (it answers the page from its cache: no data spent on the document).
 */
import { LIKELY_NEXT_ATTR } from '../contract/page-marks';
import { NOT_A_PAGE_LINK } from './next-page';

/** How many pages are prepared at once: each is a page's parse, style and layout on the phone. */
export const LIKELY_NEXT_MAX = 2;
/**
 * The least of the screen a page's links must cover to be likely: a service's title or a button,
 * not a row of small icons or a word in a sentence (1.5 % of a 390 x 844 phone is 4,900 px², a
 * 300 x 16 px line of text; the 20-service tenant's service titles on `/services` are 5,600-9,200).
 */
export const LIKELY_MIN_SHARE = 0.015;

export interface Box {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** The part of `box` inside a viewport of `width` x `height`, in square pixels. */
export function areaInView(box: Box, width: number, height: number): number {
  const w = Math.min(box.right, width) - Math.max(box.left, 0);
  const h = Math.min(box.bottom, height) - Math.max(box.top, 0);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The pages to prepare: of the links at least half in view, the pages with the most of their
 * links' area on the screen (at least `LIKELY_MIN_SHARE` of it), at most `max`. Links are
 * `[page, box]`; a page reached by two links (a card's photo and its button) counts both.
 */
export function pickLikely(links: readonly (readonly [page: string, box: Box])[], width: number, height: number, max = LIKELY_NEXT_MAX): string[] {
  const shown = new Map<string, number>();
  for (const [page, box] of links) {
    const full = (box.right - box.left) * (box.bottom - box.top);
    const seen = areaInView(box, width, height);
    if (full > 0 && seen * 2 >= full) shown.set(page, (shown.get(page) ?? 0) + seen);
  }
  return [...shown]
    .filter(([, area]) => area >= LIKELY_MIN_SHARE * width * height)
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([page]) => page);
}

/** The page a link leads to, when it is another page of the site the rules may prepare (its path); else null. */
export function pageOf(link: HTMLAnchorElement, here: Location, basePath: string): string | null {
  if (link.origin !== here.origin || link.pathname === here.pathname) return null;
  if (!link.pathname.startsWith(basePath) || link.pathname.slice(basePath.length).includes('.')) return null;
  return link.matches(NOT_A_PAGE_LINK) ? null : link.pathname;
}

/** Marks the links to the likely pages (at most `max`), and unmarks the others. */
export function markLikely(doc: Document, basePath: string, max = LIKELY_NEXT_MAX): void {
  const win = doc.defaultView;
  if (!win) return;
  const links: [string, Box, HTMLAnchorElement][] = [];
  // The page's own content: the header's links (a sticky bar, always in view) and the footer's say nothing of where the visitor looks.
  for (const link of Array.from(doc.querySelectorAll<HTMLAnchorElement>('main a[href]'))) {
    const page = pageOf(link, win.location, basePath);
    if (page) links.push([page, link.getBoundingClientRect(), link]);
  }
  const likely = new Set(pickLikely(links.map(([page, box]) => [page, box] as const), win.innerWidth, win.innerHeight, max));
  for (const [page, , link] of links) {
    const mark = likely.has(page);
    if (mark !== link.hasAttribute(LIKELY_NEXT_ATTR)) link.toggleAttribute(LIKELY_NEXT_ATTR, mark);
  }
}

interface Conditions {
  supportsRules: boolean;
  noHover: boolean;
  saveData: boolean;
  controlled: boolean;
}

const conditions = (win: Window): Conditions => {
  const nav = win.navigator as Navigator & { connection?: { saveData?: boolean } };
  const script = (win as unknown as { HTMLScriptElement?: { supports?: (type: string) => boolean } }).HTMLScriptElement;
  return {
    supportsRules: script?.supports?.('speculationrules') === true,
    noHover: win.matchMedia?.('(hover: none)').matches === true,
    saveData: nav.connection?.saveData === true,
    controlled: !!nav.serviceWorker?.controller,
  };
};

/** Whether this page prepares the likely next pages (read at each rest: the worker takes control during a first visit). */
export const preparesNext = (c: Conditions): boolean => c.supportsRules && c.noHover && !c.saveData && c.controlled;

/** From now on, each time a scroll comes to rest, and once now (the entry calls it as the visitor's first scroll rests): marks the links in view. */
export function watchLikelyNext(win: Window, basePath: string): void {
  if (!conditions(win).supportsRules) return;
  const look = () => {
    if (preparesNext(conditions(win))) markLikely(win.document, basePath);
  };
  win.addEventListener('scrollend', look, { passive: true });
  look();
}
