import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceSlug } from '../../src/site-data/selectors';
import { DESKTOP, launchBrowser, PHONE, stubInternet, waitForApp, watchErrors } from '../support/browser';
import { buildSite, LOCAL, PORTS, ROOT } from '../support/build';
import { startStaticServer, type StaticServer } from '../support/static-server';

/**
 * Home, services and service detail on the embedded demo (no data service configured), in
 * Chromium at phone and desktop widths: the estimate modal on load, the first 6 services and
 * their pages, the not-found service, the statistics count-up, no console errors.
 */
let browser: Browser;
let server: StaticServer;

const demo = JSON.parse(fs.readFileSync(path.join(ROOT, 'public/demo-api/paginas/demo'), 'utf8')) as {
  dbServices: { name: string }[];
  dbPrincipal: { exprYears: string; miles: string };
  labels?: { general?: { titleServices?: string } };
};
const firstSix = demo.dbServices.slice(0, 6).map((s) => s.name);
const POPUPS_SEEN = JSON.stringify({ estimate: true, welcome: true });

beforeAll(async () => {
  const dir = await buildSite({ VITE_SITE_URL: LOCAL(PORTS.app) });
  server = await startStaticServer(dir, '/', PORTS.app);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Session {
  context: BrowserContext;
  page: Page;
  errors: string[];
  logs: string[];
}

async function open(urlPath: string, viewport: { width: number; height: number }, opts: { popups?: boolean } = {}): Promise<Session> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  await stubInternet(context);
  if (!opts.popups) {
    await context.addInitScript((seen) => sessionStorage.setItem('canopy:home-popups', seen), POPUPS_SEEN);
  }
  const page = await context.newPage();
  const { errors } = watchErrors(page);
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await page.goto(server.origin + urlPath);
  await waitForApp(page);
  return { context, page, errors, logs };
}

const estimate = (page: Page) => page.getByRole('dialog', { name: 'Request An Estimate Now' });

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('main pages at %s width', (_label, viewport) => {
  it('opens the estimate modal on load; it closes with its button, then the welcome image closes with Escape', async () => {
    const { context, page, errors } = await open('/', viewport, { popups: true });
    const dialog = estimate(page);
    await dialog.waitFor({ state: 'visible' });
    const logo = dialog.getByRole('img', { name: 'Evergreen Ridge Tree & Landscape' });
    expect(Math.round((await logo.boundingBox())!.width)).toBe(250);
    expect(await dialog.locator('form').count()).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    const welcome = page.getByRole('dialog', { name: /Welcome to Evergreen Ridge/ });
    await welcome.waitFor({ state: 'visible' });
    expect(await estimate(page).count()).toBe(0);
    await page.keyboard.press('Escape');
    await welcome.waitFor({ state: 'detached' });
    // Back to home in the same visit: the modal does not open again.
    await page.getByRole('link', { name: 'About' }).first().click().catch(() => page.goto(`${server.origin}/about`));
    await page.goto(`${server.origin}/`);
    await waitForApp(page);
    await page.waitForTimeout(600);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes the estimate modal with Escape', async () => {
    const { context, page, errors } = await open('/', viewport, { popups: true });
    await estimate(page).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await estimate(page).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('links the first 6 services, each to its page with the name and "Our Services"', async () => {
    const { context, page, errors } = await open('/', viewport);
    const cards = page.locator('#services [data-testid="service-card"]');
    expect(await cards.count()).toBe(6);
    for (const [i, name] of firstSix.entries()) {
      const link = cards.nth(i).getByRole('link', { name, exact: true });
      expect(await link.getAttribute('href')).toBe(`/${encodeURIComponent(serviceSlug(name))}`);
      await link.click();
      await page.waitForURL(`**/${encodeURIComponent(serviceSlug(name))}`);
      // The route's chunk may still be loading right after the URL changes.
      await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.getByText('Our Services', { exact: true }).first().isVisible()).toBe(true);
      expect(await page.title()).toContain(name);
      await page.goBack();
      await page.locator('#services').waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the not-found screen for an unknown service id and logs "Servicio no encontrado"', async () => {
    const { context, page, errors, logs } = await open('/no-such-service', viewport);
    await expect(page.locator('h1').textContent()).resolves.toBe('Page not found');
    expect(await page.getByRole('link', { name: 'Return to home' }).getAttribute('href')).toBe('/');
    expect(logs).toContain('Servicio no encontrado');
    expect(await page.getByText('Our Services', { exact: true }).count()).toBe(0);
    // The static host answers an unknown path with its 404 page and status 404: that is the only error.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await context.close();
  });

  it('counts the statistics up when scrolled into view and lands on the final values after 5 s', async () => {
    const { context, page, errors } = await open('/', viewport);
    const finals = { bestService: '100%', professionals: '100%', yearsOfExperience: `${demo.dbPrincipal.exprYears}+`, milesAround: `${demo.dbPrincipal.miles}+` };
    const read = () =>
      page.evaluate((keys) => keys.map((k) => document.querySelector(`[data-testid="stat-${k}"]`)?.textContent ?? ''), Object.keys(finals));
    // The prerendered page already carries the final figures.
    expect(await read()).toEqual(Object.values(finals));
    await page.getByTestId('stats').scrollIntoViewIfNeeded();
    const seen: string[][] = [];
    for (let i = 0; i < 10; i++) {
      seen.push(await read());
      await page.waitForTimeout(150);
    }
    expect(seen.some((row) => row.join() !== Object.values(finals).join())).toBe(true);
    await expect.poll(read, { timeout: 10_000 }).toEqual(Object.values(finals));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders About and Services with every service, without overflowing the screen', async () => {
    const { context, page, errors } = await open('/services', viewport);
    await expect(page.locator('h1').textContent()).resolves.toBe(demo.labels?.general?.titleServices || 'Our Services');
    expect(await page.getByTestId('service-row').count()).toBe(demo.dbServices.length);
    const overflow = () => page.evaluate(() => [...document.querySelectorAll('main *')].some((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1));
    expect(await overflow()).toBe(false);
    await page.goto(`${server.origin}/about`);
    await waitForApp(page);
    await expect(page.locator('h1').textContent()).resolves.toBe('About Us');
    expect(await overflow()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
