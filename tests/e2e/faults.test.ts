/**
 * Faults: the production build of tenant A in real Chromium against real local
 * services that fail on purpose. The data service down (connection refused), slower than the
 * 8 s timeout, answering 500, HTML or truncated JSON, with and without a last good record saved
 * on the device; the reviews service and the weather API failing the same ways; IndexedDB
 * unavailable or full; a new deployment while a page with a queued request is open. The page
 * keeps working every time, and no queued request is lost (the relay is a real local server).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LOCAL, PORTS } from '../support/build';
import { DESKTOP, launchBrowser, launchPersistent, PHONE, stubInternet, waitForApp, watchErrors } from '../support/browser';
import { FakeService, type Reply } from '../support/fake-service';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { buildSiteAsync, PAGE_ID, pwaBuildEnv, startPwaServices, type PwaServices } from '../build/pwa-env';
import { en } from '../../src/i18n/en';

type Fault = 'down' | 'slow' | '500' | 'html' | 'truncated';
const FAULTS: Fault[] = ['down', '500', 'html', 'truncated', 'slow'];
const RECORD_PATH = `/paginas/${PAGE_ID}`;
const BUILD_NAME = 'Barton Creek Stone & Landscape';
const FRESH_NAME = 'Barton Creek Stone & Landscape Co.';

let services: PwaServices;
let relay: FakeService;
let app: StaticServer;
let browser: Browser;
let buildDir: string;
let dataFault: Fault | 'ok' = 'ok';
let relayUp = true;
let reviewsFault: Fault | 'ok' = 'ok';
let weatherFault: Fault | 'ok' = 'ok';
let replacedData: FakeService | undefined;

function faultReply(fault: Fault, good: unknown): Reply {
  if (fault === '500') return { status: 500, body: { error: 'internal error' } };
  if (fault === 'html') return { raw: '<!doctype html><title>502 Bad Gateway</title><h1>Bad Gateway</h1>', contentType: 'text/html' };
  if (fault === 'truncated') return { raw: JSON.stringify(good).slice(0, 400) };
  if (fault === 'slow') return { delayMs: 20_000, body: good };
  return { hang: true };
}

/** Connection refused: nothing listens on the port while the fault lasts. */
let dataIsDown = false;
async function setDataDown(down: boolean): Promise<void> {
  dataIsDown = down;
  if (down) {
    await services.data.close();
    if (services.data === replacedData) replacedData = undefined;
  }
  else {
    if (replacedData) await replacedData.close();
    replacedData = services.data = new FakeService();
    routeData(services.data);
    await services.data.listen(PORTS.data);
  }
}

function routeData(data: FakeService) {
  data.on(RECORD_PATH, () => (dataFault === 'ok' || dataFault === 'down' ? { body: services.record } : faultReply(dataFault, services.record)));
}

beforeAll(async () => {
  services = await startPwaServices();
  // Weather on (appended: positions 3 and 4 have their own roles), so the widget can fail too.
  (services.record.simpleWidgets as unknown[]).push({ val: 'Wheather', activo: true });
  routeData(services.data);
  services.reviews.on(`/api/reviews/${String(services.record.docId)}`, () =>
    reviewsFault === 'ok' ? { body: [{ Date: '2025-05-01', ReviewsStars: 5 }] } : faultReply(reviewsFault, [{ Date: '2025-05-01', ReviewsStars: 5 }]),
  );
  relay = new FakeService();
  relay.on('/send', (req) => {
    if (!relayUp) return { status: 503, body: { error: 'relay down' } };
    accepted.push(req.json as { nombre?: string; toEmail?: string });
    return { body: { ok: true } };
  });
  await relay.listen(PORTS.relay);
  buildDir = await buildSiteAsync(pwaBuildEnv());
  app = await startStaticServer(buildDir, '/', PORTS.app);
  browser = await launchBrowser();
});

afterAll(async () => {
  // services.close() closes the data service it started; a replacement (after 'down') is ours.
  if (replacedData) await replacedData.close();
  await browser?.close();
  await app?.close();
  await relay?.close();
  await services?.close();
});

/** A context whose pages run without the service worker (the page's own fallbacks under test). */
async function pageContext(init?: () => void): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  await stubInternet(context);
  await context.route(/^https:\/\/(api|geocoding-api)\.open-meteo\.com\//, (route) => {
    if (weatherFault === 'down' || weatherFault === 'slow') return route.abort('connectionrefused');
    if (weatherFault === '500') return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":true}' });
    if (weatherFault === 'html') return route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>Service Unavailable</body></html>' });
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{"current":{"time":"2026-05-01T10:00","tempera' });
  });
  if (init) await context.addInitScript(init);
  return context;
}

