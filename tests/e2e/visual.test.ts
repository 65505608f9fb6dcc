/**
 * Visual QA on production builds: every route of tenant-a, a page of each kind of the
 * demo, and the reduced Spanish site's home, at 390 px and 1280 px, each opened directly (a deep link). Asserts
 * what a visitor would see as broken on any screen: the business missing from the page or its
 * title, a service or landing page without its own heading and title, a script error, the wrong
 * language, horizontal scrolling, a broken-image icon, an empty main area, content hidden under
 * the fixed header. (One sweep for all of these: each route opened at two widths costs CI time.) With VISUAL_SHOTS=1 it also saves full-page screenshots to
 * .tmp/visual-shots/<tenant>/<width>/ for a person to look at.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { es } from '../../src/i18n/es';
import { siteRoutes } from '../../src/seo/routes';
import { parseSiteData } from '../../src/site-data/parse';
import { DESKTOP, PHONE, launchBrowser, stubInternet, waitForApp, watchErrors } from '../support/browser';
import { buildSite, LOCAL, PORTS, ROOT, testEnv } from '../support/build';
import { FakeService } from '../support/fake-service';
import { fixtureText } from '../support/fixtures';
import { onePerKind } from '../support/routes';
import { startStaticServer, type StaticServer } from '../support/static-server';

const SHOTS = process.env.VISUAL_SHOTS ? path.join(ROOT, '.tmp', 'visual-shots') : undefined;
const POPUPS_SEEN = JSON.stringify({ estimate: true, welcome: true });
const VARS = { BUCKET: LOCAL(PORTS.bucket), RELAY: `${LOCAL(PORTS.relay)}/relay` };

const demoRaw = JSON.parse(fs.readFileSync(path.join(ROOT, 'public/demo-api/paginas/demo'), 'utf8')) as unknown;
const UNKNOWN = '/no-such-page';
/** One route's whole check (load, start, scroll through, measure) takes 3-10 s; a minute is a stall. */
const ROUTE_LIMIT_MS = 60_000;
const CLOSE_LIMIT_MS = 10_000;

/** `work`'s value, or undefined once `ms` have passed without one (the work is left to finish). */
async function settle<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((r) => (timer = setTimeout(() => r(undefined), ms)));
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A route and what a visitor must see on it: the heading a service or landing page names. */
interface Route {
  path: string;
  h1?: string;
}
interface TenantRoutes {
  name: string;
  lang: 'en' | 'es';
  routes: Route[];
}

/**
 * Every route the build prerenders (service and landing pages with their names), or the first of
 * each kind (`'onePerKind'`) or the paths named, and an unknown route.
 */
function routesOf(raw: unknown, lang: 'en' | 'es', opts = {}, only?: string[] | 'onePerKind'): TenantRoutes {
  const data = parseSiteData(raw, opts).data;
  const s = lang === 'es' ? es : en;
  const all = siteRoutes(data);
  const routes: Route[] = (only === 'onePerKind' ? onePerKind(all) : all.filter((r) => !only || only.includes(r.path)))
    .map((r) => ({ path: r.path, h1: r.kind === 'service' || r.kind === 'landing' ? r.name(s) : undefined }));
  return { name: data.dbPrincipal.name, lang, routes: [...routes, { path: UNKNOWN, h1: s.pages.notFound }] };
}

// tenant-a's every route at phone width, where a long name ('&', '(', 'é' in its services' names)
// breaks a layout first, and a page of each kind at desktop width; of the demo, whose 20 service
// pages share one template with tenant-a's, a page of each kind: CI opens each route twice.
const tenantA = JSON.parse(fixtureText('tenant-a', VARS)) as unknown;
const TENANTS: Record<'demo' | 'tenant-a' | 'tenant-b-es', TenantRoutes & { desktopRoutes?: Route[] }> = {
  demo: routesOf(demoRaw, 'en', { relativeBase: '/demo-api/paginas/demo' }, 'onePerKind'),
  'tenant-a': { ...routesOf(tenantA, 'en'), desktopRoutes: routesOf(tenantA, 'en', {}, 'onePerKind').routes },
  'tenant-b-es': routesOf(JSON.parse(fixtureText('tenant-b-es', VARS)), 'es', {}, ['/']),
};
type Tenant = keyof typeof TENANTS;

