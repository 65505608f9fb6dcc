import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { en } from '../../src/i18n/en';
import { PHONE, launchBrowser, stubInternet, waitForApp, watchErrors } from '../support/browser';
import { buildSite, LOCAL, PORTS, ROOT } from '../support/build';
import { startStaticServer, type StaticServer } from '../support/static-server';

/**
 * Contact (details, coverage map tabs, lazy frames), digital card (flip, vCard, QR),
 * link-in-bio and not-found, on the production build of the embedded demo tenant.
 */
interface DemoRecord {
  dbPrincipal: {
    name: string;
    phones: { phone: string; name?: string }[];
    workdays: { day: string }[];
    workHours: { hour: string }[];
    location: { address: string; url?: string }[];
  };
  dbSocialMedia: { directorios: { url?: string }[] };
}
const demo = JSON.parse(fs.readFileSync(path.join(ROOT, 'public', 'demo-api', 'paginas', 'demo'), 'utf8')) as DemoRecord;
const P = demo.dbPrincipal;
const ORIGIN = LOCAL(PORTS.app);

let app: StaticServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  const dir = await buildSite({ VITE_SITE_URL: ORIGIN });
  app = await startStaticServer(dir, '/', PORTS.app);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function open(route: string, viewport: { width: number; height: number } = PHONE): Promise<{ remote: string[] }> {
  context = await browser.newContext({ viewport, acceptDownloads: true });
  await stubInternet(context);
  const remote: string[] = [];
  context.on('request', (r) => {
    if (!r.url().startsWith(ORIGIN) && /^https?:/.test(r.url())) remote.push(r.url());
  });
  page = await context.newPage();
  const watch = watchErrors(page);
  pageErrors = watch.errors;
  await page.goto(`${ORIGIN}${route}`);
  await waitForApp(page);
  return { remote };
}

afterEach(async () => {
  expect(pageErrors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  await context?.close();
});

describe('contact page', () => {
  it('shows every phone with its label as a tel:+1 link, and the work days and hours', async () => {
    await open('/contact');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(en.contact.title);
    const main = page.locator('main');
    for (const ph of P.phones) {
      const digits = ph.phone.replace(/\D/g, '');
      await expect.poll(() => main.locator(`a[href="tel:+1${digits}"]`).first().textContent()).toBe(ph.phone);
      if (ph.name) expect(await main.getByText(ph.name, { exact: true }).first().isVisible()).toBe(true);
    }
    const hours = main.locator('dl');
    for (const d of P.workdays) expect(await hours.getByText(d.day, { exact: true }).isVisible()).toBe(true);
    for (const h of P.workHours) expect(await hours.getByText(h.hour, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: en.contact.formTitle }).isVisible()).toBe(true);
  });

  it('loads no map before the section scrolls into view; tabs move with ArrowRight, End and Home', async () => {
    const { remote } = await open('/contact');
    await page.waitForTimeout(500);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(remote.filter((u) => u.includes('google.com/maps'))).toEqual([]);

    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBe(P.location.length);
    expect(P.location.length).toBeGreaterThan(1);
    await page.getByRole('tablist').scrollIntoViewIfNeeded();
    const frame = page.locator('iframe[title^="Map of"]');
    await frame.waitFor();
    expect(await page.locator('iframe').count()).toBe(1);
    expect(await frame.getAttribute('loading')).toBe('lazy');
    expect(await frame.getAttribute('height')).toBe('400');
    expect(await frame.getAttribute('src')).toBe(P.location[0]!.url);
    expect(await frame.getAttribute('title')).toBe(`Map of ${P.location[0]!.address}`);

    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await tabs.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.locator('iframe').getAttribute('src')).toBe(P.location[1]!.url);
    await page.keyboard.press('Home');
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('End');
    expect(await tabs.last().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight'); // wraps
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('iframe').count()).toBe(1);
  });
});