/** Console errors that are not the app's own logged fallbacks or the browser's network lines. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource|net::ERR_|Site data could not be (loaded|saved)|Outbox|status of 50\d/.test(e));

async function open(context: BrowserContext, route: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const { errors } = watchErrors(page);
  await page.goto(`${app.origin}${route}`);
  await waitForApp(page);
  return { page, errors };
}

/** The page is not blank: its heading, the business's name and a phone link are on screen. */
async function assertWorking(page: Page, name: string, label: string) {
  expect(await page.locator('h1').first().isVisible(), `${label}: h1`).toBe(true);
  await page.getByText(name, { exact: true }).first().waitFor({ timeout: 10_000 });
  expect(await page.locator('a[href^="tel:+1512"]').count(), `${label}: phone link`).toBeGreaterThan(0);
}

/** Requests the relay accepted (2xx), by the lead's first name. */
const accepted: { nombre?: string; toEmail?: string }[] = [];
const posts = (name: string) => accepted.filter((r) => r?.nombre === name);

async function submitLead(page: Page, name: string) {
  await page.locator('#contact-name').waitFor();
  await page.fill('#contact-name', name);
  await page.fill('#contact-phone', '512-555-0100');
  await page.locator('[data-testid="lead-form"] button[type="submit"]').first().click();
}

/** Each recipient exactly once (tenant A has two addresses). */
async function expectDeliveredOnce(name: string, timeout = 20_000) {
  await expect.poll(() => posts(name).length, { timeout, interval: 250 }).toBeGreaterThanOrEqual(2);
  await new Promise((r) => setTimeout(r, 500));
  const to = posts(name).map((p) => p.toEmail).sort();
  expect(to).toEqual(['estimates@bartoncreekstone.example', 'hello@bartoncreekstone.example']);
}

describe('data service faults', () => {
  it('without a saved record: every fault shows the page it was built with, never a blank page', async () => {
    try {
      for (const fault of FAULTS) {
        dataFault = fault;
        if (fault === 'down') await setDataDown(true);
        const context = await pageContext();
        const started = Date.now();
        const { page, errors } = await open(context, '/about');
        await assertWorking(page, BUILD_NAME, fault);
        // The slow answer would come after 20 s: the page gave up at its 8 s timeout instead.
        if (fault === 'slow') expect(Date.now() - started, 'gave up at the 8 s timeout').toBeLessThan(15_000);
        expect(unexpected(errors), `${fault}: ${errors.join('\n')}`).toEqual([]);
        await context.close();
        if (fault === 'down') await setDataDown(false);
      }
    } finally {
      dataFault = 'ok';
      if (dataIsDown) await setDataDown(false);
    }
  });

  it('with a saved good record: every fault shows the last good record, not the older built one', async () => {
    services.record.dbPrincipal.name = FRESH_NAME;
    try {
      const context = await pageContext();
      const { page } = await open(context, '/about');
      await page.getByText(FRESH_NAME, { exact: true }).first().waitFor({ timeout: 10_000 });
      for (const fault of FAULTS) {
        dataFault = fault;
        if (fault === 'down') await setDataDown(true);
        const { errors } = watchErrors(page);
        await page.reload();
        await waitForApp(page);
        await assertWorking(page, FRESH_NAME, `${fault} (saved)`);
        expect(unexpected(errors), `${fault}: ${errors.join('\n')}`).toEqual([]);
        if (fault === 'down') await setDataDown(false);
      }
      await context.close();
    } finally {
      dataFault = 'ok';
      if (dataIsDown) await setDataDown(false);
      services.record.dbPrincipal.name = BUILD_NAME;
    }
  });
});

describe('reviews service and weather faults', () => {
  it('the page keeps working and the widgets fall back quietly', async () => {
    const context = await pageContext();
    for (const fault of ['500', 'html', 'truncated', 'down'] as const) {
      reviewsFault = fault;
      weatherFault = fault;
      if (fault === 'down') await services.reviews.close();
      const { page, errors } = await open(context, '/about');
      await assertWorking(page, BUILD_NAME, `reviews/weather ${fault}`);
      // The weather widget says it has nothing rather than breaking.
      const weatherBtn = page.getByRole('button', { name: en.widgets.weather, exact: true });
      if (!(await weatherBtn.isVisible())) await page.getByTestId('widgets-toggle').click();
      await weatherBtn.click();
      await page.getByText(en.widgets.weatherUnavailable).waitFor({ timeout: 15_000 });
      await page.keyboard.press('Escape');
      // The reviews page still renders its heading and the rest of the site.
      await page.goto(`${app.origin}/reviews`);
      await waitForApp(page);
      await assertWorking(page, BUILD_NAME, `reviews page ${fault}`);
      expect(unexpected(errors), `${fault}: ${errors.join('\n')}`).toEqual([]);
      await page.close();
    }
    await context.close();
    reviewsFault = 'ok';
    weatherFault = 'ok';
  });
});

