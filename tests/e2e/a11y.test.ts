/**
 * Accessibility gate: axe-core scans the production builds in Chromium at phone
 * and desktop widths, with WCAG 2.0/2.1 A and AA, WCAG 2.2 AA and best-practice rules, and expects zero
 * violations. The embedded demo: every fixed route, three service pages, one landing gallery and
 * the not-found page, plus the states a visitor opens (estimate modal and welcome image on the
 * home page, mobile menu, WhatsApp chat, gallery viewer, video player, the card's back face).
 * A reduced one-page Spanish site (tenant-b-es): its home (modal open and closed) and not-found.
 * Pages whose parts are still loading, at 390 px (loading placeholders must pass too): tenant-a's
 * reviews page before its reviews have come, and the demo's weather popup while its code is on its
 * way (each shows a spinner, which must have a name); the spinners the app shows while it waits for
 * a service (at most 8 s, less than a scan may take) are checked for their name alone.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { format } from '../../src/i18n';
import { axeScan } from '../support/axe';
import { DESKTOP, PHONE, launchBrowser, stubInternet, waitForApp } from '../support/browser';
import { buildSite, LOCAL, PORTS, ROOT, testEnv } from '../support/build';
import { FakeService, type Reply } from '../support/fake-service';
import { fixtureText } from '../support/fixtures';
import { startStaticServer, type StaticServer } from '../support/static-server';

const VIEWPORTS = [
  ['390 px', PHONE],
  ['1280 px', DESKTOP],
] as const;
/** The home page's on-load popups, marked as already seen for the scans of the plain pages. */
const POPUPS_SEEN = JSON.stringify({ estimate: true, welcome: true });

const DEMO_ROUTES = [
  '/',
  '/about',
  '/services',
  '/tree-removal',
  '/patios---pavers',
  '/water-features---ponds',
  '/gallery',
  '/gallery/tree-removal',
  '/reviews',
  '/our-videos',
  '/contact',
  '/find-us-on',
  '/digitalcard',
  '/no-such-page',
];

let browser: Browser;
let app: StaticServer;
let bucket: StaticServer;
const data = new FakeService();
const reviews = new FakeService();
let demoDir: string;
let esDir: string;

beforeAll(async () => {
  // tenant-b-es is served by a local data service (read by the prerender and the browser), its
  // images by a local "bucket" holding the demo's pictures.
  data.on('/paginas/tenant-b-es', { raw: fixtureText('tenant-b-es', { BUCKET: `${LOCAL(PORTS.bucket)}`, RELAY: `${LOCAL(PORTS.relay)}/relay` }) });
  reviews.on('/api/reviews/tenant-b-doc', { body: [{ Date: '2025-05-01', ReviewsStars: 5 }, { Date: '2025-04-01', ReviewsStars: 4 }] });
  await Promise.all([data.listen(PORTS.data), reviews.listen(PORTS.reviews)]);
  bucket = await startStaticServer(path.join(ROOT, 'public', 'demo-assets'), '/img/', PORTS.bucket);
  // One build per tenant, one after the other (two cores).
  demoDir = await buildSite({ VITE_SITE_URL: LOCAL(PORTS.app) });
  esDir = await buildSite(testEnv('tenant-b-es'));
  app = await startStaticServer(demoDir, '/', PORTS.app);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([app?.close(), bucket?.close(), data.close(), reviews.close()]);
});

async function newContext(viewport: { width: number; height: number }, popups: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  await stubInternet(context);
  if (!popups) await context.addInitScript((seen) => sessionStorage.setItem('canopy:home-popups', seen), POPUPS_SEEN);
  return context;
}

async function open(context: BrowserContext, route: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(app.origin + route);
  await waitForApp(page);
  return page;
}

