/**
 * Images we ship with the demo (`/demo-assets/<name>.webp`, 1200 px wide) have 600 and 800 px
 * wide twins (`<name>-600.webp`, `<name>-800.webp`). Record images on other hosts have no
 * known variants: plain src.
 */
const DEMO_WEBP = /\/demo-assets\/[^?#]+\.webp$/i;

export const DEMO_FULL_WIDTH = 1200;
export const DEMO_SMALL_WIDTH = 600;
export const DEMO_MEDIUM_WIDTH = 800;

export function demoSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !DEMO_WEBP.test(url) || /-(600|800)\.webp$/i.test(url)) return undefined;
  const variant = (w: number) => `${url.replace(/\.webp$/i, `-${w}.webp`)} ${w}w`;
  return `${variant(DEMO_SMALL_WIDTH)}, ${variant(DEMO_MEDIUM_WIDTH)}, ${url} ${DEMO_FULL_WIDTH}w`;
}
