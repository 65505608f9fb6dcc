/**
 * `npm run bench:next`: how long a tap on a link waits for the next page, on a visit the offline
 * worker controls, on the big tenant (tests/support/big-tenant.ts) at 390 px with touch.
 *
 * Each run is a fresh visit (a new browser context): `/services` is opened and left until the
 * worker controls it, then three hops, each a tap on a link to a service's page (from the list,
 * then from the page's own list of services) at DevTools CPU throttling 4x. The time runs from
 * the tap's `pointerdown` (its `timeStamp`, as an absolute time) to the first frame of the next
 * page in which its heading is drawn and no loading cover is (a probe added to every document:
 * the frame's `requestAnimationFrame`, then a posted message once it has been produced). The
 * finger rests `--hold` ms (default 80, a quick human tap) between touching down and lifting.
 *
 * Two sites are compared: as built, and the same files with the Speculation Rules taken out of
 * every page (the pages a tap may open next are then not prepared ahead: src/entry/next-page.ts).
 * A third row takes the same hops as a visitor who scrolls first: a swipe on each page starts its
 * app before the tap (the link is then the browser's all the same: decision 0020). Each row also
 * says where the time goes: from the tap to the next document's start (its
 * `timeOrigin`: the finger's rest, the click, the old page's unload) and to its first contentful
 * paint.
 *
 * Playwright's rows are never prerendered: Chromium refuses to prerender for a page that a
 * DevTools session is attached to without the tab target (`PrerenderingDisabledByDevTools` in
 * `Preload.prerenderStatusUpdated`), and Playwright attaches that way. Two rows therefore take
 * the same taps in Chromium driven by Puppeteer, which attaches through the tab target
 * (scripts/bench-next-prerendered.ts): a finger touching the link down, which `moderate`
 * prerenders from that moment; and a page prepared ahead, a mouse resting on the link first (a
 * desktop's `moderate`; Android's viewport predictor prepares a link it picks in view the same
 * way, but emulation does not run it).
 *
 *   npm run bench:next                               # build the tenant, 3 visits of 3 hops each
 *   npm run bench:next -- --dir .tmp/bench-tap/site  # reuse a build of this tenant (bench:tap's)
 *   npm run bench:next -- --runs 5 --rate 6 --hold 40
 *   npm run bench:next -- --only Puppeteer           # the rows whose name has this
 *
 * Ports: CANOPY_PORT_BASE (default 47810) + 11..15, as bench:tap.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchAsVisitor, stubInternet } from '../tests/support/browser';
import { serviceSlug } from '../src/site-data/selectors';
import { arg, buildTenant, median, PHONE, settle, startTenantServices } from './bench-tap';
import { serveDist } from './serve-dist';
import { NOTE_TAP, PROBE, readHop, type Hop } from './bench-next-probe';
import { copySite, launchPrerendering, prerenderedVisit, withProbe, type Approach, type PrerenderingBrowser } from './bench-next-prerendered';

/** How a row's hops are taken: a tap as the page is, after a swipe that starts its app, or in a Chromium that prerenders. */
type Road = 'plain' | 'app-first' | Approach;

const HOPS = 3;

/**
 * A visitor's swipe up the page (a phone's first touch is usually a scroll, and it starts the
 * app: src/entry/start-on-demand.ts), then the wait until the app has committed and the page is idle.
 */
async function swipeAndWaitForApp(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (y: number) => [{ x: 200, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(600) });
  for (let i = 1; i <= 8; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(600 - i * 25) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), undefined, { timeout: 30_000 });
  await settle(page);
}