/** Violations as readable lines, for the failure message (tests/support/axe.ts). */
async function violations(page: Page): Promise<string[]> {
  const scan = await axeScan(page);
  // A scan that checked nothing (blank page, axe not injected) must not pass as clean.
  expect(scan.passes, 'axe checked the page').toBeGreaterThan(10);
  return scan.violations;
}

/**
 * Page source: the focused control's ring (its outline, or the outline its `::after` draws round
 * a card it covers) and its contrast with what is behind the ring: the nearest opaque background
 * up the page, or on a band over a photo (a photo laid absolutely in that background: the hero,
 * the slogan band) the photo's overlay, which the site keeps dark under white text. `null` when
 * nothing is focused; a ratio of 0 when no ring is drawn.
 */
const FOCUS_RING = `(() => {
  const a = document.activeElement;
  if (!a || a === document.body) return null;
  const label = a.tagName + ' ' + (a.getAttribute('aria-label') || a.textContent || '').trim().slice(0, 40);
  const drawn = (s) => s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
  const own = getComputedStyle(a);
  const after = getComputedStyle(a, '::after');
  const ring = drawn(own) ? own : drawn(after) ? after : null;
  if (!ring) return { label, ratio: 0 };
  const rgba = (c) => c.match(/[0-9.]+/g).map(Number);
  const lum = (c) => c.slice(0, 3).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
  let behind = [255, 255, 255];
  for (let el = a.parentElement; el; el = el.parentElement) {
    const c = rgba(getComputedStyle(el).backgroundColor);
    if ((c[3] ?? 1) <= 0.5) continue;
    const photo = [...el.children].some((k) => { const img = k.tagName === 'IMG' ? k : k.tagName === 'PICTURE' ? k.querySelector('img') : null; return !!img && getComputedStyle(img).position === 'absolute'; });
    behind = photo ? rgba(getComputedStyle(document.documentElement).getPropertyValue('--overlay-rgb')) : c;
    break;
  }
  const [hi, lo] = [lum(rgba(ring.outlineColor)), lum(behind)].sort((x, y) => y - x);
  return { label, ratio: (hi + 0.05) / (lo + 0.05) };
})()`;

