/**
 * The next page prepared ahead (issue 38, src/entry/next-page.ts): on tenant A's production
 * build, a visitor on `/services` rests the pointer on a service's link, and Chromium prerenders
 * that page from the pages' Speculation Rules (`moderate`: a resting pointer, a finger touching
 * down); the click shows it. The page shown is the one prepared (not a new load), it shows no
 * loading cover in any frame, and its heading is drawn.
 *
 * Playwright cannot see this road: Chromium does not prerender for a page a DevTools session is
 * attached to without the tab target, and Playwright attaches that way. Puppeteer attaches through
 * the tab target (scripts/bench-next-prerendered.ts says what else it takes). The page's own probe
 * (an inline script the copy's CSP allows by hash: Puppeteer adds no script to a prerendered
 * page) notes its first frames in localStorage, read from another tab of the visit.
 */
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSiteData } from '../../src/site-data/parse';
import { serviceSlug } from '../../src/site-data/selectors';
import { withScript } from '../../scripts/bench-next-prerendered';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE } from '../support/browser';
import { buildSite, LOCAL, PORTS, ROOT, testEnv } from '../support/build';
import { FakeService } from '../support/fake-service';
import { fixtureText } from '../support/fixtures';
import { startStaticServer, type StaticServer } from '../support/static-server';

const TENANT_RAW = fixtureText('tenant-a', { BUCKET: LOCAL(PORTS.bucket), RELAY: `${LOCAL(PORTS.relay)}/relay` });
const SERVICES = parseSiteData(JSON.parse(TENANT_RAW)).data.dbServices.map((s) => `/${encodeURIComponent(serviceSlug(s.name))}`);
const NOTES = '__prerenderProbe';

/**
 * Run first in every document (page source). From its first frame on (a page prerendered ahead
 * draws none until it is shown), for three frames: whether the loading cover was visible in any,
 * whether the heading was drawn, and whether the document was prerendered and then shown.
 */
const PROBE = `(() => {
  const notes = { prerendered: document.prerendering === true, frames: 0, cover: false, heading: '', laterPage: false };
  const frame = () => {
    notes.frames += 1;
    if (document.documentElement.hasAttribute('data-later-page')) notes.laterPage = true;
    const cover = document.querySelector('[data-testid="loading-overlay"]');
    if (cover && getComputedStyle(cover).display !== 'none') notes.cover = true;
    const h1 = document.querySelector('h1');
    if (h1 && h1.getBoundingClientRect().height > 0) notes.heading = h1.textContent;
    if (notes.frames < 3) return void requestAnimationFrame(frame);
    notes.activated = (performance.getEntriesByType('navigation')[0]?.activationStart ?? 0) > 0;
    const all = JSON.parse(localStorage.getItem(${JSON.stringify(NOTES)}) || '{}');
    all[location.pathname] = notes;
    localStorage.setItem(${JSON.stringify(NOTES)}, JSON.stringify(all));
  };
  requestAnimationFrame(frame);
})()`;

interface Notes {
  /** Marked a later page of the visit (site-data/visit-cover.ts): its cover is never shown. */
  laterPage: boolean;
  prerendered: boolean;
  activated: boolean;
  frames: number;
  cover: boolean;
  heading: string;
}

let browser: Browser;
let app: StaticServer;
let bucket: StaticServer;
const data = new FakeService();

beforeAll(async () => {
  data.on('/paginas/tenant-a', { raw: TENANT_RAW });
  await data.listen(PORTS.data);
  bucket = await startStaticServer(path.join(ROOT, 'public', 'demo-assets'), '/img/', PORTS.bucket);
  const dir = withScript(await buildSite(testEnv('tenant-a')), 'prerender-probe', PROBE);
  app = await startStaticServer(dir, '/', PORTS.app);
  browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([app?.close(), bucket?.close(), data.close()]);
});

/** What the page at `route` noted, read from `reader` (another tab of the visit) once it has. */
async function notesOf(reader: Page, route: string): Promise<Notes> {
  const noted = await reader.waitForFunction((key, at) => JSON.parse(localStorage.getItem(key) || '{}')[at] ?? null, { timeout: 15_000, polling: 100 }, NOTES, route);
  return (await noted.jsonValue()) as Notes;
}

describe('the next page prepared ahead', () => {
  it('a service page Chromium prerendered under the resting pointer is the page the click shows, with no cover frame', async () => {
    const context = await browser.createBrowserContext();
    try {
      const reader = await context.newPage();
      await reader.goto(`${app.origin}/robots.txt`);
      const page = await context.newPage();
      await page.setViewport({ ...PHONE, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
      // Puppeteer's own session on the page, through the tab target: one attached to the page
      // directly (`createCDPSession`) would stop Chromium from prerendering.
      const session = (page as unknown as { _client(): { send(method: string): Promise<unknown>; on(event: string, listener: (e: { key?: { url?: string }; status?: string }) => void): void } })._client();
      const statuses: string[] = [];
      session.on('Preload.prerenderStatusUpdated', (e) => statuses.push(`${new URL(e.key?.url ?? '', app.origin).pathname} ${e.status}`));
      await session.send('Preload.enable');

      await page.goto(`${app.origin}/services`);
      // Its first frames may come after the cover has lifted on a busy machine (the record answered
      // and a second passed): what says it is the visit's first page is the head script's decision.
      expect((await notesOf(reader, '/services')).laterPage, 'the first page of the visit keeps its cover').toBe(false);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-cover-done'), { timeout: 15_000 });

      const target = SERVICES[0]!;
      const link = await page.waitForSelector(`main a[href="${target}"]`);
      await link!.scrollIntoView();
      const box = await link!.boundingBox();
      expect(box).not.toBeNull();
      // The pointer rests on the link: the page behind it is prepared, hidden.
      await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
      await expect.poll(() => statuses, { timeout: 15_000 }).toContain(`${target} Ready`);
      expect(await reader.evaluate((key, at) => JSON.parse(localStorage.getItem(key) || '{}')[at] ?? null, NOTES, target), 'no frame drawn while prepared').toBeNull();

      await page.mouse.down();
      // The page this session drove may be gone before it answers: the prerendered one took its place.
      await page.mouse.up().catch(() => undefined);
      const shown = await notesOf(reader, target);
      expect(shown, 'the page prepared ahead is the one shown').toMatchObject({ prerendered: true, activated: true });
      expect(shown.cover, 'no frame of the page shown has the cover').toBe(false);
      expect(shown.heading).not.toBe('');
      expect(statuses).not.toContain(`${target} Failure`);
    } finally {
      await context.close();
    }
  }, 90_000);
});
