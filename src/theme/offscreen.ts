import { FULLY_STYLED_ATTR } from '../utils/priority-timing';

/**
 * For a block that starts below the first screen: the browser skips its layout and paint, and
 * does not fetch its lazy images, until it comes near the viewport (`content-visibility: auto`).
 * Native lazy loading alone fetches up to ~3000 px ahead on connections it cannot classify, which
 * on the gallery is every photo, all competing with the first one. `auto` in the size keeps the
 * block's real height once it has been rendered, so scrolling back does not jump.
 *
 * "Near" is generous (about a screen ahead), so the blocks just below the first screen would
 * still fetch their photos alongside the first screen's: until the first screen has painted,
 * they are kept unrendered (`hidden`: the page is under its loading cover then, which lifts
 * after it). Without JavaScript nothing sets the attribute, and nothing is kept back.
 */
/**
 * On each element styled with `offscreenSx` (or whose children are): the prerender leaves the
 * styles used only inside it out of the page's inline CSS and sends them as a stylesheet the page
 * loads once its first screen has painted (src/entry-server.tsx, src/entry/below-fold-styles.ts).
 */
export const BELOW_FOLD_ATTR = 'data-below-fold';
export const belowFold = { [BELOW_FOLD_ATTR]: '' } as const;

/**
 * Set on such a block once it has been rendered (src/entry/below-fold-styles.ts). Until then no
 * transition runs inside it: an element the browser styled before the block's styles arrived
 * would otherwise fade from the browser's defaults to them (a button from link blue) the first
 * time the visitor scrolls to it.
 */
export const SHOWN_ATTR = 'data-shown';

const beforeFirstPaint = `html:not([${FULLY_STYLED_ATTR}]) &`;

/**
 * For a photo on the first screen that is not its largest paint (the about block's, under a
 * phone's hero): not rendered, so not fetched, until the first screen has painted (the page is
 * under its loading cover until then), and the largest photo has the connection to itself. The
 * element must take its size from its own CSS (an aspect ratio), not from its contents.
 */
export const afterFirstPaintSx = {
  '@media (scripting: enabled)': { [beforeFirstPaint]: { contentVisibility: 'hidden' } },
} as const;

export function offscreenSx(estimatedHeightPx: number) {
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${estimatedHeightPx}px`,
    '@media (scripting: enabled)': {
      [beforeFirstPaint]: { contentVisibility: 'hidden' },
      [`&:not([${SHOWN_ATTR}]) *`]: { transition: 'none !important' },
    },
  } as const;
}
