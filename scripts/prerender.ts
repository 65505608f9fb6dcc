/**
 * Prerenders every route of the configured tenant into the build folder: static
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
import { loadBuildRecord, parseOptionsFor, removeDemoFolders, siteDataToBuild } from './build-record';
import { fill, preloadsFor, readManifest, type ViteManifest } from './page-template';
import { PAGE_RECORD_ID, toPageJson, PRELOADS_ID } from '../src/entry/page-record';
import { recordFingerprint } from '../src/site-data/fingerprint';
import { routes as routeTable } from '../src/config/paths';
import { ENV_ID, readConfig, recordUrl, type AppConfig, type PageEnv, type RawEnv } from '../src/config/env';
import { ZONE_OFFSETS_KEY } from '../src/site-data/zone-offsets';
import { measureZoneOffsets } from './zone-offsets';
import { OPEN_WEEK_ID, openNowHours, type OpenWeek } from '../src/contract/page-marks';
import { readHours } from '../src/site-data/hours';
import { pageEnv } from '../src/contract/settings';
import { stringsFor, type Strings } from '../src/i18n';
import '../src/i18n/all';
import { absoluteUrl, headTags, manifestLink } from '../src/seo/head';
import { notFoundRoute, siteRoutes, type SiteRoute } from '../src/seo/routes';
import { OTHER_ROUTE } from '../src/events/hub';
import { parseSiteData } from '../src/site-data/parse';
import type { SiteData } from '../src/site-data/schema';
import { language } from '../src/site-data/selectors';
import type { RenderInput, RenderOutput } from '../src/entry-server';
import { IMAGES_ID, type ImageMap } from '../src/components/images/image-map';
import { BELOW_FOLD_STYLES_ID } from '../src/entry/below-fold-styles';
import { buildImages } from './images/build-images';
import { leftOutNote } from './images/pipeline';
import { crawlableImage, pageImages, recordChangeDate, sitemapXml } from './sitemap';

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
  /** What the operator should know of this build besides its pages (photos the image deadline left out). */
  notes: string[];
}

type RenderPage = (i: RenderInput) => Promise<RenderOutput>;

