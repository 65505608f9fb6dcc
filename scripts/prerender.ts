/**
 * Prerenders every route of the configured tenant into the build folder (issue 7): static
 * HTML with the page's content, its critical CSS, per-route SEO tags and the record it was
 * built from (for hydration), and the tenant's settings. Runs in the tenant stage
 * (scripts/tenant-stage.ts), before the worker's precache list is made, so every page it writes
 * is precached.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageFileInside } from './output-path';
import { recordUnusable } from './record-usable';
import { EMBED_ID, embedRecordJson, PRELOADS_ID } from '../src/app/embed';
import { recordFingerprint } from '../src/site-data/fingerprint';
import { isStandalone, routes as routeTable } from '../src/config/paths';
import { ENV_ID, readConfig, recordUrl, type AppConfig, type RawEnv } from '../src/config/env';
import { stringsFor, type Lang } from '../src/i18n';
import '../src/i18n/all';
import { absoluteUrl, headTags, manifestLink } from '../src/seo/head';
import { notFoundRoute, siteRoutes, type RouteKind, type SiteRoute } from '../src/seo/routes';
import { parseSiteData } from '../src/site-data/parse';
import type { SiteData } from '../src/site-data/schema';
import { language } from '../src/site-data/selectors';
import type { UrlOptions } from '../src/site-data/url-safety';
import type { RenderInput, RenderOutput } from '../src/entry-server';
import { IMAGES_ID } from '../src/components/images/image-map';
import { BELOW_FOLD_STYLES_ID } from '../src/app/below-fold-styles';
import { buildImages } from './images/build-images';
import { crawlableImage, pageImages, recordChangeDate, sitemapXml } from './sitemap';

/** The demo business's record and photos (from public/): only the demo's own site ships them. */
export const DEMO_DIRS = ['demo-api', 'demo-assets'];

export interface PrerenderResult {
  data: SiteData | null;
  raw: unknown;
  config: AppConfig;
  pages: string[];
  /**
   * Pages the worker caches as they are visited instead of precaching (one per service and per
   * landing: a record with 1,000 services must not make every visitor download 1,000 pages).
   */
  visitedOnly: string[];
}

type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

function readManifest(outDir: string): ViteManifest {
  const file = path.join(outDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ViteManifest) : {};
}

/** JS files a route needs beyond the entry: its chunk, the site layout's, and their imports. */
function preloadsFor(manifest: ViteManifest, kind: RouteKind, lang: Lang): string[] {
  // src/boot.tsx: the app, which the small entry imports once the page has painted.
  const keys = ['src/boot.tsx', `src/app/routes/${routeTable[kind].module}.tsx`];
  // The Spanish strings are their own chunk, which boot.tsx awaits before hydrating.
  if (lang === 'es') keys.push('src/i18n/es.ts');
  if (!isStandalone(kind)) keys.push('src/app/site-layout.tsx');
  const entryImports = new Set<string>();
  const entry = Object.entries(manifest).find(([, v]) => v.isEntry);
  const walkEntry = (k: string) => {
    if (entryImports.has(k)) return;
    entryImports.add(k);
    manifest[k]?.imports?.forEach(walkEntry);
  };
  if (entry) walkEntry(entry[0]);
  const out = new Set<string>();
  const walk = (k: string) => {
    const m = manifest[k];
    if (!m || entryImports.has(k) || out.has(m.file)) return;
    out.add(m.file);
    m.imports?.forEach(walk);
  };
  keys.forEach(walk);
  return [...out];
}

