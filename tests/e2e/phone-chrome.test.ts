/**
 * What a phone visitor gets of the site's chrome.
 *
 * The header hides its estimate button and hours below 600 px: the menu offers them instead.
 *
 * Record colours on icons and controls (WCAG 1.4.11 non-text contrast >= 3:1): axe
 * checks text, not icon colours. A record as owners write them, with a white menu icon colour
 * (`iconsMenuMovil: "#ffffff"`, common) and pale brand colours, built and opened at 390 px: the
 * menu button, the widget buttons and the social icons must stand out from what they sit on.
 */
import { getContrastRatio } from '@mui/material/styles';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { PHONE, launchBrowser, stubInternet, waitForApp } from '../support/browser';
import { buildSite, LOCAL, PORTS, testEnv } from '../support/build';
import { FakeService } from '../support/fake-service';
import { loadTenant } from '../support/fixtures';
import { startStaticServer, type StaticServer } from '../support/static-server';

const PALE = {
  mainColor: '#ffff66',
  secondaryColor: 'lightyellow',
  thirdColor: '#fff8dc',
  bgFooter: 'white',
  btn: '#eeeeee',
  btnHover: '#dddddd',
  scrollColor: '#fafafa',
  iconsMenuMovil: '#ffffff',
  overlayColor: 'rgba(255, 255, 255, 0.3)',
};

let browser: Browser;
let app: StaticServer;
const data = new FakeService();

beforeAll(async () => {
  const record = loadTenant('tenant-a', { BUCKET: LOCAL(PORTS.bucket), RELAY: `${LOCAL(PORTS.relay)}/relay` }) as Record<string, unknown>;
  data.on('/paginas/pale-tenant', { body: { ...record, styles: PALE } });
  await data.listen(PORTS.data);
  const dir = await buildSite(testEnv('pale-tenant'));
  app = await startStaticServer(dir, '/', PORTS.app);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([app?.close(), data.close()]);
});

/** The element's colour and the first opaque background behind it (itself or an ancestor). */
async function colours(page: Page, selector: string): Promise<{ fg: string; bg: string }[]> {
  return page.$$eval(selector, (els) =>
    els.map((el) => {
      const fg = getComputedStyle(el).color;
      let bg = 'rgb(255, 255, 255)';
      for (let n: Element | null = el; n; n = n.parentElement) {
        const c = getComputedStyle(n).backgroundColor;
        if (c && c !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(c)) {
          bg = c;
          break;
        }
      }
      return { fg, bg };
    }),
  );
}

describe('a pale record with a white menu icon colour, at 390 px', () => {
  let page: Page;
  beforeAll(async () => {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    await stubInternet(context);
    await context.addInitScript(() => sessionStorage.setItem('canopy:home-popups', JSON.stringify({ estimate: true, welcome: true })));
    page = await context.newPage();
    await page.goto(`${app.origin}/about`);
    await waitForApp(page);
  });

  it('the menu button can be seen on the header (3:1)', async () => {
    const button = page.getByRole('button', { name: en.nav.openMenu });
    await expect.poll(() => button.isVisible()).toBe(true);
    const [c] = await colours(page, `button[aria-label="${en.nav.openMenu}"]`);
    expect(getContrastRatio(c!.fg, c!.bg), `${c!.fg} on ${c!.bg}`).toBeGreaterThanOrEqual(3);
  });

  it('the floating widget buttons and their icons stand out (3:1)', async () => {
    await page.getByTestId('widgets-toggle').click();
    await page.getByTestId('widget-whatsapp').waitFor();
    const all = await colours(page, '[data-testid="widgets-toggle"], [data-testid^="widget-"]');
    expect(all.length).toBeGreaterThanOrEqual(3);
    for (const c of all) expect(getContrastRatio(c.fg, c.bg), `${c.fg} on ${c.bg}`).toBeGreaterThanOrEqual(3);
    // The round main button itself against the white page.
    const [toggle] = await colours(page, '[data-testid="widgets-toggle"]');
    expect(getContrastRatio(toggle!.bg, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);
  });

  it('the social icons in the footer stand out from the footer (3:1)', async () => {
    await page.locator('footer').scrollIntoViewIfNeeded();
    const icons = await colours(page, 'footer a[href*="facebook"], footer a[href*="instagram"], footer a[href*="yelp"]');
    expect(icons.length).toBe(3);
    for (const c of icons) expect(getContrastRatio(c.fg, c.bg), `${c.fg} on ${c.bg}`).toBeGreaterThanOrEqual(3);
  });
});

describe('phone visitors away from the home page (390 px)', () => {
  it('find the free-estimate button and the hours in the menu', async () => {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    await stubInternet(context);
    const page = await context.newPage();
    await page.goto(`${app.origin}/about`);
    await waitForApp(page);
    // Not in the header at this width...
    await expect.poll(() => page.locator('header').getByRole('link', { name: en.cta.freeEstimate }).isVisible()).toBe(false);
    // ...but in the menu, with the hours, and it leads to the estimate form.
    await page.getByRole('button', { name: en.nav.openMenu }).click();
    const menu = page.getByRole('dialog', { name: en.nav.label });
    await menu.waitFor();
    const record = loadTenant('tenant-a') as { dbPrincipal: { workdays: { day: string }[]; workHours: { hour: string }[] } };
    await expect.poll(() => menu.getByText(record.dbPrincipal.workHours[0]!.hour, { exact: false }).isVisible()).toBe(true);
    await menu.getByRole('link', { name: en.cta.freeEstimate }).click();
    await page.waitForURL(`${app.origin}/contact`);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.locator('form').first().isVisible()).toBe(true);
    await context.close();
  });
});
