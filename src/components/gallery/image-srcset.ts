/**
 * Images we ship with the demo (`/demo-assets/<name>.webp`) have a 600 px wide twin
 * (`<name>-600.webp`). Record images on other hosts have no known variants: plain src.
 */
const DEMO_WEBP = /\/demo-assets\/[^?#]+\.webp$/i;

export const DEMO_FULL_WIDTH = 1200;
export const DEMO_SMALL_WIDTH = 600;

export function demoSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !DEMO_WEBP.test(url) || /-600\.webp$/i.test(url)) return undefined;
  const small = url.replace(/\.webp$/i, '-600.webp');
  return `${small} ${DEMO_SMALL_WIDTH}w, ${url} ${DEMO_FULL_WIDTH}w`;
}
