import type { SiteRoute } from '../../src/seo/routes';

/**
 * The first route of each kind (home, about, a service page, a gallery category...): pages of a
 * kind share their template, scripts and the origins they reach, so a sweep that must open each
 * page in a browser (CSP, layout) covers every case at a fraction of the CI time.
 */
export function onePerKind<R extends Pick<SiteRoute, 'kind'>>(routes: R[]): R[] {
  const kinds = new Set<string>();
  return routes.filter((r) => !kinds.has(r.kind) && !!kinds.add(r.kind));
}
