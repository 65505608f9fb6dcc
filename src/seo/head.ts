import { constants } from '../config/constants';
import { manifestFor } from '../config/pwa-files';
import { ICON_FILES } from '../config/pwa-files';
import type { Strings } from '../i18n';
import { readHours } from '../site-data/hours';
import type { SiteData } from '../site-data/schema';
import { generalGallery, language, metaDescription, scheduleRows, telHref } from '../site-data/selectors';
import { resolveStyles } from '../theme/theme';
import type { SiteRoute } from './routes';

export interface HeadInput {
  route: SiteRoute;
  data: SiteData;
  strings: Strings;
  basePath: string;
  /** Public origin (`https://example.com`), or '' when not configured. */
  siteUrl: string;
}

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function pageTitle(route: SiteRoute, data: SiteData, s: Strings): string {
  return [route.name(s), data.dbPrincipal.name].filter(Boolean).join(' | ');
}

/** Absolute URL of a route (canonical), or '' without a configured site URL. */
export function absoluteUrl(siteUrl: string, basePath: string, path: string): string {
  if (!siteUrl) return '';
  const p = path === '/' ? '' : path.replace(/^\//, '');
  return `${siteUrl}${basePath}${p}`;
}

function absoluteAsset(siteUrl: string, url: string | undefined): string | undefined {
  if (!url) return undefined;
  if (/^https?:/i.test(url)) return url;
  return siteUrl ? `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}` : undefined;
}

/** Opening hours as given (free text in the records), paired day with hour. */
function openingHours(data: SiteData): string[] {
  return scheduleRows(data).map((r) => [r.day, r.hour].filter(Boolean).join(' '));
}

const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (min: number) => `${pad(Math.floor((min % 1440) / 60))}:${pad(min % 60)}`;

/**
 * openingHoursSpecification from the parsed hours (build time only: the parser never reaches
 * the browser from here), or null when any row is unreadable (then the text is given as written).
 * Closed rows are left out; an overnight shift closes at its next-day time; midnight is 23:59.
 */
export function openingHoursSpecification(data: SiteData): Array<Record<string, unknown>> | null {
  const h = readHours(data.dbPrincipal.workdays, data.dbPrincipal.workHours);
  if (!h.week) return null;
  return h.rows.flatMap((r) =>
    (r.intervals ?? []).map((i) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: (r.days ?? []).map((d) => SCHEMA_DAYS[d]),
      opens: hhmm(i.start),
      closes: i.end === 1440 ? '23:59' : hhmm(i.end),
    })),
  );
}

/** LocalBusiness JSON-LD: facts from the record only (no self-made AggregateRating). */
export function localBusinessJsonLd(data: SiteData, siteUrl: string, basePath: string): Record<string, unknown> {
  const p = data.dbPrincipal;
  const url = absoluteUrl(siteUrl, basePath, '/');
  const miles = Number.parseFloat(p.miles ?? '');
  const address = p.location[0]?.address;
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: p.name,
  };
  if (url) {
    ld['@id'] = `${url}#business`;
    ld.url = url;
  }
  const logo = absoluteAsset(siteUrl, p.logo);
  if (logo) {
    ld.logo = logo;
    ld.image = logo;
  }
  const phone = p.phones[0]?.phone;
  if (phone && telHref(phone)) ld.telephone = telHref(phone).slice(4);
  if (p.emails[0]) ld.email = p.emails[0].email;
  if (address) ld.address = { '@type': 'PostalAddress', streetAddress: address };
  if (Number.isFinite(miles) && miles > 0 && address) {
    ld.areaServed = {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'Place', address },
      geoRadius: `${miles} mi`,
    };
  }
  const spec = openingHoursSpecification(data);
  const hours = openingHours(data);
  if (spec?.length) ld.openingHoursSpecification = spec;
  else if (hours.length) ld.openingHours = hours;
  const sameAs = data.dbSocialMedia.redes.map((r) => r.url).filter((u): u is string => !!u && /^https?:/i.test(u));
  if (sameAs.length) ld.sameAs = sameAs;
  if (p.paymentMethod) ld.paymentAccepted = p.paymentMethod;
  if (data.dbServices.length) {
    ld.hasOfferCatalog = {
      '@type': 'OfferCatalog',
      name: 'Services',
      // Bounded: every service has its own page (and sitemap entry); hundreds here would weigh on every page.
      itemListElement: data.dbServices.slice(0, constants.jsonLdServicesMax).map((svc) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: svc.name, ...(svc.description[0]?.text ? { description: svc.description[0].text } : {}) },
      })),
    };
  }
  return ld;
}

/** JSON for a <script> block: `<` escaped so no text can close the tag. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The <head> tags of a prerendered page (title, description, canonical, social cards, PWA links). */
export function headTags({ route, data, strings, basePath, siteUrl }: HeadInput): string {
  const title = pageTitle(route, data, strings);
  const description = metaDescription(data);
  const canonical = route.kind === 'notFound' ? '' : absoluteUrl(siteUrl, basePath, route.path);
  const image = absoluteAsset(siteUrl, generalGallery(data)[0] ?? data.dbPrincipal.logo);
  const theme = resolveStyles(data.styles).mainColor;
  const manifest = manifestFor(route.path);
  const lang = language(data);
  const tags: string[] = [`<title>${esc(title)}</title>`];
  if (description) tags.push(`<meta name="description" content="${esc(description)}">`);
  if (canonical) tags.push(`<link rel="canonical" href="${esc(canonical)}">`);
  if (route.kind === 'notFound') tags.push('<meta name="robots" content="noindex">');
  tags.push(
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${esc(title)}">`,
    `<meta property="og:site_name" content="${esc(data.dbPrincipal.name)}">`,
    `<meta property="og:locale" content="${lang === 'en' ? 'en_US' : 'es_US'}">`,
  );
  if (description) tags.push(`<meta property="og:description" content="${esc(description)}">`);
  if (canonical) tags.push(`<meta property="og:url" content="${esc(canonical)}">`);
  if (image) tags.push(`<meta property="og:image" content="${esc(image)}">`);
  tags.push(`<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`, `<meta name="twitter:title" content="${esc(title)}">`);
  if (description) tags.push(`<meta name="twitter:description" content="${esc(description)}">`);
  if (image) tags.push(`<meta name="twitter:image" content="${esc(image)}">`);
  tags.push(
    `<meta name="theme-color" content="${esc(theme)}">`,
    `<link rel="manifest" href="${basePath}${manifest.file}">`,
    `<link rel="icon" type="image/png" href="${basePath}${ICON_FILES.favicon}">`,
    `<link rel="apple-touch-icon" href="${basePath}${ICON_FILES.appleTouch}">`,
    `<meta name="mobile-web-app-capable" content="yes">`,
    `<meta name="apple-mobile-web-app-capable" content="yes">`,
    `<meta name="apple-mobile-web-app-status-bar-style" content="default">`,
    `<meta name="apple-mobile-web-app-title" content="${esc(data.dbPrincipal.name || 'Canopy')}">`,
  );
  tags.push(`<script type="application/ld+json">${scriptJson(localBusinessJsonLd(data, siteUrl, basePath))}</script>`);
  return tags.join('\n    ');
}
