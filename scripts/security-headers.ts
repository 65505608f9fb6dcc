/**
 * Security headers for the tenant being built (docs/decisions/0004): a
 * Content-Security-Policy that lets the page load scripts only from the site itself and talk,
 * frame and show images only from the services this tenant's record and build configuration
 * use, plus Referrer-Policy, X-Content-Type-Options and Permissions-Policy. Written twice:
 * `_headers` (Netlify / Cloudflare Pages, with cache rules) and `nginx-security.conf`
 * (`add_header ... always;` lines that deploy/nginx.conf includes in every location).
 *
 * Runs inside `vite build` right after the prerender (vite.config.ts), from the same parsed
 * record and configuration the pages were built from.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../src/config/env';
import { videoEmbed } from '../src/site-data/embeds';
import type { SiteData } from '../src/site-data/schema';
import { isRealHost } from '../src/site-data/url-safety';
import { visitCoverScript } from '../src/site-data/visit-cover';
import { speculationRules } from '../src/entry/next-page';

/** What the tenant's reviews widget (`reviews.links[0]`) needs beyond the site itself. */
const ELFSIGHT = {
  script: ['https://static.elfsight.com', 'https://universe-static.elfsightcdn.com'],
  connect: ['https://core.service.elfsight.com'],
  img: ['https://*.elfsight.com', 'https://*.elfsightcdn.com', 'https://*.googleusercontent.com'],
  frame: ['https://*.elfsight.com'],
};
const ELFSIGHT_ID = /(?:^|[\s.])elfsight-app-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:$|\s)/i;
const YOUTUBE_PLAYER = 'https://www.youtube-nocookie.com';
const YOUTUBE_THUMBS = 'https://i.ytimg.com';
const VIMEO_PLAYER = 'https://player.vimeo.com';

/** Record keys whose URL values are images (wherever they sit in the record). */
const IMAGE_KEYS = new Set(['logo', 'favicon', 'img', 'image', 'beforeImg', 'afterImg', 'qrImg', 'stock', 'gallery']);

/** The `scheme://host[:port]` of an absolute http(s) URL, or undefined (relative URLs are 'self'). */
export function originOf(url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url);
    // Only a real host (with an optional port) may become a CSP source: the record and the
    // build's variables are both untrusted here.
    return (u.protocol === 'https:' || u.protocol === 'http:') && isRealHost(u.hostname) && /^\d*$/.test(u.port) ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

function imageOrigins(value: unknown, key = '', out = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    const o = IMAGE_KEYS.has(key) ? originOf(value) : undefined;
    if (o) out.add(o);
  } else if (Array.isArray(value)) {
    // Array items inherit the array's key (`gallery[3]` is an image).
    for (const v of value) imageOrigins(v, key, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) imageOrigins(v, k, out);
  }
  return out;
}

export interface CspSources {
  img: string[];
  connect: string[];
  frame: string[];
  script: string[];
}

/** The third-party origins this tenant uses, by directive (sorted, no duplicates). */
export function tenantSources(data: SiteData | null, config: AppConfig): CspSources {
  const img = new Set<string>();
  const connect = new Set<string>();
  const frame = new Set<string>();
  const script = new Set<string>();
  const add = (set: Set<string>, ...urls: (string | undefined)[]) => urls.forEach((u) => u && set.add(u));

  add(connect, originOf(config.dataUrl), originOf(config.reviewsUrl), originOf(config.visitsUrl), originOf(config.eventsUrl), originOf(config.weatherUrl), originOf(config.geocodeUrl));
  // The image service for photos the build has not seen (VITE_IMAGE_URL_TEMPLATE).
  add(img, originOf(config.imageUrlTemplate.split('{')[0]));
  if (data) {
    imageOrigins(data).forEach((o) => img.add(o));
    add(connect, originOf(data.linkPostEmail));
    for (const loc of data.dbPrincipal.location) add(frame, originOf(loc.url));
    const promos = data.videosPromo.filter((v) => v.activo).map((v) => videoEmbed(v.link));
    const youtube = data.ytGallery.links.length > 0 || promos.some((p) => p?.kind === 'youtube');
    if (youtube) {
      add(frame, YOUTUBE_PLAYER);
      add(img, YOUTUBE_THUMBS);
    }
    if (promos.some((p) => p?.kind === 'vimeo')) add(frame, VIMEO_PLAYER);
    const reviewsLink = (data.reviews.links[0] ?? '').trim();
    if (ELFSIGHT_ID.test(reviewsLink)) {
      add(script, ...ELFSIGHT.script);
      add(connect, ...ELFSIGHT.connect);
      add(img, ...ELFSIGHT.img);
      add(frame, ...ELFSIGHT.frame);
    } else if (reviewsLink.startsWith('https://')) {
      add(frame, originOf(reviewsLink));
    }
  }
  // The service worker fetches (and caches) the record's images and YouTube thumbnails with
  // fetch(), which its own CSP (the one sent with sw.js) governs as connect-src.
  img.forEach((o) => connect.add(o));
  const sorted = (s: Set<string>) => [...s].sort();
  return { img: sorted(img), connect: sorted(connect), frame: sorted(frame), script: sorted(script) };
}

