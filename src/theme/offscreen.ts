/**
 * For a block that starts below the first screen: the browser skips its layout and paint, and
 * does not fetch its lazy images, until it comes near the viewport (`content-visibility: auto`).
 * Native lazy loading alone fetches up to ~3000 px ahead on connections it cannot classify, which
 * on the gallery is every photo, all competing with the first one. `auto` in the size keeps the
 * block's real height once it has been rendered, so scrolling back does not jump.
 */
export function offscreenSx(estimatedHeightPx: number) {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${estimatedHeightPx}px` } as const;
}
