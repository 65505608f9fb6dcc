/**
 * bench:next's probe: what each document of a hop notes about itself, kept where the bench can
 * read it whichever road the hop took (a new document, or a page prerendered ahead and shown).
 *
 * The tap's page notes its `pointerdown` (an absolute time) in localStorage (`NOTE_TAP`). The
 * next document's probe then notes, in localStorage too (a page prerendered ahead may run in
 * another renderer, and the bench may read it from another tab of the visit):
 * - `ms`: the first frame in which its heading is drawn and no loading cover is (the frame's
 *   `requestAnimationFrame`, then a posted message once it has been produced). A page
 *   prerendered ahead draws no frame until it is shown;
 * - `started`: the next document's start (its `timeOrigin`), or for a page prerendered ahead
 *   the moment it was shown (`activationStart`): what the tap itself waited for;
 * - `painted`: its first contentful paint;
 * - `prerendered`: whether it was prepared ahead.
 * All from the tap.
 */

/** Where the tap's time is kept. */
export const TAP_KEY = '__benchTapAt';
/** Where the next document keeps what it noted (JSON, `NotedHop`). */
export const HOP_KEY = '__benchHop';

export interface Hop {
  ms: number;
  started: number;
  painted: number;
  prerendered: boolean;
}

export interface NotedHop extends Partial<Hop> {
  path: string;
}

/**
 * Page source (tsx would compile a function with helpers the page lacks), run first in every
 * document. A document notes nothing while no tap is noted (a visit's first page).
 */
export const PROBE = `(() => {
  // Read when noted, not now: a page prerendered ahead runs this before the tap that shows it.
  const tap = () => Number(localStorage.getItem(${JSON.stringify(TAP_KEY)}));
  const since = (t) => performance.timeOrigin + t - tap();
  const hop = { path: location.pathname };
  const save = () => { if (tap()) localStorage.setItem(${JSON.stringify(HOP_KEY)}, JSON.stringify(hop)); };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') { hop.painted = since(e.startTime); save(); }
  }).observe({ type: 'paint', buffered: true });
  const drawn = (el) => !!el && el.checkVisibility() && el.getBoundingClientRect().height > 0;
  const cover = () => { const c = document.querySelector('[data-testid="loading-overlay"]'); return !!c && getComputedStyle(c).display !== 'none'; };
  const frame = () => {
    if (drawn(document.querySelector('h1')) && !cover()) {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => {
        const shownAt = since(performance.now());
        const activation = performance.getEntriesByType('navigation')[0]?.activationStart ?? 0;
        Object.assign(hop, { ms: shownAt, prerendered: activation > 0, started: activation > 0 ? since(activation) : since(0) });
        save();
      };
      ch.port2.postMessage(0);
    } else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;

/** Run in the page a tap leaves: notes the next pointerdown's absolute time, and forgets the last hop. */
export const NOTE_TAP = `localStorage.removeItem(${JSON.stringify(HOP_KEY)});
addEventListener('pointerdown', (e) => localStorage.setItem(${JSON.stringify(TAP_KEY)}, String(performance.timeOrigin + e.timeStamp)), { capture: true, once: true })`;

/** Read in any page of the visit's origin: the hop to `path` once its frame and paint are noted, else null. */
export const readHop = (path: string): string => `(() => {
  const hop = JSON.parse(localStorage.getItem(${JSON.stringify(HOP_KEY)}) || 'null');
  return hop && hop.path === ${JSON.stringify(path)} && hop.ms !== undefined && hop.painted !== undefined ? hop : null;
})()`;

/** Run in a page of the visit's origin before a visit's first page opens: no tap is noted. */
export const FORGET = `localStorage.removeItem(${JSON.stringify(TAP_KEY)}); localStorage.removeItem(${JSON.stringify(HOP_KEY)})`;