/** Chrome logs the unknown route's 404 main-frame answer as a console error: there it is the point. */
const NOT_FOUND_LOG = 'console: Failed to load resource: the server responded with a status of 404 (Not Found)';

let browser: Browser;
let app: StaticServer;
let bucket: StaticServer;
const data = new FakeService();
const reviews = new FakeService();
const dirs = {} as Record<Tenant, string>;

beforeAll(async () => {
  for (const id of ['tenant-a', 'tenant-b-es']) data.on(`/paginas/${id}`, { raw: fixtureText(id, VARS) });
  const stars = { body: [{ Date: '2025-05-01', ReviewsStars: 5 }, { Date: '2025-04-01', ReviewsStars: 4 }, { Date: '2025-03-01', ReviewsStars: 5 }] };
  reviews.on('/api/reviews/tenant-a-doc', stars).on('/api/reviews/tenant-b-doc', stars);
  await Promise.all([data.listen(PORTS.data), reviews.listen(PORTS.reviews)]);
  bucket = await startStaticServer(path.join(ROOT, 'public', 'demo-assets'), '/img/', PORTS.bucket);
  dirs.demo = await buildSite({ VITE_SITE_URL: LOCAL(PORTS.app) });
  dirs['tenant-a'] = await buildSite(testEnv('tenant-a'));
  dirs['tenant-b-es'] = await buildSite(testEnv('tenant-b-es'));
  app = await startStaticServer(dirs.demo, '/', PORTS.app);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([app?.close(), bucket?.close(), data.close(), reviews.close()]);
});

interface Findings {
  scrollWidth: number;
  innerWidth: number;
  brokenImages: string[];
  mainText: number;
  h1Hidden: boolean;
  h1: string;
  title: string;
  lang: string;
  /** The page's visible text (innerText: what is rendered), to find the business name in. */
  text: string;
}

/** Scrolls through the page (lazy images, count-up statistics), then measures what is wrong. */
async function inspect(page: Page): Promise<Findings> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight * 0.7) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 100));
    }
    // Every image that started loading has finished (or failed), within reason.
    const pending = [...document.images]
      .filter((i) => !i.complete)
      .map(
        (i) =>
          new Promise((r) => {
            i.addEventListener('load', r, { once: true });
            i.addEventListener('error', r, { once: true });
          }),
      );
    await Promise.race([Promise.all(pending), new Promise((r) => setTimeout(r, 4000))]);
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const header = document.querySelector('header');
    const headerBottom = header && getComputedStyle(header).position === 'fixed' ? header.getBoundingClientRect().bottom : 0;
    const h1 = document.querySelector('h1');
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      brokenImages: [...document.images].filter((i) => i.complete && i.naturalWidth === 0 && i.getAttribute('src')).map((i) => i.getAttribute('src')!.slice(0, 80)),
      mainText: (document.querySelector('main')?.textContent ?? '').trim().length,
      h1Hidden: !!h1 && h1.getBoundingClientRect().top + window.scrollY < headerBottom - 4,
      h1: (h1?.textContent ?? '').trim(),
      title: document.title,
      lang: document.documentElement.lang,
      text: document.body.innerText,
    };
  });
}

