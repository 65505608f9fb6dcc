/**
 * A visit, not a page: a visitor opens a page of tenant A in a new tab on a phone, then taps
 * links to other pages, reloads and goes Back. The loading cover is the visit's (DECISIONS.md §
 * Loading): its first page shows it, no later page shows it for a single frame. Each document is
 * watched from its first frame by a probe the test adds before any of the page's own scripts.
 * And every page is complete with no tap: the reviews page's summary comes from the reviews
 * service while the visitor touches nothing, as the badge does.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSiteData } from '../../src/site-data/parse';
import { serviceSlug } from '../../src/site-data/selectors';
import { PHONE, launchAsVisitor, launchBrowser, stubInternet, waitForApp, watchErrors } from '../support/browser';
import { buildSite, LOCAL, PORTS, ROOT, testEnv } from '../support/build';
import { FakeService } from '../support/fake-service';
import { fixtureText } from '../support/fixtures';
import { startStaticServer, type StaticServer } from '../support/static-server';

const TENANT_RAW = fixtureText('tenant-a', { BUCKET: LOCAL(PORTS.bucket), RELAY: `${LOCAL(PORTS.relay)}/relay` });
const SERVICES = parseSiteData(JSON.parse(TENANT_RAW)).data.dbServices.map((s) => `/${encodeURIComponent(serviceSlug(s.name))}`);

let browser: Browser;
let app: StaticServer;
let bucket: StaticServer;
const data = new FakeService();
const reviews = new FakeService();
// 5, 5, 4, 4 and 2 stars: the average counts 3 stars and up over all five, 18 / 5.
const REVIEWS = [5, 5, 4, 4, 2].map((stars, i) => ({ Date: `2026-0${i + 1}-01`, ReviewsStars: stars }));

beforeAll(async () => {
  data.on('/paginas/tenant-a', { raw: TENANT_RAW });
  reviews.on('/api/reviews/tenant-a-doc', { body: REVIEWS });
  await Promise.all([data.listen(PORTS.data), reviews.listen(PORTS.reviews)]);
  bucket = await startStaticServer(path.join(ROOT, 'public', 'demo-assets'), '/img/', PORTS.bucket);
  app = await startStaticServer(await buildSite(testEnv('tenant-a')), '/', PORTS.app);
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([app?.close(), bucket?.close(), data.close(), reviews.close()]);
});

/**
 * Added to every document before its own scripts: on each frame (a `requestAnimationFrame`
 * callback runs just before the frame is painted) and on each change of the DOM, whether the
 * loading cover is in the page and not hidden.
 */
function coverProbe(): void {
  const seen = { frames: 0, cover: false };
  (window as unknown as { __coverProbe: typeof seen }).__coverProbe = seen;
  const look = () => {
    const cover = document.querySelector('[data-testid="loading-overlay"]');
    if (cover && getComputedStyle(cover).display !== 'none') seen.cover = true;
  };
  const frame = () => {
    seen.frames += 1;
    look();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
}

/** What the probe saw on the page shown now, once it has shown a few frames. */
async function probed(page: Page): Promise<{ frames: number; cover: boolean }> {
  await page.waitForFunction(() => ((window as unknown as { __coverProbe?: { frames: number } }).__coverProbe?.frames ?? 0) >= 3);
  return page.evaluate(() => (window as unknown as { __coverProbe: { frames: number; cover: boolean } }).__coverProbe);
}

/** A phone's tab in `from` (the suite's browser, or a visitor's with its back/forward cache), watching for the cover unless `probe` is false. */
async function newTab(from: Browser = browser, probe = true): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await from.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  await stubInternet(context);
  if (probe) await context.addInitScript(coverProbe);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page).errors };
}

/** Taps the link to `href` on the page shown and waits for that page. */
async function tapTo(page: Page, href: string): Promise<void> {
  const arrived = page.waitForURL(`${app.origin}${href}`);
  await page.locator(`main a[href="${href}"]`).first().tap();
  await arrived;
}