describe.each(VIEWPORTS)('demo at %s: zero axe violations', (_label, viewport) => {
  let context: BrowserContext;
  beforeAll(async () => {
    app.setRoot(demoDir);
    context = await newContext(viewport, false);
  });
  afterAll(async () => context?.close());

  it(`every route: ${DEMO_ROUTES.join(' ')}`, async () => {
    // Three pages at a time: most of each scan is waiting for the loading overlay's minimum time.
    const found: Record<string, string[]> = {};
    const queue = [...DEMO_ROUTES];
    const worker = async () => {
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        const page = await open(context, route);
        const v = await violations(page);
        if (v.length) found[route] = v;
        await page.close();
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    expect(found).toEqual({});
  }, 300_000);

  it('Tab through the home, contact and card pages: every control it reaches draws a ring of 3:1 or more against what is behind it', async () => {
    const weak: string[] = [];
    for (const route of ['/', '/contact', '/digitalcard']) {
      const page = await open(context, route);
      const seen = new Set<string>();
      for (let i = 0; i < 90; i++) {
        await page.keyboard.press('Tab');
        const stop = (await page.evaluate(FOCUS_RING)) as { label: string; ratio: number } | null;
        if (!stop || seen.has(stop.label)) continue;
        seen.add(stop.label);
        if (!(stop.ratio >= 3)) weak.push(`${route} ${stop.label}: ${stop.ratio.toFixed(2)}`);
      }
      expect(seen.size, `${route}: Tab reached its controls`).toBeGreaterThan(10);
      await page.close();
    }
    expect(weak).toEqual([]);
  }, 120_000);

  it('home with the estimate modal open on load, then the welcome image, then both closed', async () => {
    const popups = await newContext(viewport, true);
    const page = await open(popups, '/');
    const estimate = page.getByRole('dialog', { name: en.home.estimateTitle });
    await estimate.waitFor({ state: 'visible' });
    expect(await violations(page), 'estimate modal open').toEqual([]);
    await estimate.getByRole('button', { name: en.common.close }).click();
    await estimate.waitFor({ state: 'detached' });
    const welcome = page.getByRole('dialog');
    await welcome.waitFor({ state: 'visible' });
    expect(await violations(page), 'welcome image open').toEqual([]);
    await page.keyboard.press('Escape');
    await welcome.waitFor({ state: 'detached' });
    expect(await violations(page), 'popups closed').toEqual([]);
    await popups.close();
  });

  it('the WhatsApp chat open', async () => {
    const page = await open(context, '/about');
    const button = page.getByRole('button', { name: en.widgets.whatsapp, exact: true });
    if (!(await button.isVisible())) await page.getByTestId('widgets-toggle').click();
    await button.click();
    const chat = page.getByRole('dialog');
    await chat.getByTestId('whatsapp-greeting').waitFor({ timeout: 8000 });
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('the gallery viewer open', async () => {
    const page = await open(context, '/gallery');
    await page.getByRole('button', { name: format(en.gallery.openImage, { n: 2, total: 5 }) }).first().click();
    await page.getByRole('dialog').waitFor({ state: 'visible' });
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('the video player open', async () => {
    const page = await open(context, '/our-videos');
    await page.locator('main button').first().click();
    await page.getByRole('dialog').waitFor({ state: 'visible' });
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('the digital card turned to its services face', async () => {
    const page = await open(context, '/digitalcard');
    await page.getByRole('button', { name: en.card.rotate }).click();
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  if (viewport.width < 900) {
    it('the mobile menu open, with a submenu expanded', async () => {
      const page = await open(context, '/about');
      await page.getByRole('button', { name: en.nav.openMenu }).click();
      const menu = page.getByRole('dialog', { name: en.nav.label });
      await menu.waitFor({ state: 'visible' });
      expect(await violations(page), 'menu open').toEqual([]);
      const submenu = menu.locator('details');
      expect(await submenu.count(), 'the demo has service groups').toBeGreaterThan(0);
      await submenu.first().locator('summary').click();
      await expect.poll(() => submenu.first().getAttribute('open')).not.toBeNull();
      expect(await violations(page), 'submenu open').toEqual([]);
      await page.close();
    });
  }
});

describe('the gate itself', () => {
  it('reports planted violations (an image with no text alternative, grey-on-white text, an unnamed button)', async () => {
    app.setRoot(demoDir);
    const context = await newContext(PHONE, false);
    const page = await open(context, '/about');
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML('beforeend', '<img src="/demo-assets/logo.png" width="10" height="10"><p style="color:#bbb;background:#fff">Faint</p><button></button>');
    });
    const found = (await violations(page)).join('\n');
    for (const rule of ['image-alt', 'color-contrast', 'button-name']) expect(found).toContain(rule);
    await context.close();
  });
});

describe.each(VIEWPORTS)('reduced Spanish site (tenant-b-es) at %s: zero axe violations', (_label, viewport) => {
  beforeAll(() => app.setRoot(esDir));

  it('home with the estimate modal open on load, then closed', async () => {
    const context = await newContext(viewport, true);
    const page = await open(context, '/');
    const estimate = page.getByRole('dialog').filter({ has: page.locator('#estimate-title') });
    await estimate.waitFor({ state: 'visible' });
    expect(await violations(page), 'estimate modal open').toEqual([]);
    await page.keyboard.press('Escape');
    await estimate.waitFor({ state: 'detached' });
    // A welcome image may follow the modal: close it too.
    if (await page.getByRole('dialog').count()) {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    expect(await violations(page), 'popups closed').toEqual([]);
    await context.close();
  });

  it('not-found', async () => {
    const context = await newContext(viewport, false);
    const page = await open(context, '/no-such-page');
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});

/** A request held until the test lets it go: the page stays in its loading state meanwhile. */
function gate(): { promise: Promise<void>; open(): void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('at 390 px while parts of the page are loading: zero axe violations', () => {
  let tenantDir: string;
  let reviewsHeld = gate();

  beforeAll(async () => {
    // tenant-a: its reviews come from a service the test can hold (the demo's come with its pages).
    data.on('/paginas/tenant-a', { raw: fixtureText('tenant-a', { BUCKET: LOCAL(PORTS.bucket), RELAY: `${LOCAL(PORTS.relay)}/relay` }) });
    reviews.on('/api/reviews/tenant-a-doc', async (): Promise<Reply> => {
      await reviewsHeld.promise;
      return { body: [{ Date: '2025-05-01', ReviewsStars: 5 }] };
    });
    tenantDir = await buildSite(testEnv('tenant-a'));
  });

  it('the reviews page before the reviews service answers', async () => {
    app.setRoot(tenantDir);
    reviewsHeld = gate();
    const context = await newContext(PHONE, false);
    try {
      // The page asks the reviews service for the summary with no tap, and the widget on the first
      // screen starts the app with no tap (only the app draws it): both wait for the held service.
      // The state axe scans. Once the app has asked the service, it waits 8 s for the answer, less
      // than a scan takes on two busy cores (5-11 s): so the app's spinner has its name checked first.
      const page = await context.newPage();
      await page.goto(app.origin + '/reviews');
      await page.waitForLoadState('load');
      // The page's own spinner, then the app's beside it once it starts: two, so the first of them.
      await page.getByRole('main').getByRole('progressbar').first().waitFor({ state: 'visible' });
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.appStart ?? null), { timeout: 30_000 }).toBe('needs-app-near');
      await expect.poll(() => reviews.seen('/api/reviews/tenant-a-doc').length, { timeout: 15_000 }).toBeGreaterThan(0);
      await page.getByRole('main').getByRole('progressbar', { name: en.common.loading }).first().waitFor({ state: 'visible', timeout: 5000 });
      expect(await violations(page)).toEqual([]);
      reviewsHeld.open();
      await page.getByTestId('reviews-summary').waitFor();
    } finally {
      reviewsHeld.open();
      await context.close();
    }
  });

  it('a widget popup open while its code loads, then while its service has not answered', async () => {
    app.setRoot(demoDir);
    const context = await newContext(PHONE, false);
    // The popup's code: our own server's answer, held in the browser on its way (the popup shows
    // its loading state meanwhile). The weather service is on the internet, stubbed: held too.
    const codeHeld = gate();
    const weatherHeld = gate();
    let weatherAsked = () => {};
    const asked = new Promise<void>((resolve) => (weatherAsked = resolve));
    await context.route(/\/assets\/weather-popup-[\w-]+\.js$/, async (route) => {
      await codeHeld.promise;
      await route.continue();
    });
    await context.route(/open-meteo\.com\//, async (route) => {
      weatherAsked();
      await weatherHeld.promise;
      await route.fallback();
    });
    try {
      const page = await open(context, '/about');
      const button = page.getByRole('button', { name: en.widgets.weather, exact: true });
      if (!(await button.isVisible())) await page.getByTestId('widgets-toggle').click();
      await button.click();
      const spinner = page.getByRole('dialog').getByRole('progressbar');
      await spinner.waitFor({ state: 'visible' });
      expect(await violations(page), "the popup's code loading").toEqual([]);
      expect(await spinner.count()).toBeGreaterThan(0);
      // Then the weather: the popup gives the service 8 s, less than a scan may take here (see
      // the reviews page above), so its spinner's name is checked on its own.
      codeHeld.open();
      await asked;
      await page.getByRole('dialog').getByRole('progressbar', { name: en.widgets.loading }).waitFor({ state: 'visible', timeout: 5000 });
    } finally {
      codeHeld.open();
      weatherHeld.open();
      await context.close();
    }
  });
});
