import { SHOWN_ATTR } from '../theme/offscreen';

/** The inert template holding a prerendered page's below-the-fold stylesheet (scripts/prerender.ts). */
export const BELOW_FOLD_STYLES_ID = 'canopy-below-fold-css';

/**
 * Puts the page's below-the-fold stylesheet in <head> (the prerender inlines only the first
 * screen's styles) and resolves once it has loaded or failed, or after `capMs`: the blocks that
 * use it stay unrendered until then (src/theme/offscreen.ts), so none is seen unstyled. A page
 * without it resolves at once. Without JavaScript a `<noscript>` copy of the link loads it.
 */
export function addBelowFoldStyles(doc: Document = document, capMs = 4000): Promise<void> {
  const template = doc.getElementById(BELOW_FOLD_STYLES_ID);
  if (!(template instanceof HTMLTemplateElement)) return Promise.resolve();
  const links = [...template.content.querySelectorAll('link')];
  template.remove();
  const loaded = links.map(
    (link) =>
      new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
        doc.head.append(link);
      }),
  );
  const cap = new Promise<void>((resolve) => (doc.defaultView ?? window).setTimeout(resolve, capMs));
  return Promise.race([Promise.all(loaded).then(() => undefined), cap]);
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
      const block = event.target;
      if ((event as Event & { skipped?: boolean }).skipped !== false || !(block instanceof win.Element) || block.hasAttribute(SHOWN_ATTR)) return;
      win.requestAnimationFrame(() => win.requestAnimationFrame(() => block.setAttribute(SHOWN_ATTR, '')));
    },
    { capture: true },
  );
}
