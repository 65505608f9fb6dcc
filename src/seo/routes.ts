import { paths, routeExists, routeKinds, routes, type RouteDef, type RouteKind } from '../config/paths';
import type { Strings } from '../i18n';
import type { SiteData } from '../site-data/schema';
import { isReducedSite, landingSlug, serviceSlug } from '../site-data/selectors';

export type { RouteKind };

export interface SiteRoute {
  kind: RouteKind;
  /** Router path (without base path), e.g. `/tree-removal`. */
  path: string;
  /** The page's own name for its title: `{name} | {Business}`. */
  name: (s: Strings) => string;
}

const pageName =
  (kind: RouteKind) =>
  (s: Strings): string => {
    const page = (routes[kind] as RouteDef).page;
    return page ? s.pages[page] : '';
  };

/** Every page a tenant's site has, from the route table, for the prerender and the sitemap (not-found excluded). */
export function siteRoutes(data: SiteData): SiteRoute[] {
  const reduced = isReducedSite(data);
  const seen = new Set<string>();
  const out: SiteRoute[] = [];
  const add = (r: SiteRoute) => {
    if (seen.has(r.path)) return;
    seen.add(r.path);
    out.push(r);
  };
  const kinds = routeKinds.filter((k) => routeExists(k, reduced));
  // Fixed pages first: a service whose slug equals a fixed page's path is left out.
  for (const kind of kinds) if (routes[kind].pages === 'fixed') add({ kind, path: routes[kind].pattern, name: pageName(kind) });
  for (const kind of kinds) {
    if (routes[kind].pages === 'perService') for (const svc of data.dbServices) add({ kind, path: paths.service(serviceSlug(svc.name)), name: () => svc.name });
    if (routes[kind].pages === 'perLanding') for (const l of data.landings) add({ kind, path: paths.landing(landingSlug(l.name)), name: () => l.name });
  }
  return out;
}

export const notFoundRoute: SiteRoute = { kind: 'notFound', path: '/404', name: pageName('notFound') };