describe('IndexedDB faults', () => {
  const cases: [string, () => void][] = [
    [
      'unavailable',
      () => {
        const refuse = () => {
          throw new DOMException('IndexedDB is disabled in this profile', 'InvalidStateError');
        };
        IDBFactory.prototype.open = refuse;
      },
    ],
    [
      'full',
      () => {
        const full = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
        IDBObjectStore.prototype.put = full;
        IDBObjectStore.prototype.add = full;
      },
    ],
  ];

  for (const [label, init] of cases) {
    it(`${label}: the site renders, the form says the request could not be saved and offers call/WhatsApp, and the lead still arrives`, async () => {
      relayUp = false;
      const name = `Ana IDB ${label}`;
      const context = await pageContext(init);
      try {
        const { page, errors } = await open(context, '/contact');
        await assertWorking(page, BUILD_NAME, label);
        await submitLead(page, name);
        const status = page.locator('[role="status"][data-status]').filter({ hasText: en.form.notSaved });
        await status.waitFor({ timeout: 15_000 });
        expect(await status.textContent()).not.toContain('saved on this device');
        expect(await status.locator('a[href^="tel:+1512"]').count()).toBe(1);
        expect(await status.locator('a[href^="https://wa.me/1512"]').count()).toBe(1);
        // What the visitor typed stays in the form.
        expect(await page.inputValue('#contact-name')).toBe(name);
        // The relay comes back while the page is open: the lead kept in memory is delivered.
        relayUp = true;
        await expectDeliveredOnce(name, 25_000);
        expect(unexpected(errors), errors.join('\n')).toEqual([]);
      } finally {
        relayUp = true;
        await context.close();
      }
    });
  }
});

describe('a new deployment mid-visit', () => {
  it('keeps the open page working and delivers a request queued before the update', async () => {
    // Build B: the same site with a different worker script, as any new deployment has.
    const buildB = `${buildDir}-next`;
    fs.rmSync(buildB, { recursive: true, force: true });
    fs.cpSync(buildDir, buildB, { recursive: true });
    fs.appendFileSync(path.join(buildB, 'sw.js'), `\n// deployment ${Date.now()}\n`);
    const persistent = await launchPersistent(DESKTOP);
    try {
      await stubInternet(persistent.context);
      const page = await persistent.context.newPage();
      const { errors } = watchErrors(page);
      await page.goto(`${LOCAL(PORTS.app)}/contact`);
      await waitForApp(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 45_000 });

      relayUp = false;
      const name = 'Ana Update';
      await submitLead(page, name);
      await page.locator('[role="status"][data-status="saved"]').waitFor({ timeout: 15_000 });
      expect(await page.locator('[role="status"][data-status="saved"]').textContent()).toContain('saved on this device');

      app.setRoot(buildB);
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      await page.getByText('A new version of this site is available.').waitFor({ timeout: 45_000 });
      // The site keeps working before the visitor decides: a link still opens the next page.
      await page.locator('a[href="/about"]').first().click();
      await page.waitForURL(/\/about$/);
      await page.getByText(BUILD_NAME, { exact: true }).first().waitFor();

      relayUp = true;
      await Promise.all([page.waitForEvent('load', { timeout: 45_000 }), page.getByRole('button', { name: 'Update' }).click()]).catch(async (err: unknown) => {
        // This wait has failed now and then in CI (never here): say where the worker stood.
        const state = await page
          .evaluate(async () => {
            const r = await navigator.serviceWorker.getRegistration();
            return { installing: r?.installing?.state ?? null, waiting: r?.waiting?.state ?? null, active: r?.active?.state ?? null, controller: navigator.serviceWorker.controller?.state ?? null, url: location.href };
          })
          .catch((e: unknown) => String(e));
        throw new Error(`no reload after Update: ${JSON.stringify(state)}`, { cause: err });
      });
      await waitForApp(page);
      await assertWorking(page, BUILD_NAME, 'after update');
      await expectDeliveredOnce(name, 45_000);
      expect(unexpected(errors), errors.join('\n')).toEqual([]);
    } finally {
      relayUp = true;
      app.setRoot(buildDir);
      await persistent.close();
      fs.rmSync(buildB, { recursive: true, force: true });
    }
  });
});
