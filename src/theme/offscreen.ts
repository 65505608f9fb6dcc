import { FIRST_PAINT_ATTR } from '../utils/priority-timing';

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
export function offscreenSx(estimatedHeightPx: number) {
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${estimatedHeightPx}px`,
    '@media (scripting: enabled)': { [`html:not([${FIRST_PAINT_ATTR}]) &`]: { contentVisibility: 'hidden' } },
  } as const;
}
