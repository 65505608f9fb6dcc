import { takeFromTemplate } from './page-record';
import { SHOWN_ATTR } from '../contract/page-marks';

/** The inert template holding a prerendered page's below-the-fold stylesheet (scripts/prerender.ts). */
export const BELOW_FOLD_STYLES_ID = 'canopy-below-fold-css';

/**
 * Puts the page's below-the-fold stylesheet in <head> (the prerender inlines only the first
 * screen's styles) and resolves once it has loaded or failed, or after `capMs`: the blocks that
 * use it stay unrendered until then (src/theme/offscreen.ts), so none is seen unstyled. A page
 * without it resolves at once. Without JavaScript a `<noscript>` copy of the link loads it.
 */
export function addBelowFoldStyles(doc: Document = document, capMs = 4000): Promise<void> {
  const [link] = takeFromTemplate(doc, BELOW_FOLD_STYLES_ID);
  return new Promise((resolve) => {
    if (!link) return resolve();
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    (doc.defaultView ?? window).setTimeout(resolve, capMs);
    doc.head.append(link);
  });
}

/**
 * Marks each block below the first screen (`offscreenSx`) as shown once the browser has rendered
 * it, a frame after it stops skipping it (`contentvisibilityautostatechange`): from then on its
 * transitions run (hover, focus). A browser without the event keeps them off in such blocks.
 */
export function markShownBlocks(doc: Document = document): void {
  const win = doc.defaultView ?? window;
  doc.addEventListener(
    'contentvisibilityautostatechange',
    (event) => {
      const block = event.target as Element;
      if ((event as Event & { skipped?: boolean }).skipped === false) win.requestAnimationFrame(() => win.requestAnimationFrame(() => block.setAttribute(SHOWN_ATTR, '')));
    },
    true,
  );
}