/** A CSP source that allows one inline script, this exact text, and no other. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The Content-Security-Policy value for this tenant. */
export function contentSecurityPolicy(data: SiteData | null, config: AppConfig): string {
  const src = tenantSources(data, config);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // The two inline blocks every page carries, each by its hash: the loading cover's decision,
    // made before the first paint (src/site-data/visit-cover.ts), and the Speculation Rules (the
    // pages a tap may open next, src/entry/next-page.ts). Chromium 156 refused the rules here under
    // the 'inline-speculation-rules' keyword (beside the cover's hash); by their hash it applies them.
    ['script-src', ["'self'", scriptHashSource(visitCoverScript(config.basePath)), scriptHashSource(speculationRules(config.basePath)), ...src.script]],
    // Emotion (MUI) injects <style> elements at run time.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...src.img]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...src.connect]],
    ['frame-src', src.frame.length ? src.frame : ["'none'"]],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.filter(isCspSource).join(' ')}`).join('; ');
}

// A CSP source as this builder writes them: a keyword, a script's hash, a scheme, or scheme://host[:port] where
// the host may start with one `*.` label (the fixed Elfsight list). Nothing else reaches the header.
const CSP_SOURCE = /^(?:'(?:self|none|unsafe-inline)'|'sha256-[A-Za-z0-9+/]{43}='|(?:data|blob):|https?:\/\/(?:\*\.)?(?:[a-z0-9-]+\.)*[a-z0-9-]+(?::\d{1,5})?|https?:\/\/\[[0-9a-f:.]+\](?::\d{1,5})?)$/i;

/** True for a source expression this builder may write (the last guard before the header). */
export function isCspSource(value: string): boolean {
  return CSP_SOURCE.test(value);
}

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
  'camera=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'encrypted-media=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
  'fullscreen=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com" "https://www.google.com")',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Every security header, in the order they are written. */
export function securityHeaders(data: SiteData | null, config: AppConfig): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(data, config)],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    // HTTPS only from the first visit on (browsers ignore it over plain http, e.g. localhost).
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    // No other origin's window (a page this site opened, or one that opened it) keeps a handle on it.
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * `_headers` for static hosts (Netlify, Cloudflare Pages): security headers on every path, then
 * cache rules. Hosts merge the headers of every matching rule, so Cache-Control is set only on
 * rules that do not overlap (hashed assets; the worker, manifests, record and each page).
 */
export function headersFile(data: SiteData | null, config: AppConfig, files: { pages: string[]; manifests: string[] }): string {
  const base = config.basePath;
  const block = (pattern: string, headers: [string, string][]) => [pattern, ...headers.map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  const blocks = [block(`${base}*`, securityHeaders(data, config)), block(`${base}assets/*`, [['Cache-Control', IMMUTABLE]])];
  const noCache: string[] = [`${base}sw.js`, ...files.manifests.map((m) => `${base}${m}`)];
  if (config.isDemo) noCache.push(`${base}demo-api/*`);
  for (const page of files.pages) {
    const p = page.replace(/\\/g, '/');
    if (p === 'index.html') noCache.push(base);
    else if (p.endsWith('/index.html')) {
      const dir = encodeURI(p.slice(0, -'/index.html'.length));
      noCache.push(`${base}${dir}`, `${base}${dir}/`);
    }
    noCache.push(`${base}${encodeURI(p)}`);
  }
  for (const p of [...new Set(noCache)]) blocks.push(block(p, [['Cache-Control', REVALIDATE]]));
  return `${blocks.join('\n\n')}\n`;
}

/** `add_header` lines for nginx (`always`: also on 404 and other error answers). */
export function nginxSecurityConf(data: SiteData | null, config: AppConfig): string {
  const lines = securityHeaders(data, config).map(([k, v]) => {
    // `$` would be an nginx variable and a line break would end the directive: the builders
    // never produce either (sources are checked), so seeing one is a bug, not data to ship.
    if (/[$\r\n\\]/.test(v)) throw new Error(`security header ${k} holds a character nginx would interpret`);
    return `add_header ${k} "${v.replace(/"/g, '\\"')}" always;`;
  });
  return `# Generated at build time by scripts/security-headers.ts for this tenant. Do not edit.\n${lines.join('\n')}\n`;
}

export interface WriteHeadersOptions {
  outDir: string;
  data: SiteData | null;
  config: AppConfig;
  /** HTML files the prerender wrote (relative to outDir). */
  pages: string[];
}

export function writeSecurityHeaders({ outDir, data, config, pages }: WriteHeadersOptions): void {
  const manifests = fs.readdirSync(outDir).filter((f) => f.endsWith('.webmanifest'));
  const htmlPages = [...new Set([...pages, 'index.html', '404.html'])].filter((p) => fs.existsSync(path.join(outDir, p)));
  fs.writeFileSync(path.join(outDir, '_headers'), headersFile(data, config, { pages: htmlPages, manifests }));
  fs.writeFileSync(path.join(outDir, 'nginx-security.conf'), nginxSecurityConf(data, config));
}