async function fetchWithTimeout(url: string, ms: number): Promise<unknown> {
  const res = await fetch(url, { signal: AbortSignal.timeout(ms), headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return JSON.parse(await res.text()) as unknown;
}

/** The record the pages are built from: the demo's file, or the data service's answer. */
export async function loadBuildRecord(config: AppConfig, outDir: string): Promise<unknown> {
  try {
    if (config.isDemo) {
      const file = path.join(outDir, 'demo-api', 'paginas', config.pageId);
      return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    }
    return await fetchWithTimeout(recordUrl(config), 10_000);
  } catch (err) {
    console.warn(`[prerender] no record for ${config.pageId} (${err instanceof Error ? err.message : String(err)}): pages are built without content and render in the browser`);
    return undefined;
  }
}

/** The page file of a route (relative to outDir), or null when the route would land outside it. */
function fileFor(outDir: string, route: SiteRoute): string | null {
  if (route.kind === 'notFound') return '404.html';
  const file = pageFileInside(outDir, route.path);
  return file === null ? null : path.relative(path.resolve(outDir), file);
}

/**
 * The template with this page's parts. Every part goes in through a replacer function: a
 * replacement *string* would expand `$&`, `$'`, `` $` `` and `$$` in the record's text.
 */
export function fill(template: string, parts: { lang: string; head: string; app: string; data: string }): string {
  return template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${parts.lang}">`)
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace('<!--canopy-head-->', () => parts.head)
    .replace('<!--canopy-app-->', () => parts.app)
    .replace('<!--canopy-data-->', () => parts.data);
}

type RenderPage = (i: RenderInput) => Promise<RenderOutput>;

export interface PrerenderOptions {
  outDir: string;
  ssrEntry: string;
  env: RawEnv;
  /** The app's renderer; by default the one in `ssrEntry` (tests pass a light one). */
  renderPage?: RenderPage;
  /** Where warnings go (a skipped route). */
  warn?: (message: string) => void;
  /**
   * Build the shell alone when a tenant's record cannot be loaded or is unusable
   * (`CANOPY_ALLOW_NO_RECORD=1`). Without it such a build fails: it would publish a site with
   * no pages, titles or CSP for the business over the last good one.
   */
  allowNoRecord?: boolean;
}

/** Why a tenant's build stopped: the record it needs could not be had. */
export class MissingRecordError extends Error {}

export async function prerenderSite({ outDir, ssrEntry, env, renderPage: render, warn = console.warn, allowNoRecord = false }: PrerenderOptions): Promise<PrerenderResult> {
  const config = readConfig(env);
  const templateFile = path.join(outDir, 'index.html');
  const template = fs.readFileSync(templateFile, 'utf8');
  const parseOptions: UrlOptions = config.isDemo ? { relativeBase: recordUrl(config) } : {};
  const raw = await loadBuildRecord(config, outDir);
  // A tenant's site ships none of the demo business: its record and photos come from public/.
  if (!config.isDemo) for (const dir of DEMO_DIRS) fs.rmSync(path.join(outDir, dir), { recursive: true, force: true });
  const parsed = raw === undefined ? null : parseSiteData(raw, parseOptions);
  // Not a record a site can be built from (issue 27 item 4): not an object, no section, no business name.
  const unusable = parsed && recordUnusable(raw, parsed);
  const data = parsed && !unusable ? parsed.data : null;
  if (!data && !config.isDemo && !allowNoRecord) {
    const why = raw === undefined ? 'it could not be loaded (see the warning above)' : `it is not usable: ${unusable} (run \`npm run validate-record\`)`;
    throw new MissingRecordError(
      `[prerender] no site for ${config.pageId}: the record at ${recordUrl(config)} is needed and ${why}. ` +
        'Set CANOPY_ALLOW_NO_RECORD=1 to build the bare shell anyway.',
    );
  }
  const empty = parseSiteData({}, parseOptions).data;
  const pages: string[] = [];

  // The shell: for paths with no prerendered page (the app renders them in the browser).
  const shellData = data ?? empty;
  const shellHead = headTags({ route: notFoundRoute, data: shellData, strings: stringsFor(language(shellData)), basePath: config.basePath, siteUrl: config.siteUrl })
    .split('\n')
    .filter((l) => !l.includes('name="robots"') && !l.includes('ld+json'))
    .join('\n')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${(shellData.dbPrincipal.name || 'Canopy').replace(/[<&]/g, '')}</title>`);
  // The tenant's settings, read by the page at start (src/config/env.ts): one app bundle serves every tenant.
  const envTag = `<script id="${ENV_ID}" type="application/json">${embedRecordJson(env)}</script>`;
  const shell = fill(template, { lang: language(shellData), head: shellHead, app: '', data: envTag });
  fs.writeFileSync(path.join(outDir, 'shell.html'), shell);
  pages.push('shell.html');

  if (!data) {
    fs.writeFileSync(templateFile, shell);
    fs.writeFileSync(path.join(outDir, '404.html'), shell);
    return { data: null, raw, config, pages: [...pages, 'index.html', '404.html'], visitedOnly: [] };
  }

  let renderPage = render;
  if (!renderPage) {
    renderPage = ((await import(pathToFileURL(ssrEntry).href)) as { renderPage: RenderPage }).renderPage;
  }
  const manifest = readManifest(outDir);
  const strings = stringsFor(language(data));
  const year = new Date().getFullYear();
  // The not-found page first: no route's folder can take its file name.
  const routes = [notFoundRoute, ...siteRoutes(data)];
  // The fingerprint of the raw record lets the page recognise it when the service answers the
  // same record again, and keep this copy without downloading the parser (src/site-data/load.ts).
  const fingerprint = recordFingerprint(raw);
  // The record and its photo map are written once beside the pages, not into each: a page's
  // HTML then fits the first round trip of a new connection (~14 KB compressed) more often, and
  // the app, which needs them only when it runs, fetches them after the first paint (their
  // preloads are in the after-paint template below; both files are precached by the worker).
  const recordFile = `record-${fingerprint.replace(/[^\w-]/g, '').slice(0, 16)}.json`;
  fs.writeFileSync(path.join(outDir, recordFile), embedRecordJson(data));
  const recordHref = `${config.basePath}${recordFile}`;
  const recordTag = `<script id="${EMBED_ID}" type="application/json" data-fingerprint="${fingerprint}" data-src="${recordHref}"></script>`;
  // The record's photos as responsive variants (issue 12): the map the image component reads.
  const { map: images } = await buildImages({ record: data, outDir, basePath: config.basePath, isDemo: config.isDemo, dataUrl: recordUrl(config) });
  const imagesJson = embedRecordJson(images);
  const imagesFile = `images-${createHash('sha256').update(imagesJson).digest('hex').slice(0, 16)}.json`;
  fs.writeFileSync(path.join(outDir, imagesFile), imagesJson);
  const imagesHref = `${config.basePath}${imagesFile}`;
  const dataTag = `${envTag}\n    ${recordTag}\n    <script id="${IMAGES_ID}" type="application/json" data-src="${imagesHref}"></script>`;
  const dataPreloads = [recordHref, imagesHref].map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`);
  const written = new Set<string>();
  const builtPaths = new Set<string>();
  const visitedOnly: string[] = [];
  for (const route of routes) {
    // One bad route (a name no file system takes, a page that fails to render) is skipped
    // with a warning; the rest of the site is still built.
    const file = fileFor(outDir, route);
    if (file === null || written.has(file)) {
      warn(`[prerender] skipped ${JSON.stringify(route.path)}: its page would be written outside ${outDir} or over another page`);
      continue;
    }
    try {
      const { html, styles, belowFoldCss = '' } = await renderPage({ path: route.kind === 'notFound' ? '/404' : route.path, config, data, year, images });
      // The app's code for this page, in an inert <template>: src/main.tsx puts these preloads in
      // <head> once the page has painted. Before that, the bandwidth belongs to the page and its
      // hero image (on slow 4G, 150 KB of scripts requested at once delayed the hero by seconds).
      // The template also holds what the app fetches first (the record and the photo map) and
      // the page's manifest link (src/seo/head.ts `manifest: 'late'`).
      const links = [
        manifestLink(route.path, config.basePath),
        ...dataPreloads,
        ...preloadsFor(manifest, route.kind, language(data)).map((f) => `<link rel="modulepreload" crossorigin href="${config.basePath}${f}">`),
      ];
      const preloads = [`<template id="${PRELOADS_ID}">${links.join('')}</template>`];
      // The styles of the blocks below the first screen, as a stylesheet the page adds once it
      // has painted (src/app/below-fold-styles.ts; pages with the same blocks share the file).
      // Beside the pages, not in assets/: it holds the tenant's colours, and assets/ is the
      // bundle tenants of one shell share.
      if (belowFoldCss) {
        const cssFile = `below-fold-${createHash('sha256').update(belowFoldCss).digest('hex').slice(0, 16)}.css`;
        fs.writeFileSync(path.join(outDir, cssFile), belowFoldCss);
        const link = `<link rel="stylesheet" href="${config.basePath}${cssFile}">`;
        preloads.push(`<template id="${BELOW_FOLD_STYLES_ID}">${link}</template>`, `<noscript>${link}</noscript>`);
      }
      // The image preloads React puts at the top of the app's HTML (hero, logo: `priority` images),
      // repeated in <head> before the scripts' preloads, so the hero is requested first (LCP).
      const imagePreloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
      const head = [headTags({ route, data, strings, basePath: config.basePath, siteUrl: config.siteUrl, manifest: 'late' }), ...imagePreloads, ...preloads, styles].join('\n    ');
      const page = fill(template, { lang: language(data), head, app: html, data: dataTag });
      fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      fs.writeFileSync(path.join(outDir, file), page);
      written.add(file);
      if (route.kind !== 'notFound') builtPaths.add(route.path);
      if (routeTable[route.kind].pages === 'perService' || routeTable[route.kind].pages === 'perLanding') visitedOnly.push(file);
      pages.push(file);
    } catch (err) {
      warn(`[prerender] skipped ${JSON.stringify(route.path)}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  // sitemap.xml lists every route and nothing else, with the record's change date and each
  // page's main photos (scripts/sitemap.ts); robots.txt points to it.
  const siteRoutesList = siteRoutes(data).filter((r) => builtPaths.has(r.path));
  if (config.siteUrl) {
    const lastmod = recordChangeDate(recordUrl(config), fingerprint);
    const entries = siteRoutesList.map((r) => ({
      loc: absoluteUrl(config.siteUrl, config.basePath, r.path),
      lastmod,
      images: pageImages(r, data)
        .map((u) => crawlableImage(u, images, config.siteUrl))
        .filter((u): u is string => !!u),
    }));
    fs.writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(entries));
  }
  const robots = ['User-agent: *', 'Allow: /'];
  if (config.siteUrl) robots.push(`Sitemap: ${config.siteUrl}${config.basePath}sitemap.xml`);
  fs.writeFileSync(path.join(outDir, 'robots.txt'), `${robots.join('\n')}\n`);
  return { data, raw, config, pages, visitedOnly };
}
