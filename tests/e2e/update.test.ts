/**
 * A second deployment over the first. The open page announces it; accepting loads the
 * new version; a page with a half-filled form never reloads by itself, not even when another
 * tab switches to the new version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LOCAL, PORTS } from '../support/build';
import { launchPersistent, waitForApp } from '../support/browser';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { buildSiteAsync, pwaBuildEnv, startPwaServices, type PwaServices } from '../build/pwa-env';

let services: PwaServices;
let app: StaticServer;
let browser: Awaited<ReturnType<typeof launchPersistent>>;
let buildA: string;
let buildB: string;
const ORIGIN = LOCAL(PORTS.app);
// Build B differs from A only in its public URL: every page's canonical link, hence the
// precache revisions and the worker.
const SITE_B = `http://localhost:${PORTS.app}`;
const PROMPT = 'A new version of this site is available.';

beforeAll(async () => {
  services = await startPwaServices();
  buildA = await buildSiteAsync(pwaBuildEnv());
  buildB = await buildSiteAsync(pwaBuildEnv({ VITE_SITE_URL: SITE_B }));
  app = await startStaticServer(buildA, '/', PORTS.app);
  browser = await launchPersistent();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await services?.close();
});

async function open(path: string): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(`${ORIGIN}${path}`);
  await waitForApp(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 45_000 });
  return page;
}

const canonical = (page: Page) => page.getAttribute('link[rel="canonical"]', 'href');
const checkForUpdate = (page: Page) => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const samePage = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

describe('updates', () => {
  it('announces a new deployment and loads it when the visitor accepts', async () => {
    const page = await open('/about');
    expect(await canonical(page)).toMatch(/^http:\/\/127\.0\.0\.1/);
    await markPage(page);

    app.setRoot(buildB);
    await checkForUpdate(page);
    await page.getByText(PROMPT).waitFor({ timeout: 45_000 });
    // Nothing happens until the visitor decides.
    await page.waitForTimeout(1000);
    expect(await samePage(page)).toBe(true);

    await Promise.all([page.waitForEvent('load', { timeout: 45_000 }), page.getByRole('button', { name: 'Update' }).click()]);
    await waitForApp(page);
    expect(await samePage(page)).toBe(false);
    expect(await canonical(page)).toBe(`${SITE_B}/about`);
    expect(await page.getByText(PROMPT).count()).toBe(0);
    await page.close();
  });

  it('never reloads a page with a half-filled form, even when another tab updates', async () => {
    const form = await open('/contact');
    const field = form.locator('form input[type="text"], form input:not([type])').first();
    await field.fill('Ana');
    await markPage(form);

    app.setRoot(buildA);
    await checkForUpdate(form);
    await form.getByText(PROMPT).waitFor({ timeout: 45_000 });
    await expect.poll(() => form.getByText(/unsent form will be cleared/).count()).toBe(1);

    // Another tab accepts the update: the new worker takes control of the form page too.
    const other = await browser.context.newPage();
    // (Not the home page: its estimate popup is a modal, which makes the prompt inert until closed.)
    await other.goto(`${ORIGIN}/about`);
    await waitForApp(other);
    await other.getByText(PROMPT).waitFor({ timeout: 45_000 });
    await Promise.all([other.waitForEvent('load', { timeout: 45_000 }), other.getByRole('button', { name: 'Update' }).click()]);
    await waitForApp(other);
    expect(await canonical(other)).toMatch(/^http:\/\/127\.0\.0\.1/);

    await form.waitForTimeout(2000);
    expect(await samePage(form)).toBe(true);
    expect(await field.inputValue()).toBe('Ana');
    expect(await form.getByText(PROMPT).count()).toBe(1);
    await form.screenshot({ path: '.tmp/pwa/update-prompt-form.png' });
  });

  it('announces a deployment the browser finds as the visitor opens the site, while the page is still starting', async () => {
    // Deployed before the visit: the browser's own check on the page's navigation finds the new
    // worker at once, and its install (the new pages it precaches) is still on its way while the
    // page loads and the visitor starts using it.
    app.setRoot(buildB);
    // (The install fetches every page whose revision changed; the services page is not the one opened.)
    const installing = app.hold((url) => url.pathname === '/services/index.html');
    const page = await browser.context.newPage();
    const watching = page.waitForResponse((r) => /\/workbox-window\.[^/]*\.js$/.test(r.url()));
    await page.goto(`${ORIGIN}/about`);
    await installing.seen;
    // The visitor scrolls (the act that starts the app on a prerendered page), nothing else first.
    await page.mouse.move(200, 300);
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), undefined, { timeout: 45_000 });
    // The page's update watch has loaded and registered (at its first idle moment) before the install ends.
    await watching;
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))));
    installing.release();
    await page.getByText(PROMPT).waitFor({ timeout: 45_000 });
    await Promise.all([page.waitForEvent('load', { timeout: 45_000 }), page.getByRole('button', { name: 'Update' }).click()]);
    // The new version's page, as prerendered: its canonical link needs no app.
    expect(await canonical(page)).toBe(`${SITE_B}/about`);
  });
});