describe('the loading cover is the visit\'s, not the page\'s', () => {
  it('shows on the first page of a new tab; a tapped link, a reload and Back show no cover frame', async () => {
    const { context, page, errors } = await newTab();
    try {
      await page.goto(`${app.origin}/services`);
      expect((await probed(page)).cover, 'the first page of the visit is covered').toBe(true);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-cover-done'), undefined, { timeout: 10_000 });

      await tapTo(page, SERVICES[0]!);
      expect(await probed(page), 'a tapped link').toMatchObject({ cover: false });
      expect(await page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
      await tapTo(page, SERVICES[1]!);
      expect(await probed(page), 'another tapped link').toMatchObject({ cover: false });

      await page.reload();
      expect(await probed(page), 'a reload').toMatchObject({ cover: false });
      await page.goBack();
      expect(page.url()).toBe(`${app.origin}${SERVICES[0]!}`);
      expect(await probed(page), 'Back').toMatchObject({ cover: false });
      expect(errors.filter((e) => e.startsWith('pageerror:'))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('a new tab on the same site, with the first still open, is a visit of its own: its first page is covered', async () => {
    const { context, page } = await newTab();
    try {
      await page.goto(`${app.origin}/about`);
      expect((await probed(page)).cover).toBe(true);
      const second = await context.newPage();
      await second.goto(`${app.origin}/about`);
      expect((await probed(second)).cover).toBe(true);
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe('the next page at once', () => {
  it('on a visit the worker controls, a tapped link shows the next page with no cover frame', async () => {
    const { context, page, errors } = await newTab();
    try {
      await page.goto(`${app.origin}/services`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      await tapTo(page, SERVICES[0]!);
      expect(await probed(page), 'no cover frame').toMatchObject({ cover: false });
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'answered by the worker').toBe(true);
      await tapTo(page, SERVICES[1]!);
      expect(await probed(page), 'no cover frame').toMatchObject({ cover: false });
      expect(errors.filter((e) => e.startsWith('pageerror:'))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  it('a page visited before opens at once while the host hangs: the worker answers it from the copy it kept', async () => {
    const { context, page, errors } = await newTab();
    const first = SERVICES[0]!;
    let held: { seen: Promise<void>; release(): void } | undefined;
    try {
      await page.goto(`${app.origin}/services`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      await tapTo(page, first);
      await tapTo(page, SERVICES[1]!);
      // From here the host answers nothing for that page: a phone's signal gone bad in the yard.
      held = app.hold((u) => u.pathname === first);
      let asked = false;
      void held.seen.then(() => (asked = true));
      await tapTo(page, first);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await heading.waitFor({ state: 'visible', timeout: 3000 });
      expect(await probed(page), 'no cover frame').toMatchObject({ cover: false });
      expect(asked, 'the host was not asked for a page the worker kept').toBe(false);
      expect(errors.filter((e) => e.startsWith('pageerror:'))).toEqual([]);
    } finally {
      held?.release();
      await context.close();
    }
  }, 90_000);
});

describe('Back is at once', () => {
  it('Back shows the page as the visitor left it (its place; the same document with the app running when the browser kept it), after the app ran on it', async () => {
    // Playwright turns the cache off; a visitor's Chromium has it on.
    const cached = await launchAsVisitor();
    try {
      const { context, page } = await newTab(cached, false);
      await page.goto(`${app.origin}/services`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      // The visitor scrolls (the app starts), then taps a service.
      await page.mouse.move(200, 400);
      await page.mouse.wheel(0, 400);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), undefined, { timeout: 30_000 });
      // ... down to the service, mid-screen: the tap then scrolls nothing itself (Playwright scrolls
      // a link the header or a widget covers, and the place left would not be the one read here).
      await page.locator(`main a[href="${SERVICES[0]!}"]`).first().evaluate((a) => a.scrollIntoView({ block: 'center', behavior: 'instant' }));
      const scrolled = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY))));
      expect(scrolled, 'the visitor has scrolled').toBeGreaterThan(0);
      await page.evaluate(() => ((window as unknown as { __left: boolean }).__left = true));
      // A phone's CPU (4x slower): Back's answer must not depend on what the app on either page is
      // still doing as the visitor taps and comes back.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await tapTo(page, SERVICES[0]!);
      await page.goBack({ waitUntil: 'commit' });
      await page.waitForFunction(() => location.pathname === '/services' && document.readyState === 'complete');
      const back = await page.evaluate(() => ({
        kept: (window as unknown as { __left?: boolean }).__left ?? false,
        app: document.documentElement.hasAttribute('data-app-ready'),
        later: document.documentElement.hasAttribute('data-later-page'),
        reasons: ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: { reasons?: { reason: string }[] } | null }).notRestoredReasons?.reasons ?? []).map((r) => r.reason),
      }));
      if (back.kept) {
        expect(back.app, 'the same document, with the app as it was').toBe(true);
        // Restored with the page, or a frame after on a busy box: the place the visitor left.
        await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'where the visitor was', timeout: 5000 }).toBe(scrolled);
      } else {
        // The browser restores the place of a page it loads again as the page grows: the link the
        // visitor tapped is on the screen again (to the pixel only when the browser kept the page).
        await expect
          .poll(() => page.locator(`main a[href="${SERVICES[0]!}"]`).first().evaluate((a) => {
            const r = a.getBoundingClientRect();
            return window.scrollY > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
          }), { message: 'the tapped link on the screen again', timeout: 5000 })
          .toBe(true);
        // Chromium may still drop a kept page for reasons of its own (with DevTools attached, 1 in
        // 6 here and most under a busy CI: "IgnoreEventAndEvict", which the page sees masked).
        // Nothing of the page's may be the reason (an unload listener, no-store, an open socket,
        // a lock held: each is named), and the page loaded again is a later page: no cover.
        expect(back.reasons.filter((r) => r !== 'masked'), "nothing of the page's keeps it out of the back/forward cache").toEqual([]);
        expect(back.later, 'loaded again as a later page of the visit').toBe(true);
      }
    } finally {
      await cached.close();
    }
  }, 90_000);
});

describe('Back after a reload', () => {
  it('a page reached by a link in the menu once the app runs, reloaded, then Back: the page before it, not the reloaded one under its address', async () => {
    // A visitor's Chromium (its back/forward cache on). Until 29 Nov 2026 the app followed links in
    // its document, and a reload kept those entries in the reloaded one: Back was a traversal
    // within it and showed the reloaded page under the other's address. Every page is now its own.
    const cached = await launchAsVisitor();
    try {
      const { page, errors } = await newTab(cached, false);
      await page.goto(`${app.origin}/services`);
      const before = await page.locator('h1').first().textContent();
      // The visitor scrolls (the app starts), then taps a service.
      await page.mouse.move(200, 400);
      await page.mouse.wheel(0, 400);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), undefined, { timeout: 30_000 });
      await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
      // Through the phone menu, which the app has hydrated.
      await page.locator('header button[data-early-menu]').tap();
      const menu = page.locator('dialog[data-menu-drawer][open]');
      await menu.locator('summary').first().tap();
      const link = menu.locator('details a[href]').first();
      const href = (await link.getAttribute('href'))!;
      await link.tap();
      await page.waitForURL((u) => decodeURI(u.pathname) === decodeURI(href));
      expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same ?? false), 'a page of its own (decision 0020)').toBe(false);
      await page.waitForFunction((h) => document.querySelector('h1')?.textContent !== h, before);
      const service = await page.locator('h1').first().textContent();
      await page.reload();
      await page.waitForFunction((h) => document.querySelector('h1')?.textContent === h, service);
      await page.goBack({ waitUntil: 'commit' });
      await page.waitForFunction(() => location.pathname === '/services');
      await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 }).toBe(before);
      expect(errors.filter((e) => e.startsWith('pageerror:'))).toEqual([]);
    } finally {
      await cached.close();
    }
  }, 90_000);
});