export interface PrerenderOptions {
  outDir: string;
  ssrEntry: string;
  env: RawEnv;
  /** The raw record, when the caller has it (the fleet fetched it); otherwise it is loaded here. */
  record?: unknown;
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

/** The record, the shell, the pages with their record and photo map, the sitemap and robots.txt. */
export async function prerenderSite({ outDir, ssrEntry, env, record, renderPage, warn = console.warn, allowNoRecord = false }: PrerenderOptions): Promise<PrerenderResult> {
  const config = readConfig(env);
  const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const raw = record !== undefined ? record : await loadBuildRecord(config, outDir);
  removeDemoFolders(outDir, config);
  const data = siteDataToBuild(raw, config, allowNoRecord);
  // The tenant's settings, read by the page at start (src/config/env.ts): one app bundle serves every tenant.
  // With the business's zone, its offsets for the next three years: the page's open/closed line then needs no Intl (src/site-data/zone-offsets.ts).
  const zone = config.timeZone ? measureZoneOffsets(config.timeZone, new Date()) : null;
  const settings: PageEnv = { ...pageEnv(env), ...(zone ? { [ZONE_OFFSETS_KEY]: JSON.stringify(zone) } : {}) };
  const envTag = `<script id="${ENV_ID}" type="application/json">${toPageJson(settings)}</script>`;
  const shell = writeShell(outDir, template, envTag, config, data ?? parseSiteData({}, parseOptionsFor(config)).data);
  if (!data) {
    fs.writeFileSync(path.join(outDir, 'index.html'), shell);
    fs.writeFileSync(path.join(outDir, '404.html'), shell);
    return { data: null, raw, config, pages: ['shell.html', 'index.html', '404.html'], visitedOnly: [], notes: [] };
  }
  const render = renderPage ?? (await loadRenderer(ssrEntry));
  // The fingerprint of the raw record lets the page recognise it when the service answers the
  // same record again, and keep this copy without downloading the parser (src/site-data/load.ts).
  const fingerprint = recordFingerprint(raw);
  const site = await writeSiteFiles({ outDir, config, env, data, template, envTag, fingerprint });
  const { pages, builtPaths, visitedOnly } = await writePages(site, render, warn);
  writeSitemap(site, builtPaths, fingerprint);
  writeRobots(outDir, config);
  return { data, raw, config, pages: ['shell.html', ...pages], visitedOnly, notes: site.notes };
}

/** The shell: for paths with no prerendered page (the app renders them in the browser). */
function writeShell(outDir: string, template: string, envTag: string, config: AppConfig, data: SiteData): string {
  const head = headTags({ route: notFoundRoute, data, strings: stringsFor(language(data)), basePath: config.basePath, siteUrl: config.siteUrl })
    .split('\n')
    .filter((l) => !l.includes('name="robots"') && !l.includes('ld+json'))
    .join('\n')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${(data.dbPrincipal.name || 'Canopy').replace(/[<&]/g, '')}</title>`);
  const shell = fill(template, { lang: language(data), head, app: '', data: envTag, basePath: config.basePath });
  fs.writeFileSync(path.join(outDir, 'shell.html'), shell);
  return shell;
}

/** The app's renderer, loaded once per process (the fleet's workers render many tenants): each render is handed its tenant's settings. */
async function loadRenderer(ssrEntry: string): Promise<RenderPage> {
  return ((await import(pathToFileURL(ssrEntry).href)) as { renderPage: RenderPage }).renderPage;
}

/** What every page of the site shares. */
interface Site {
  outDir: string;
  config: AppConfig;
  data: SiteData;
  template: string;
  strings: Strings;
  manifest: ViteManifest;
  images: ImageMap;
  notes: string[];
  /** The settings, record and photo-map tags every page carries. */
  dataTag: string;
  /** The record's and the photo map's preloads, for after the first paint. */
  dataPreloads: string[];
}

/**
 * The record and its photo map, written once beside the pages, not into each: a page's HTML then
 * fits the first round trip of a new connection (~14 KB compressed) more often, and the app,
 * which needs them only when it runs, fetches them after the first paint (their preloads are in
 * the after-paint template; both files are precached by the worker).
 */
async function writeSiteFiles(s: { outDir: string; config: AppConfig; env: RawEnv; data: SiteData; template: string; envTag: string; fingerprint: string }): Promise<Site> {
  const { outDir, config, data } = s;
  const recordFile = `record-${s.fingerprint.replace(/[^\w-]/g, '').slice(0, 16)}.json`;
  fs.writeFileSync(path.join(outDir, recordFile), toPageJson(data));
  const recordHref = `${config.basePath}${recordFile}`;
  const recordTag = `<script id="${PAGE_RECORD_ID}" type="application/json" data-fingerprint="${s.fingerprint}" data-src="${recordHref}"></script>`;
  // The record's photos as responsive variants: the map the image component reads.
  const { map: images, report } = await buildImages({ record: data, outDir, basePath: config.basePath, isDemo: config.isDemo, dataUrl: recordUrl(config), env: s.env });
  const leftOut = leftOutNote(report);
  const imagesHref = `${config.basePath}${writeHashed(outDir, 'images', 'json', toPageJson(images))}`;
  return {
    outDir,
    config,
    data,
    template: s.template,
    strings: stringsFor(language(data)),
    manifest: readManifest(outDir),
    images,
    notes: leftOut ? [leftOut] : [],
    dataTag: [s.envTag, recordTag, `<script id="${IMAGES_ID}" type="application/json" data-src="${imagesHref}"></script>`, ...openWeekTag(config, data)].join('\n    '),
    dataPreloads: [recordHref, imagesHref].map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`),
  };
}

/**
 * The week the record's hours make, read here by the hours grammar, for the page's open/closed
 * line (`OPEN_WEEK_ID`): the page then writes it without running the grammar. Only a site with a
 * time zone has the line.
 */
function openWeekTag(config: AppConfig, data: SiteData): string[] {
  if (!config.timeZone) return [];
  const { workdays, workHours } = data.dbPrincipal;
  const tag: OpenWeek = { hours: openNowHours(workdays, workHours), week: readHours(workdays, workHours).week };
  return [`<script id="${OPEN_WEEK_ID}" type="application/json">${toPageJson(tag)}</script>`];
}

/** Writes `<stem>-<hash of the text>.<ext>` beside the pages; returns its name. */
function writeHashed(outDir: string, stem: string, ext: string, text: string): string {
  const file = `${stem}-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.${ext}`;
  fs.writeFileSync(path.join(outDir, file), text);
  return file;
}

/** The page file of a route (relative to outDir), or null when the route would land outside it. */
function fileFor(outDir: string, route: SiteRoute): string | null {
  if (route.kind === 'notFound') return '404.html';
  const file = pageFileInside(outDir, route.path);
  return file === null ? null : path.relative(path.resolve(outDir), file);
}

/**
 * Every route's page. One bad route (a name no file system takes, a page that fails to render)
 * is skipped with a warning; the rest of the site is still built. The not-found page first: no
 * route's folder can take its file name.
 */
