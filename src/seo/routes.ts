import { paths } from '../config/paths';
import type { Strings } from '../i18n';
import type { SiteData } from '../site-data/schema';
import { isReducedSite, landingSlug, serviceSlug } from '../site-data/selectors';

export type RouteKind =
  | 'home'
  | 'about'
  | 'services'
  | 'service'
  | 'gallery'
  | 'landing'
  | 'reviews'
  | 'videos'
  | 'contact'
  | 'findUsOn'
  | 'digitalCard'
  | 'notFound';

export interface SiteRoute {
  kind: RouteKind;
  /** Router path (without base path), e.g. `/tree-removal`. */
  path: string;
  /** The page's own name for its title: `{name} | {Business}`. */
  name: (s: Strings) => string;
}

/** Every route a tenant's site has, for prerendering and the sitemap (not-found excluded). */
export function siteRoutes(data: SiteData): SiteRoute[] {
  const home: SiteRoute = { kind: 'home', path: paths.home, name: (s) => s.pages.home };
  if (isReducedSite(data)) return [home];
  const seen = new Set<string>();
  const unique = <T extends SiteRoute>(r: T) => {
    if (seen.has(r.path)) return false;
    seen.add(r.path);
    return true;
  };
  const fixed: SiteRoute[] = [
    home,
    { kind: 'about', path: paths.about, name: (s) => s.pages.about },
    { kind: 'services', path: paths.services, name: (s) => s.pages.services },
    { kind: 'gallery', path: paths.gallery, name: (s) => s.pages.gallery },
    { kind: 'reviews', path: paths.reviews, name: (s) => s.pages.reviews },
    { kind: 'videos', path: paths.videos, name: (s) => s.pages.videos },
    { kind: 'contact', path: paths.contact, name: (s) => s.pages.contact },
    { kind: 'findUsOn', path: paths.findUsOn, name: (s) => s.pages.findUsOn },
    { kind: 'digitalCard', path: paths.digitalCard, name: (s) => s.pages.digitalCard },
  ];
  fixed.forEach(unique);
  const services = data.dbServices
    .map((svc): SiteRoute => ({ kind: 'service', path: paths.service(serviceSlug(svc.name)), name: () => svc.name }))
    .filter(unique);
  const landings = data.landings
    .map((l): SiteRoute => ({ kind: 'landing', path: paths.landing(landingSlug(l.name)), name: () => l.name }))
    .filter(unique);
  return [...fixed, ...services, ...landings];
}

export const notFoundRoute: SiteRoute = { kind: 'notFound', path: '/404', name: (s) => s.pages.notFound };