async function hop(page: Page, href: string, rate: number, holdMs: number, appFirst: boolean): Promise<Hop> {
  if (appFirst) await swipeAndWaitForApp(page);
  const link = page.locator(`main a[href="${href}"]`).first();
  await link.scrollIntoViewIfNeeded();
  const box = await link.boundingBox();
  if (!box) throw new Error(`no link to ${href} on screen`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.evaluate(NOTE_TAP);
  const arrived = page.waitForURL((u) => u.pathname === href, { timeout: 20_000 });
  const point = [{ x: box.x + box.width / 2, y: box.y + box.height / 2, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point });
  // The finger's rest on the glass: a tool's tap lifts it at once, a person's does not.
  await new Promise((r) => setTimeout(r, holdMs));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await arrived;
  const result = (await (await page.waitForFunction(readHop(href), undefined, { timeout: 20_000 })).jsonValue()) as Hop;
  const now = await page.context().newCDPSession(page);
  await now.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return result;
}

async function visit(browser: Browser, origin: string, hrefs: string[], rate: number, holdMs: number, appFirst: boolean): Promise<Hop[]> {
  const context = await browser.newContext({ ...PHONE });
  await stubInternet(context);
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/services`);
    await settle(page);
    // Controlled: the worker has installed (its precache holds every page) and claimed the page.
    await page.waitForFunction('navigator.serviceWorker.controller !== null', undefined, { timeout: 60_000 });
    const hops: Hop[] = [];
    for (const href of hrefs) {
      hops.push(await hop(page, href, rate, holdMs, appFirst));
      await settle(page);
    }
    return hops;
  } finally {
    await context.close();
  }
}

/** A copy of the site whose pages carry no Speculation Rules. */
const withoutRules = (dir: string): string => copySite(dir, 'no-rules', (html) => html.replace(/<script type="speculationrules">[^<]*<\/script>/g, ''));

async function main(argv: string[]): Promise<void> {
  const runs = Number(arg(argv, '--runs') ?? 3);
  const rate = Number(arg(argv, '--rate') ?? 4);
  const holdMs = Number(arg(argv, '--hold') ?? 80);
  const { record, env, close } = await startTenantServices();
  const hrefs = record.dbServices.slice(0, HOPS).map((s) => `/${encodeURIComponent(serviceSlug(s.name))}`);
  let browser: Browser | undefined;
  let prerendering: PrerenderingBrowser | undefined;
  try {
    const dir = arg(argv, '--dir') ?? (await buildTenant(env, 'bench-next'));
    const bare = withoutRules(dir);
    const probed = withProbe(dir);
    const sites: [string, string, Road][] = [
      ['as built (Speculation Rules, moderate)', dir, 'plain'],
      ['as built, the app started by a swipe on each page first', dir, 'app-first'],
      ['as built, prerendered by Chromium as the finger touches down (Puppeteer)', probed, { by: 'touch' }],
      ['as built, prepared ahead: a mouse rests on the link (1 s, and its app started), then presses (Puppeteer)', probed, { by: 'mouse', restMs: 1000 }],
      ['without Speculation Rules', bare, 'plain'],
    ];
    const only = arg(argv, '--only');
    browser = await launchAsVisitor();
    prerendering = await launchPrerendering();
    const rows: string[][] = [];
    for (const [name, siteDir, road] of sites.filter(([name]) => !only || name.includes(only))) {
      const server = await serveDist(siteDir, { port: Number(env.VITE_SITE_URL.split(':').pop()) });
      try {
        const all: Hop[] = [];
        for (let i = 0; i < runs; i++) {
          const hops = typeof road === 'object'
            ? await prerenderedVisit(prerendering, server.origin, hrefs, rate, holdMs, road)
            : await visit(browser, server.origin, hrefs, rate, holdMs, road === 'app-first');
          console.log(`[bench:next] ${name}: ${hops.map((h) => `${Math.round(h.ms)} (started ${Math.round(h.started)}, painted ${Math.round(h.painted)})${h.prerendered ? ' prerendered' : ''}`).join(', ')} ms`);
          all.push(...hops);
        }
        const ms = all.map((h) => h.ms);
        const mid = (f: (h: Hop) => number) => String(Math.round(median(all.map(f))));
        rows.push([name, mid((h) => h.ms), String(Math.round(Math.max(...ms))), mid((h) => h.started), mid((h) => h.painted), `${all.filter((h) => h.prerendered).length} of ${all.length}`]);
      } finally {
        await server.close();
      }
    }
    console.log(`\n${runs} visits of ${HOPS} hops (/services, then ${hrefs.join(' -> ')}), ${rate}x CPU, finger held ${holdMs} ms, ${new Date().toISOString().slice(0, 10)}`);
    console.log('| tap on a link -> next page shown | median ms | slowest ms | next document started (or prerendered one shown): median ms | its first contentful paint: median ms | prerendered |\n|:--|--:|--:|--:|--:|--:|');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  } finally {
    await browser?.close();
    await prerendering?.close();
    await close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