function fileName(route: string): string {
  return route === '/' ? 'home' : decodeURIComponent(route).replace(/^\//, '').replace(/[^a-z0-9-]+/gi, '_');
}

describe.each(Object.keys(TENANTS) as Tenant[])('%s: its routes at phone and desktop width', (tenant) => {
  const { name, lang, desktopRoutes } = TENANTS[tenant];
  for (const viewport of [PHONE, DESKTOP]) {
    const routes = viewport === DESKTOP && desktopRoutes ? desktopRoutes : TENANTS[tenant].routes;
    it(`${viewport.width} px: the business, the page's heading and title, no error, horizontal scroll, broken image, empty page or hidden heading on ${routes.length} routes`, async () => {
      app.setRoot(dirs[tenant]);
      const context: BrowserContext = await browser.newContext({ viewport, serviceWorkers: 'block', reducedMotion: 'reduce' });
      await stubInternet(context);
      // The site's own frame only: a stubbed map's sandboxed frame may not touch storage.
      await context.addInitScript((seen) => {
        if (window === window.top) sessionStorage.setItem('canopy:home-popups', seen);
      }, POPUPS_SEEN);
      const problems: Record<string, string[]> = {};
      /** Opens `next` in a page of its own and says what is wrong there; `at` tells how far it got. */
      const check = async (next: Route, at: { step: string }): Promise<string[]> => {
        const route = next.path;
        at.step = 'open a page';
        const page = await context.newPage();
        try {
          const { errors } = watchErrors(page);
          at.step = 'load';
          await page.goto(app.origin + route);
          at.step = 'start the app';
          await waitForApp(page);
          at.step = 'scroll through and measure';
          const f = await inspect(page);
          const p: string[] = [];
          if (!f.title.includes(name)) p.push(`title "${f.title}" does not name the business`);
          if (!f.text.includes(name)) p.push('the business name is not on the page');
          if (f.lang !== lang) p.push(`lang="${f.lang}"`);
          if (next.h1 !== undefined && f.h1 !== next.h1) p.push(`h1 "${f.h1}", not "${next.h1}"`);
          if (next.h1 !== undefined && f.title !== `${next.h1} | ${name}`) p.push(`title "${f.title}"`);
          const unexpected = route === UNKNOWN ? errors.filter((e) => e !== NOT_FOUND_LOG) : errors;
          if (unexpected.length) p.push(...unexpected);
          if (f.scrollWidth > f.innerWidth) p.push(`scrolls sideways: ${f.scrollWidth} > ${f.innerWidth}`);
          if (f.brokenImages.length) p.push(`broken images: ${f.brokenImages.join(', ')}`);
          if (f.mainText < 20) p.push(`almost no text in <main> (${f.mainText} characters)`);
          if (f.h1Hidden) p.push('the h1 starts under the fixed header');
          if (SHOTS) {
            at.step = 'screenshot';
            const file = path.join(SHOTS, tenant, String(viewport.width), `${fileName(route)}.png`);
            fs.mkdirSync(path.dirname(file), { recursive: true });
            await page.screenshot({ path: file, fullPage: true });
          }
          return p;
        } finally {
          await settle(page.close(), CLOSE_LIMIT_MS);
        }
      };
      const queue = [...routes];
      const worker = async () => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
          // A route that stalls (a page.evaluate has no time limit of its own) is said by name and
          // step, and opened once more in a new page: one CI run lost this whole test to a wait
          // that never ended, with nothing to say which page. A page that stalls twice fails.
          let found: string[] | undefined;
          for (let attempt = 1; found === undefined && attempt <= 2; attempt++) {
            const at = { step: '' };
            found = await settle(check(next, at), ROUTE_LIMIT_MS);
            if (found === undefined) {
              const stall = `did not finish in ${ROUTE_LIMIT_MS / 1000} s (attempt ${attempt}): stuck at "${at.step}"`;
              console.warn(`visual ${tenant} ${viewport.width} px ${next.path}: ${stall}`);
              if (attempt === 2) found = [stall];
            }
          }
          if (found!.length) problems[next.path] = found!;
        }
      };
      await Promise.all([worker(), worker(), worker()]);
      await settle(context.close(), CLOSE_LIMIT_MS);
      expect(problems).toEqual({});
    }, 240_000);
  }
});
