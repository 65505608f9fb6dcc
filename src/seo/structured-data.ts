import type { BreadcrumbList, City, Graph, HomeAndConstructionBusiness, GeneralContractor, OpeningHoursSpecification, PostalAddress, Service, Thing } from 'schema-dts';
import { constants } from '../config/constants';
import { paths, routeExists } from '../config/paths';
import type { Strings } from '../i18n';
import { readHours } from '../site-data/hours';
import { parsePostalAddress } from '../site-data/postal-address';
import type { SiteData } from '../site-data/schema';
import { isReducedSite, landingSlug, scheduleRows, serviceSlug, telHref } from '../site-data/selectors';
import { isSafeHref } from '../site-data/url-safety';
import type { SiteRoute } from './routes';

/**
 * The page's structured data, to Google's local-business rules: one `@graph` whose
 * nodes point at each other by `@id`.
 * - The business on every page, as the most specific type that fits (below), with only what the
 *   site shows: name, url, logo, image, telephone, email, address (split when it reads as a US
 *   address, a city and state without a street included; else as written:
 *   site-data/postal-address.ts), opening hours (parsed; else as written), the places it serves by
 *   name, its safe social profiles, payment methods. Never a rating or reviews of itself
 *   (Google ignores self-serving review markup).
 * - On a service page, the `Service` (provider = the business) and a `BreadcrumbList`; on a
 *   landing gallery, its `BreadcrumbList`.
 * Typed with schema-dts, so a misspelt property or a wrong value type fails the typecheck.
 */

export type BusinessType = 'GeneralContractor' | 'HomeAndConstructionBusiness';
type Business = HomeAndConstructionBusiness | GeneralContractor;

const BUILDING = /hardscap|patio|paver|retaining wall|concrete|masonry|driveway|deck|pergola|construction|remodel|stone wall|outdoor kitchen|muro|concreto|construcci|adoqu/i;

/**
 * HomeAndConstructionBusiness (tree care, lawn and garden work are services to a home), or
 * GeneralContractor when most of the services build something (hardscape: patios, walls,
 * driveways). Both are LocalBusiness types.
 */
export function businessType(data: SiteData): BusinessType {
  const names = data.dbServices.map((s) => s.name);
  const building = names.filter((n) => BUILDING.test(n)).length;
  return names.length > 0 && building * 2 > names.length ? 'GeneralContractor' : 'HomeAndConstructionBusiness';
}

/** "Tree Service in Round Rock" / "Poda de árboles en McAllen": the place a landing page names. */
export function landingCity(name: string): string | undefined {
  const m = /\s(?:in|en)\s+([\p{Lu}][\p{L}.'’ -]{1,60})$/u.exec(name.trim());
  return m?.[1]?.trim();
}

/** The places the business serves, by name: its locations' cities and its landing pages' cities. */
export function servedCities(data: SiteData): string[] {
  const cities = [...data.dbPrincipal.location.map((l) => parsePostalAddress(l.address).addressLocality), ...data.landings.map((l) => landingCity(l.name))];
  const seen = new Set<string>();
  return cities.filter((c): c is string => !!c && !seen.has(c.toLowerCase()) && !!seen.add(c.toLowerCase()));
}

const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (min: number) => `${pad(Math.floor((min % 1440) / 60))}:${pad(min % 60)}`;

/**
 * openingHoursSpecification from the parsed hours (build time only: the parser never reaches
 * the browser from here), or null when any row is unreadable (then the text is given as written).
 * Closed rows are left out; an overnight shift closes at its next-day time; midnight is 23:59.
 */
export function openingHoursSpecification(data: SiteData): OpeningHoursSpecification[] | null {
  const h = readHours(data.dbPrincipal.workdays, data.dbPrincipal.workHours);
  if (!h.week) return null;
  return h.rows.flatMap((r) =>
    (r.intervals ?? []).map(
      (i): OpeningHoursSpecification => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: (r.days ?? []).map((d) => SCHEMA_DAYS[d]!),
        opens: hhmm(i.start),
        closes: i.end === 1440 ? '23:59' : hhmm(i.end),
      }),
    ),
  );
}

export interface StructuredDataInput {
  route: SiteRoute;
  data: SiteData;
  strings: Strings;
  /** The page's absolute URL maker (canonical links): '' without a configured site URL. */
  url(path: string): string;
  /** An image URL made absolute, or undefined. */
  asset(url: string | undefined): string | undefined;
}

const cityNode = (name: string): City => ({ '@type': 'City', name });

