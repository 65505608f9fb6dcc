import { manifestFor } from '../config/pwa-files';
import { ICON_FILES } from '../config/pwa-files';
import type { Strings } from '../i18n';
import type { SiteData } from '../site-data/schema';
import { generalGallery, language, metaDescription } from '../site-data/selectors';
import { resolveStyles } from '../theme/theme';
import type { SiteRoute } from './routes';
import { structuredData } from './structured-data';

export interface HeadInput {
  route: SiteRoute;
  data: SiteData;
  strings: Strings;
  basePath: string;
  /** Public origin (`https://example.com`), or '' when not configured. */
  siteUrl: string;
  /**
   * Where the manifest link goes. 'inline' (the shell): in <head>. 'late' (a prerendered page):
   * in a <noscript> for visitors without JavaScript, and for the rest in the page's after-paint
   * template (`manifestLink`): a manifest in <head> is fetched at once, with the icon the
   * browser checks it for (~30 KB), competing with the page's first screen on a slow phone.
   */
  manifest?: 'inline' | 'late';
}

/** The route's `<link rel="manifest">` (each installable page has its own: config/pwa-files.ts). */
export function manifestLink(routePath: string, basePath: string): string {
  return `<link rel="manifest" href="${basePath}${manifestFor(routePath).file}">`;
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

export function absoluteAsset(siteUrl: string, url: string | undefined): string | undefined {
  if (!url) return undefined;
  if (/^https?:/i.test(url)) return url;
  return siteUrl ? `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}` : undefined;
}

/** JSON for a <script> block: `<` escaped so no text can close the tag. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The <head> tags of a prerendered page (title, description, canonical, social cards, PWA links). */
export function headTags({ route, data, strings, basePath, siteUrl, manifest = 'inline' }: HeadInput): string {
  const title = pageTitle(route, data, strings);
  const description = metaDescription(data);
  const canonical = route.kind === 'notFound' ? '' : absoluteUrl(siteUrl, basePath, route.path);
  const image = absoluteAsset(siteUrl, generalGallery(data)[0] ?? data.dbPrincipal.logo);
  const theme = resolveStyles(data.styles).mainColor;
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
    manifest === 'late' ? `<noscript>${manifestLink(route.path, basePath)}</noscript>` : manifestLink(route.path, basePath),
    `<link rel="icon" type="image/png" href="${basePath}${ICON_FILES.favicon}">`,
    `<link rel="apple-touch-icon" href="${basePath}${ICON_FILES.appleTouch}">`,
    `<meta name="mobile-web-app-capable" content="yes">`,
    `<meta name="apple-mobile-web-app-capable" content="yes">`,
    `<meta name="apple-mobile-web-app-status-bar-style" content="default">`,
    `<meta name="apple-mobile-web-app-title" content="${esc(data.dbPrincipal.name || 'Canopy')}">`,
  );
  const ld = structuredData({ route, data, strings, url: (p) => absoluteUrl(siteUrl, basePath, p), asset: (u) => absoluteAsset(siteUrl, u) });
  tags.push(`<script type="application/ld+json">${scriptJson(ld)}</script>`);
  return tags.join('\n    ');
}
