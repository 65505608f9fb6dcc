/**
 * Shared by the prerender and SEO build tests: builds the demo and an unfamiliar
 * tenant (tests/fixtures/tenant-a.json, answered by a local data service) with `npm run build`,
 * serves each with scripts/serve-dist.ts, and reads pages the way a crawler or `curl` does:
 * plain HTTP, no JavaScript.
 */
import fs from 'node:fs';
import path from 'node:path';
import { serveDist, type DistServer } from '../../scripts/serve-dist';
import { stringsFor, type Strings } from '../../src/i18n';
import { siteRoutes, type SiteRoute } from '../../src/seo/routes';
import { parseSiteData } from '../../src/site-data/parse';
import type { SiteData } from '../../src/site-data/schema';
import { language } from '../../src/site-data/selectors';
import { buildSite, ROOT } from '../support/build';
import { FakeService } from '../support/fake-service';
import { loadTenant } from '../support/fixtures';

export interface ServedTenant {
  name: string;
  /** The public origin the site was built for (canonical URLs, sitemap). */
  siteUrl: string;
  data: SiteData;
  /** The record as the data service answers it. */
  raw: unknown;
  strings: Strings;
  routes: SiteRoute[];
  dir: string;
  server: DistServer;
  get(route: string, headers?: Record<string, string>): Promise<Response>;
  html(route: string): Promise<string>;
}

export interface ServedBuilds {
  demo: ServedTenant;
  tenantA: ServedTenant;
  close(): Promise<void>;
}

const BUCKET = 'https://bucket.example';

async function serve(name: string, dir: string, siteUrl: string, raw: unknown, relativeBase?: string): Promise<ServedTenant> {
  const parsed = parseSiteData(raw, relativeBase ? { relativeBase } : {});
  if (!parsed.usable) throw new Error(`${name}: record not usable`);
  const data = parsed.data;
  const server = await serveDist(dir);
  const get = (route: string, headers: Record<string, string> = {}) => fetch(`${server.origin}${route}`, { headers, redirect: 'manual' });
  return {
    name,
    siteUrl,
    data,
    raw,
    strings: stringsFor(language(data)),
    routes: siteRoutes(data),
    dir,
    server,
    get,
    html: async (route) => {
      const res = await get(route);
      if (res.status !== 200) throw new Error(`${name} ${route}: HTTP ${res.status}`);
      return res.text();
    },
  };
}

/** Builds and serves both tenants (one build each per test file). */
export async function startServedBuilds(): Promise<ServedBuilds> {
  // Public origins that are not this machine: the canonical URL is the configured one,
  // whatever host serves the files.
  const demoUrl = 'https://demo.canopy.example';
  const tenantUrl = 'https://www.bartoncreekstone.example';
  const record = loadTenant('tenant-a', { BUCKET });
  const dataService = await new FakeService().listen(0);
  dataService.on('/paginas/tenant-a', { body: record });
  try {
    const demoDir = await buildSite({ VITE_SITE_URL: demoUrl });
    const tenantDir = await buildSite({ VITE_SITE_URL: tenantUrl, VITE_SITE_DATA_URL: dataService.origin, VITE_PAGE_ID: 'tenant-a' });
    const demoRaw = JSON.parse(fs.readFileSync(path.join(ROOT, 'public', 'demo-api', 'paginas', 'demo'), 'utf8')) as unknown;
    const demo = await serve('demo', demoDir, demoUrl, demoRaw, '/demo-api/paginas/demo');
    const tenantA = await serve('tenant-a', tenantDir, tenantUrl, record);
    return {
      demo,
      tenantA,
      close: async () => {
        await Promise.all([demo.server.close(), tenantA.server.close()]);
      },
    };
  } finally {
    // The data service is only needed while building (pages carry their record).
    await dataService.close();
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(e[1]?.toLowerCase() === 'x' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/** The visible text of an HTML fragment (scripts and styles removed, whitespace collapsed). */
export function textOf(html: string): string {
  return decode(
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  ).trim();
}

/** The `<body>` of a page. */
export function bodyOf(html: string): string {
  return /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? '';
}

export function headOf(html: string): string {
  return /<head[^>]*>([\s\S]*)<\/head>/i.exec(html)?.[1] ?? '';
}

/** Text of every element `tag` (h1, h2, title ...) in order. */
export function allText(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'gi'))].map((m) => textOf(m[1]!));
}

/** `content` of `<meta name|property=key>`. */
export function meta(html: string, key: string): string | undefined {
  for (const m of html.matchAll(/<meta\b[^>]*>/gi)) {
    const tag = m[0];
    const k = /\b(?:name|property)="([^"]*)"/i.exec(tag)?.[1];
    if (k === key) return decode(/\bcontent="([^"]*)"/i.exec(tag)?.[1] ?? '');
  }
  return undefined;
}

/** `href` of `<link rel=rel>` (all of them). */
export function links(html: string, rel: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => new RegExp(`\\brel="${rel}"`, 'i').test(tag))
    .map((tag) => decode(/\bhref="([^"]*)"/i.exec(tag)?.[1] ?? ''));
}

/** Every JSON-LD block, parsed (throws on invalid JSON: that is a failure). */
export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gi)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

export function htmlLang(html: string): string | undefined {
  return /<html\b[^>]*\blang="([^"]*)"/i.exec(html)?.[1];
}

/** The route's own page name, as the title shows it. */
export function pageName(t: ServedTenant, route: SiteRoute): string {
  return route.name(t.strings);
}