function businessNode({ data, url, asset }: StructuredDataInput, id: string): Business {
  const p = data.dbPrincipal;
  const home = url('/');
  const logo = asset(p.logo);
  const phone = p.phones.map((x) => telHref(x.phone)).find(Boolean);
  // A service-area business publishes no street (`Portland, OR`): then the city and state only.
  const address = parsePostalAddress(p.location[0]?.address ?? '');
  const spec = openingHoursSpecification(data);
  const hoursText = scheduleRows(data).map((r) => [r.day, r.hour].filter(Boolean).join(' '));
  const sameAs = data.dbSocialMedia.redes.map((r) => r.url).filter((u): u is string => !!u && /^https:\/\//i.test(u) && isSafeHref(u));
  const cities = servedCities(data);
  const servicePages = routeExists('service', isReducedSite(data));
  const node = {
    '@type': businessType(data),
    '@id': id,
    name: p.name,
    ...(home ? { url: home } : {}),
    ...(logo ? { logo, image: logo } : {}),
    ...(phone ? { telephone: phone.slice('tel:'.length) } : {}),
    ...(p.emails[0]?.email ? { email: p.emails[0].email } : {}),
    ...(Object.keys(address).length ? { address: { '@type': 'PostalAddress', ...address } satisfies PostalAddress } : {}),
    ...(spec?.length ? { openingHoursSpecification: spec } : hoursText.length ? { openingHours: hoursText } : {}),
    ...(cities.length ? { areaServed: cities.map(cityNode) } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    ...(p.paymentMethod ? { paymentAccepted: p.paymentMethod } : {}),
    ...(data.dbServices.length
      ? {
          hasOfferCatalog: {
            '@type': 'OfferCatalog',
            name: 'Services',
            // Bounded: every service has its own page; hundreds here would weigh on every page.
            // Each by name and by its page, where its Service node (the same @id) describes it:
            // the descriptions here were 6.5 KB of every page, the most of its first window's bytes.
            // (The one-page site has no service pages: there, each with its description.)
            itemListElement: data.dbServices.slice(0, constants.jsonLdServicesMax).map((svc) => {
              const path = paths.service(serviceSlug(svc.name));
              const page = url(path);
              const described = servicePages ? { '@id': `${page || path}#service`, ...(page ? { url: page } : {}) } : svc.description[0]?.text ? { description: svc.description[0].text } : {};
              return { '@type': 'Offer', itemOffered: { '@type': 'Service', name: svc.name, ...described } };
            }),
          },
        }
      : {}),
  } satisfies Business;
  return node;
}

function breadcrumbs(id: string, items: Array<{ name: string; url: string }>): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    '@id': id,
    itemListElement: items.map((it, i) => ({ '@type': 'ListItem', position: i + 1, name: it.name, ...(it.url ? { item: it.url } : {}) })),
  };
}

/** The page's `@graph` (business first, then the page's own nodes). */
export function structuredData(input: StructuredDataInput): Graph {
  const { route, data, strings: s, url } = input;
  const home = url('/');
  // Relative to the site when no public URL is configured: the same id on every page.
  const businessId = `${home || '/'}#business`;
  const nodes: Thing[] = [businessNode(input, businessId)];
  const page = url(route.path);
  if (route.kind === 'service') {
    const svc = data.dbServices.find((x) => paths.service(serviceSlug(x.name)) === route.path);
    if (svc) {
      const image = svc.description.map((d) => input.asset(d.img)).find(Boolean);
      const cities = servedCities(data);
      const service: Service = {
        '@type': 'Service',
        '@id': `${page || route.path}#service`,
        name: svc.name,
        ...(svc.description[0]?.text ? { description: svc.description[0].text } : {}),
        ...(page ? { url: page } : {}),
        ...(image ? { image } : {}),
        provider: { '@id': businessId },
        ...(cities.length ? { areaServed: cities.map(cityNode) } : {}),
      };
      nodes.push(service);
      nodes.push(
        breadcrumbs(`${page || route.path}#breadcrumbs`, [
          { name: s.nav.home, url: home },
          { name: s.nav.services, url: url(paths.services) },
          { name: svc.name, url: page },
        ]),
      );
    }
  }
  if (route.kind === 'landing') {
    const landing = data.landings.find((l) => paths.landing(landingSlug(l.name)) === route.path);
    if (landing) {
      nodes.push(
        breadcrumbs(`${page || route.path}#breadcrumbs`, [
          { name: s.nav.home, url: home },
          { name: s.nav.gallery, url: url(paths.gallery) },
          { name: landing.name, url: page },
        ]),
      );
    }
  }
  return { '@context': 'https://schema.org', '@graph': nodes };
}