describe('every page is complete with no tap', () => {
  it("the reviews page shows the service's average and count, and the reviews widget, while the visitor touches nothing; the app keeps them", async () => {
    const { context, page, errors } = await newTab();
    // The widget's script (a third party's, stubbed at the network layer): it draws a review into its container.
    await context.route(/^https:\/\/static\.elfsight\.com\//, (r) =>
      r.fulfill({ status: 200, contentType: 'text/javascript', body: `for (const el of document.querySelectorAll('[class*="elfsight-app-"]')) el.append(Object.assign(document.createElement('p'), { textContent: 'A review the widget drew' }));` }),
    );
    try {
      await page.goto(`${app.origin}/reviews`);
      const summary = page.getByTestId('reviews-summary');
      await summary.waitFor({ state: 'visible', timeout: 15_000 });
      expect(await page.getByTestId('reviews-average').textContent()).toBe('3.60');
      expect(await page.getByTestId('reviews-count').textContent()).toBe('5 reviews');
      expect(await page.locator('[data-live-summary-loading]').isVisible(), 'no "Loading" left').toBe(false);
      // The widget, which only the app draws, on the first screen: the app starts for it, with no tap,
      // and its skeleton ("Loading") gives way to the reviews.
      await page.getByText('A review the widget drew').waitFor({ state: 'visible', timeout: 20_000 });
      expect(await page.locator('[data-testid="reviews-embed"] [aria-busy="true"]').count(), 'no skeleton left').toBe(0);
      expect(await page.evaluate(() => document.documentElement.dataset.appStart ?? null), 'started by the page, for the widget').toBe('needs-app-near');

      await waitForApp(page);
      await page.locator('[data-live-summary]').waitFor({ state: 'detached', timeout: 15_000 });
      expect(await summary.isVisible()).toBe(true);
      expect(await page.getByTestId('reviews-average').textContent()).toBe('3.60');
      expect(await page.getByTestId('reviews-count').textContent()).toBe('5 reviews');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
