/**
 * A data service's bad day, met by a visitor who has been here before. The production build of
 * tenant A under its offline worker; after a good visit the data service answers 200 with
 * something that is no usable record (`{}`, an error object, a list, `null`, an HTML page, a
 * record whose business name is empty or only zero-width spaces). The build refuses those, and
 * so must the browser: on a reload, after a scroll that starts the app, on the next page reached
 * by a tapped link, and offline afterwards, the business stays on screen in its language, and
 * the worker's copy of the record stays the good one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PORTS } from '../support/build';
import { DESKTOP, launchPersistent, stubInternet } from '../support/browser';
import type { Reply } from '../support/fake-service';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { buildSiteAsync, PAGE_ID, pwaBuildEnv, startPwaServices, waitForWarmWorker, type PwaServices } from '../build/pwa-env';

const BAD_ANSWERS: [string, Reply][] = [
  ['{}', { raw: '{}' }],
  ['an error object', { raw: '{"error":"not found"}' }],
  ['a list', { raw: '[]' }],
  ['null', { raw: 'null' }],
  ['an HTML page', { raw: '<!doctype html><title>Not found</title><h1>Not found</h1>', contentType: 'text/html' }],
  ['an empty business name', { body: { dbPrincipal: { name: '' }, dbServices: [] } }],
  ['a business name of zero-width spaces', { body: { dbPrincipal: { name: '\u200b\u200b' }, dbServices: [] } }],
];

let services: PwaServices;
let app: StaticServer;
let browser: Awaited<ReturnType<typeof launchPersistent>>;
let context: BrowserContext;
let answer: Reply | undefined;
let NAME: string;

beforeAll(async () => {
  services = await startPwaServices();
  NAME = String(services.record.dbPrincipal.name);
  services.data.on(`/paginas/${PAGE_ID}`, () => answer ?? { body: services.record });
  app = await startStaticServer(await buildSiteAsync(pwaBuildEnv()), '/', PORTS.app);
  browser = await launchPersistent(DESKTOP);
  context = browser.context;
  await stubInternet(context);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await services?.close();
});

/** What the visitor sees of the business on this page once its record request has settled. */
async function shown(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-cover-done'), undefined, { timeout: 20_000 });
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    h1: document.querySelector('h1')?.textContent?.trim() ?? '',
    title: document.title,
    links: document.querySelectorAll('a[href]').length,
  }));
}

/** The page shows the business as the good visit did: its name, its heading, its language. */
async function expectBusiness(page: Page, good: Awaited<ReturnType<typeof shown>>, label: string) {
  // After a tap the app's router may draw the next page: its route's code arrives first.
  await expect.poll(async () => (await shown(page)).h1, { message: `${label}: heading`, timeout: 10_000 }).toBe(good.h1);
  const now = await shown(page);
  expect(now.lang, `${label}: language`).toBe('en');
  expect(now.title, `${label}: title`).toBe(good.title);
  expect(await page.getByText(NAME, { exact: true }).first().isVisible(), `${label}: the business's name`).toBe(true);
  expect(now.links, `${label}: links`).toBeGreaterThanOrEqual(good.links - 2);
}

/** The header's Contact link, tapped. */
async function tapContact(page: Page) {
  await page.locator('header a[href="/contact"]:visible').first().click();
  await page.waitForURL(/\/contact$/);
}

/** The record the worker would answer offline, as its cache holds it. */
async function cachedRecord(page: Page): Promise<string> {
  return page.evaluate(async () => {
    for (const name of await caches.keys()) {
      if (!name.includes('record')) continue;
      const keys = await (await caches.open(name)).keys();
      const hit = keys[0] && (await caches.match(keys[0], { cacheName: name }));
      if (hit) return hit.text();
    }
    return '';
  });
}

describe('a data service answering something that is no record', () => {
  it('never blanks the site: reload, a scroll that starts the app, a tapped link and offline all keep the business', async () => {
    const page = await context.newPage();
    await page.goto(`${app.origin}/about`);
    await waitForWarmWorker(page, String(services.record.dbPrincipal.logo));
    const goodAbout = await shown(page);
    expect(goodAbout.h1).not.toBe('');
    await tapContact(page);
    // The tap may start the app, whose router then draws the page once its route's code is in.
    await expect.poll(async () => (await shown(page)).h1, { timeout: 10_000 }).not.toBe('');
    const goodContact = await shown(page);
    await page.goBack();
    await page.waitForURL(/\/about$/);

    for (const [what, reply] of BAD_ANSWERS) {
      answer = reply;
      const asked = services.data.seen().length;
      await page.reload();
      await expectBusiness(page, goodAbout, `${what}, reload`);
      // The worker answered from its copy and asked the service behind it: the bad answer arrived.
      await expect.poll(() => services.data.seen().length, { message: `${what}: the service was asked` }).toBeGreaterThan(asked);
      // A scroll starts the app (src/entry/start-on-demand.ts), which reads the record itself.
      await page.mouse.wheel(0, 300);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-record-settled'), undefined, { timeout: 20_000 });
      await expectBusiness(page, goodAbout, `${what}, app started`);
      // The next page, reached as a visitor does.
      await tapContact(page);
      await expectBusiness(page, goodContact, `${what}, next page`);
      expect(JSON.parse(await cachedRecord(page)).dbPrincipal?.name, `${what}: the worker keeps the good record`).toBe(NAME);
      // Offline afterwards: the copies on the device are the good ones.
      await context.setOffline(true);
      await page.reload();
      await expectBusiness(page, goodContact, `${what}, offline`);
      await context.setOffline(false);
      await page.goBack();
      await page.waitForURL(/\/about$/);
      // Back from a reloaded page to one the app showed: the page before it, loaded (entry/next-page.ts).
      await expect.poll(async () => (await shown(page).catch(() => ({ h1: '' }))).h1, { message: `${what}: Back`, timeout: 20_000 }).toBe(goodAbout.h1);
    }
    answer = undefined;
    await page.close();
  });
});
