/**
 * The one route table (spec section 2). The router (src/app/app-routes.tsx), the prerender's
 * pages and sitemap (src/seo/routes.ts, scripts/prerender.ts), the menu and every link read it;
 * nothing else declares a route. Modelled on bulletproof-react's `config/paths.ts`.
 */
import type { Strings } from '../i18n';

/** How the build finds a route's pages. */
export type PageSource =
  /** One page at the route's own path. */
  | 'fixed'
  /** One page per service of the record (`/:serviceId`). */
  | 'perService'
  /** One page per landing gallery of the record (`/gallery/:landingId`). */
  | 'perLanding'
  /** The not-found page (`404.html`), not in the sitemap. */
  | 'notFound';

export interface RouteDef {
  /** The router's pattern, relative to the basename. */
  pattern: string;
  /** The route's lazy module, `src/app/routes/<module>.tsx` (router and prerender preloads). */
  module: string;
  /** The page's own name, for `{name} | {Business}` titles; per-record pages use the record's name. */
  page?: keyof Strings['pages'];
  pages: PageSource;
  /** Present in the reduced one-page site (simpleWidgets[3]), where every other route is absent. */
  onePage: boolean;
  /** Its own installable app, rendered without the site's header and footer. */
  standalone?: boolean;
}

const slugHref = (prefix: string) => (slug: string) => `${prefix}${encodeURIComponent(slug)}`;

export const routes = {
  home: { pattern: '/', module: 'home', page: 'home', pages: 'fixed', onePage: true },
  about: { pattern: '/about', module: 'about', page: 'about', pages: 'fixed', onePage: false },
  services: { pattern: '/services', module: 'services', page: 'services', pages: 'fixed', onePage: false },
  gallery: { pattern: '/gallery', module: 'gallery', page: 'gallery', pages: 'fixed', onePage: false },
  reviews: { pattern: '/reviews', module: 'reviews', page: 'reviews', pages: 'fixed', onePage: false },
  videos: { pattern: '/our-videos', module: 'videos', page: 'videos', pages: 'fixed', onePage: false },
  contact: { pattern: '/contact', module: 'contact', page: 'contact', pages: 'fixed', onePage: false },
  findUsOn: { pattern: '/find-us-on', module: 'find-us-on', page: 'findUsOn', pages: 'fixed', onePage: false, standalone: true },
  digitalCard: { pattern: '/digitalcard', module: 'digital-card', page: 'digitalCard', pages: 'fixed', onePage: false, standalone: true },
  service: { pattern: '/:serviceId', module: 'service-detail', pages: 'perService', onePage: false },
  landing: { pattern: '/gallery/:landingId', module: 'landing', pages: 'perLanding', onePage: false },
  notFound: { pattern: '*', module: 'not-found', page: 'notFound', pages: 'notFound', onePage: true },
} as const satisfies Record<string, RouteDef>;

export type RouteKind = keyof typeof routes;
export const routeKinds = Object.keys(routes) as RouteKind[];

type FixedKind = { [K in RouteKind]: (typeof routes)[K]['pages'] extends 'fixed' ? K : never }[RouteKind];

/** Hrefs (relative to the basename) for links: a string per fixed route, a builder per record page. */
export const paths = {
  ...(Object.fromEntries(routeKinds.filter((k) => routes[k].pages === 'fixed').map((k) => [k, routes[k].pattern])) as Record<FixedKind, string>),
  /** A service's page, from its slug (`serviceSlug`). */
  service: slugHref('/'),
  /** A landing gallery's page, from its slug (`landingSlug`). */
  landing: slugHref('/gallery/'),
};

/** Whether a route exists on this site: in the one-page site only the home and not-found do. */
export function routeExists(kind: RouteKind, reduced: boolean): boolean {
  return !reduced || routes[kind].onePage;
}

/** Its own installable app, without the site chrome (and without the site layout's code). */
export function isStandalone(kind: RouteKind): boolean {
  return (routes[kind] as RouteDef).standalone === true;
}

/**
 * The route that renders without the site chrome at this path, if any. A trailing slash is the
 * same page (`/digitalcard/`, as a shared link or a static host's redirect writes it; the router
 * matches it too): read as the other page, the card hydrated into the site's chrome instead.
 */
export function isStandalonePath(pathname: string, reduced: boolean): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routeKinds.some((k) => isStandalone(k) && routes[k].pattern === path && routeExists(k, reduced));
}