describe('digital card', () => {
  const inert = (face: string) => page.locator(`[data-face="${face}"]`).evaluate((el) => el.hasAttribute('inert') && el.getAttribute('aria-hidden') === 'true');

  it('starts on the contact face; Tab never reaches the hidden face; Rotate flips and keeps focus', async () => {
    await open('/digitalcard');
    expect(await page.title()).toBe(`${en.pages.digitalCard} | ${P.name}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(en.card.title);
    expect(await page.getByRole('heading', { level: 2, name: P.name }).isVisible()).toBe(true);
    expect(await inert('contact')).toBe(false);
    expect(await inert('services')).toBe(true);

    // Tab through the whole page: focus never lands inside the hidden services face.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[data-face="services"]'))).toBe(false);
    }

    const rotate = page.getByRole('button', { name: en.card.rotate });
    await rotate.focus();
    await page.keyboard.press('Enter');
    // The face turned away is inert from the frame after the turn (entry/card-turn.ts).
    await expect.poll(() => inert('services')).toBe(false);
    expect(await inert('contact')).toBe(true);
    expect(await rotate.evaluate((el) => el === document.activeElement)).toBe(true);
    // One h1 stays in the accessibility tree on both faces.
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: P.name }).count()).toBe(0);
    expect(await page.locator('[data-face="services"] a[href^="/"]').count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator('[data-face="services"] ul a').count()).toBeLessThanOrEqual(5);
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-face="services"]'))).toBe(true);
  });

  it('Save contact downloads a .vcf with the business name and phone', async () => {
    await open('/digitalcard');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: en.card.saveContact }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.vcf$/);
    const file = await download.path();
    const text = fs.readFileSync(file, 'utf8');
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(text.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    expect(unfolded).toContain(`FN:${P.name.replace(/([,;\\])/g, '\\$1')}`);
    expect(unfolded).toContain(`+1${P.phones[0]!.phone.replace(/\D/g, '')}`);
  });

  it('draws the QR code of the site URL on the device', async () => {
    const { remote } = await open('/digitalcard');
    // Drawn when its panel nears the screen (below the card on a phone).
    await page.getByRole('group', { name: 'What the QR code carries' }).scrollIntoViewIfNeeded();
    const qr = page.locator('svg[role="img"][aria-label^="QR code for"]');
    await qr.waitFor();
    expect(await qr.getAttribute('aria-label')).toBe(`QR code for ${ORIGIN}/`);
    expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h\d+/);
    expect(remote.filter((u) => /qr/i.test(u))).toEqual([]);
  });
});

describe('link-in-bio', () => {
  it('shows large links, "Not found" directory images and safe new-tab links', async () => {
    await open('/find-us-on');
    expect(await page.title()).toBe(`${en.pages.findUsOn} | ${P.name}`);
    const big = page.locator('main ul').first().locator('a');
    expect(await big.count()).toBeGreaterThanOrEqual(3);
    for (const box of await Promise.all((await big.all()).map((a) => a.boundingBox()))) {
      expect(box!.height).toBeGreaterThanOrEqual(48);
    }
    expect(await page.locator(`main a[href^="https://wa.me/1"], main a[href^="https://api.whatsapp.com/send?phone=1"]`).count()).toBe(1);
    expect(await page.getByRole('heading', { name: en.findUsOn.title }).isVisible()).toBe(true);
    const directories = demo.dbSocialMedia.directorios.filter((d) => d.url?.startsWith('http')).length;
    expect(await page.getByAltText('Not found', { exact: true }).count()).toBe(directories);
    const external = page.locator('main a[href^="http"]');
    for (const a of await external.all()) {
      expect(await a.getAttribute('target')).toBe('_blank');
      expect(await a.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });
});

describe('not found', () => {
  it('shows the not-found screen for an unknown path, and its button goes home', async () => {
    await open('/no/such/page');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(en.notFound.title);
    await page.getByRole('link', { name: en.notFound.back }).click();
    await page.waitForURL(`${ORIGIN}/`);
    await expect.poll(() => page.getByRole('heading', { name: en.notFound.title }).count()).toBe(0);
    await expect.poll(() => page.locator('main h1').count(), { timeout: 10_000 }).toBe(1);
  });
});
