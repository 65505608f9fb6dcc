/**
 * Names of the service worker's runtime caches, shared by the worker and the page (tests and
 * diagnostics read them), as a site at `/` has them: each site's are scoped by its base path
 * (./site-names.ts `siteNames(basePath).caches`). Bump a name's version to drop that cache on
 * the next activation.
 */
export const CACHE_PREFIX = 'canopy';

export const CACHE_NAMES = {
  /** The site-data record (stale-while-revalidate). */
  record: `${CACHE_PREFIX}-record-v1`,
  /** Reviews answers from the reviews service (stale-while-revalidate). */
  reviews: `${CACHE_PREFIX}-reviews-v1`,
  /** Images of any origin, bounded (entry limit, purge on quota errors). */
  images: `${CACHE_PREFIX}-images-v1`,
  /** Cross-origin images without CORS (opaque): Chrome counts each ~7 MB of quota, so fewer. */
  opaqueImages: `${CACHE_PREFIX}-opaque-images-v1`,
  /** Service and landing pages, kept as they are visited (they are not precached). */
  pages: `${CACHE_PREFIX}-pages-v1`,
} as const;

/** Visited pages kept for offline: the most recent ones (a page is 20-300 KB). */
export const VISITED_PAGES_LIMIT = 60;

/**
 * An older precache of this worker's own scope (`scopeUrl`, its registration's). Workbox's own
 * clean-up takes any precache whose name contains the scope, so a site at `/` would remove the
 * precache of a site at `/site/` on the same origin (`...-precache-v2-https://o/site/`).
 */
export function isOutdatedPrecache(name: string, currentPrecache: string, scopeUrl: string): boolean {
  return name !== currentPrecache && name.includes('-precache-') && name.endsWith(`-${scopeUrl}`);
}

/** Image cache limits for the site's own variants and CORS images (counted at their size). */
export const IMAGE_CACHE_LIMITS = {
  maxEntries: 80,
  maxAgeSeconds: 30 * 24 * 60 * 60,
} as const;

/**
 * Opaque images (an outside bucket's photos the build has not seen): Chrome pads each to ~7 MB
 * of quota whatever its size, so 20 of them hold ~140 MB at most instead of 80 x 7 = 560 MB.
 */
export const OPAQUE_IMAGE_CACHE_LIMITS = {
  maxEntries: 20,
  maxAgeSeconds: 30 * 24 * 60 * 60,
} as const;