async function writePages(site: Site, render: RenderPage, warn: (message: string) => void): Promise<{ pages: string[]; builtPaths: Set<string>; visitedOnly: string[] }> {
  const pages: string[] = [];
  const builtPaths = new Set<string>();
  const visitedOnly: string[] = [];
  const year = new Date().getFullYear();
  for (const route of [notFoundRoute, ...siteRoutes(site.data)]) {
    const file = fileFor(site.outDir, route);
    if (file === null || pages.includes(file)) {
      warn(`[prerender] skipped ${JSON.stringify(route.path)}: its page would be written outside ${site.outDir} or over another page`);
      continue;
    }
    try {
      const rendered = await render({ path: route.kind === 'notFound' ? '/404' : route.path, config: site.config, data: site.data, year, images: site.images });
      fs.mkdirSync(path.dirname(path.join(site.outDir, file)), { recursive: true });
      fs.writeFileSync(path.join(site.outDir, file), pageHtml(site, route, rendered));
      pages.push(file);
      if (route.kind !== 'notFound') builtPaths.add(route.path);
      if (routeTable[route.kind].pages === 'perService' || routeTable[route.kind].pages === 'perLanding') visitedOnly.push(file);
    } catch (err) {
      warn(`[prerender] skipped ${JSON.stringify(route.path)}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return { pages, builtPaths, visitedOnly };
}

/** One route's page: the template with its head, its rendered app and the site's data tags. */
function pageHtml(site: Site, route: SiteRoute, { html, styles, belowFoldCss = '' }: RenderOutput): string {
  const { config, data } = site;
  // The app's code for this page, in an inert <template>: src/main.tsx puts these preloads in
  // <head> once the page has painted. Before that, the bandwidth belongs to the page and its
  // hero image (on slow 4G, 150 KB of scripts requested at once delayed the hero by seconds).
  // The template also holds what the app fetches first (the record and the photo map) and
  // the page's manifest link (src/seo/head.ts `manifest: 'late'`).
  const links = [
    manifestLink(route.path, config.basePath),
    ...site.dataPreloads,
    ...preloadsFor(site.manifest, route.kind, language(data)).map((f) => `<link rel="modulepreload" crossorigin href="${config.basePath}${f}">`),
  ];
  const preloads = [`<template id="${PRELOADS_ID}">${links.join('')}</template>`];
  // The styles of the blocks below the first screen, as a stylesheet the page adds once it
  // has painted (src/entry/below-fold-styles.ts; pages with the same blocks share the file).
  // Beside the pages, not in assets/: it holds the tenant's colours, and assets/ is the
  // bundle tenants of one shell share.
  if (belowFoldCss) {
    const link = `<link rel="stylesheet" href="${config.basePath}${writeHashed(site.outDir, 'below-fold', 'css', belowFoldCss)}">`;
    preloads.push(`<template id="${BELOW_FOLD_STYLES_ID}">${link}</template>`, `<noscript>${link}</noscript>`);
  }
  // The image preloads React puts at the top of the app's HTML (hero, logo: `priority` images),
  // repeated in <head> before the scripts' preloads, so the hero is requested first (LCP).
  const imagePreloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
  const head = [headTags({ route, data, strings: site.strings, basePath: config.basePath, siteUrl: config.siteUrl, manifest: 'late' }), ...imagePreloads, ...preloads, styles].join('\n    ');
  // Only a build that counts taps names the page's route (the not-found page's is `other`).
  const eventsRoute = config.eventsUrl ? { route: route.kind === 'notFound' ? OTHER_ROUTE : route.path } : {};
  return fill(site.template, { lang: language(data), head, app: html, data: site.dataTag, basePath: config.basePath, ...eventsRoute });
}

/**
 * sitemap.xml lists every route built and nothing else, with the record's change date and each
 * page's main photos (scripts/sitemap.ts). Only with a site address.
 */
function writeSitemap({ outDir, config, data, images }: Site, builtPaths: ReadonlySet<string>, fingerprint: string): void {
  if (!config.siteUrl) return;
  const lastmod = recordChangeDate(recordUrl(config), fingerprint);
  const entries = siteRoutes(data)
    .filter((r) => builtPaths.has(r.path))
    .map((r) => ({
      loc: absoluteUrl(config.siteUrl, config.basePath, r.path),
      lastmod,
      images: pageImages(r, data)
        .map((u) => crawlableImage(u, images, config.siteUrl))
        .filter((u): u is string => !!u),
    }));
  fs.writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(entries));
}

/** robots.txt: everything allowed; points to the sitemap when there is one. */
function writeRobots(outDir: string, config: AppConfig): void {
  const robots = ['User-agent: *', 'Allow: /'];
  if (config.siteUrl) robots.push(`Sitemap: ${config.siteUrl}${config.basePath}sitemap.xml`);
  fs.writeFileSync(path.join(outDir, 'robots.txt'), `${robots.join('\n')}\n`);
}
