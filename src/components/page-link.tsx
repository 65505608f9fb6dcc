import type { Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

/**
 * A link to another page of the site. Every page is its own prerendered document, and the
 * browser goes to it as it does before the app runs, also once the app runs (decision 0020):
 * the worker answers it from its cache, Chromium may have prepared it ahead (Speculation Rules:
 * entry/next-page.ts), Back restores the page left from the back/forward cache, and a tap costs
 * the same before the app and after. The router's link is kept for its `to` (the site's base
 * path and its encoding).
 */
export function PageLink({ ref, ...props }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <Link {...props} ref={ref} reloadDocument />;
}
