import { FULLY_STYLED_ATTR } from '../contract/page-marks';
import { BELOW_FOLD_ATTR, SHOWN_ATTR } from '../contract/page-marks';

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
export const belowFold = { [BELOW_FOLD_ATTR]: '' } as const;


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
