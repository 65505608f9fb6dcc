/**
 * The visitor's side of the first touch on a production build whose app starts on
 * demand (decision 0015): nothing typed, restored or set before the app has started is lost,
 * and live state (open/closed, the footer's year, the reviews badge) is current with no tap.
 * Real servers on 127.0.0.1 (the site, its record, the form relay, the reviews service);
 * the phone's CPU is Lighthouse's (DevTools throttling 4x) where the timing matters.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, PHONE, launchOptions, stubInternet, watchErrors } from '../support/browser';
import { buildSite, LOCAL, PORTS, testEnv } from '../support/build';
import { FakeService } from '../support/fake-service';
import { fixtureText } from '../support/fixtures';
import { en } from '../../src/i18n/en';
import { format } from '../../src/i18n/format';
import { reviewSummary } from '../../src/site-data/selectors';
import { startStaticServer, type StaticServer } from '../support/static-server';

const VARS = { BUCKET: LOCAL(PORTS.bucket), RELAY: `${LOCAL(PORTS.relay)}/relay` };

/** A business with a dozen reviews (one not counted in the average, as the app counts). */
const REVIEWS = [5, 5, 4, 5, 5, 5, 4, 5, 5, 5, 5, 2].map((stars, i) => ({ Date: `2026-0${1 + (i % 9)}-1${i % 10}`, ReviewsStars: stars }));

const data = new FakeService();
const relay = new FakeService();
const reviews = new FakeService();
let app: StaticServer;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  // Its own page id: a build of tenant-a made this run by another file (with its own services' URLs) is not this one.
  data.on('/paginas/tenant-a-live', { raw: fixtureText('tenant-a', VARS) });
  relay.on('/relay', { body: { ok: true } });
  reviews.on('/api/reviews/tenant-a-doc', () => ({ body: REVIEWS }));
  await Promise.all([data.listen(PORTS.data), relay.listen(PORTS.relay), reviews.listen(PORTS.reviews)]);
  // NODE_ENV=production: React's production build, as visitors get it.
  const dir = await buildSite({ ...testEnv('tenant-a-live'), NODE_ENV: 'production' });
  app = await startStaticServer(dir, '/', PORTS.app);
  // The back/forward cache off: Back reloads the page, and the browser restores the form's values.
  browser = await chromium.launch(launchOptions({ args: [...CHROMIUM_ARGS, '--disable-back-forward-cache'] }));
});

afterEach(async () => {
  await context?.close();
  context = undefined;
  relay.reset();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await Promise.all([data.close(), relay.close(), reviews.close()]);
});

async function newPage(): Promise<{ page: Page; errors: string[] }> {
  context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  await stubInternet(context);
  const page = await context.newPage();
  const { errors } = watchErrors(page);
  return { page, errors };
}

/** Lighthouse's phone: DevTools CPU throttling 4x. */
async function throttle(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

const appStart = (page: Page) => page.evaluate(() => document.documentElement.dataset.appStart ?? null);

/** The page has painted and its cover has lifted, with the app not yet started. */
async function painted(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-cover-done'), undefined, { timeout: 15_000 });
}

/** React has hydrated an element: it keeps the element's props on it. */
const hydrated = (page: Page, selector: string) =>
  page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return el != null && Object.keys(el).some((k) => k.startsWith('__reactProps$'));
  }, selector, { timeout: 20_000 });

/** tenant-a's form goes to two addresses: one request each. */
const RECIPIENTS = 2;
const posts = () => relay.seen('/relay', 'POST').map((r) => r.json as Record<string, string>);

async function until(check: () => boolean, what: string, timeout = 15_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const submit = (page: Page) => page.locator('[data-testid="lead-form"] button[type="submit"]').first().click();

describe('nothing the visitor typed or the browser filled is lost (issue 26)', () => {
  it('letters typed right after the first tap on a 4x slower phone are all kept and sent', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${app.origin}/contact`);
    await painted(page);
    expect(await appStart(page), 'the app has not started').toBeNull();
    await throttle(page);
    // The first tap starts the app; the visitor types at once, 30 ms a key.
    await page.locator('#contact-name').click();
    await page.keyboard.type('Ada Lovelace', { delay: 30 });
    await hydrated(page, '#contact-name');
    await throttle(page, 1);
    await expect.poll(() => page.inputValue('#contact-name')).toBe('Ada Lovelace');
    await page.fill('#contact-email', 'ada@example.com');
    await submit(page);
    await page.waitForSelector('#contact-status[data-status="sent"]', { timeout: 15_000 });
    await until(() => posts().length >= 1, 'the lead at the relay');
    expect(posts()[0]).toMatchObject({ nombre: 'Ada Lovelace', email: 'ada@example.com' });
    expect(errors.filter((e) => e.startsWith('pageerror:'))).toEqual([]);
  });

  it('values a script set before any tap are sent, by a submit tapped before the app ran, once per recipient', async () => {
    const { page } = await newPage();
    await page.goto(`${app.origin}/contact`);
    await painted(page);
    await page.evaluate(() => {
      const set = (sel: string, value: string) => ((document.querySelector(sel) as HTMLInputElement).value = value);
      set('#contact-name', 'Grace');
      set('#contact-lastname', 'Hopper');
      set('#contact-phone', '(512) 555-0188');
      set('#contact-service', 'Outdoor Kitchens');
      set('#contact-message', 'Set by a script');
      (document.querySelector('input[name="byEmail"]') as HTMLInputElement).checked = true;
    });
    expect(await appStart(page), 'the app has not started').toBeNull();
    // The tap starts the app; the entry holds it and makes it again once the form is hydrated.
    await submit(page);
    await page.waitForSelector('#contact-status[data-status="sent"]', { timeout: 20_000 });
    await until(() => posts().length >= RECIPIENTS, 'a lead per recipient');
    // The status says sent once every recipient's request was answered: nothing more follows.
    expect(posts()).toHaveLength(RECIPIENTS);
    for (const lead of posts()) {
      expect(lead).toMatchObject({ nombre: 'Grace', lastname: 'Hopper', phone: '512-555-0188', service: 'Outdoor Kitchens', mensaje: 'Set by a script', waytocontact: 'Email' });
    }
  });

  it('values the browser restores on Back (no back/forward cache) are sent', async () => {
    const { page } = await newPage();
    await page.goto(`${app.origin}/contact`);
    await painted(page);
    await page.fill('#contact-name', 'Katherine');
    await page.fill('#contact-email', 'kj@example.com');
    await page.fill('#contact-message', 'Restored on Back');
    await page.goto(`${app.origin}/about`);
    await painted(page);
    await page.goBack();
    await painted(page);
    // The browser put the values back into the page it loaded again, before any app ran.
    expect(await page.inputValue('#contact-name')).toBe('Katherine');
    expect(await appStart(page), 'the app has not started').toBeNull();
    await submit(page);
    await page.waitForSelector('#contact-status[data-status="sent"]', { timeout: 20_000 });
    await until(() => posts().length >= RECIPIENTS, 'a lead per recipient');
    expect(posts()).toHaveLength(RECIPIENTS);
    for (const lead of posts()) expect(lead).toMatchObject({ nombre: 'Katherine', email: 'kj@example.com', mensaje: 'Restored on Back' });
  });
});

describe('where the visitor scrolled is kept (issue 26)', () => {
  it("a scroll as the first act (a phone's usual first touch) is not undone when the app starts", async () => {
    const { page } = await newPage();
    await page.goto(`${app.origin}/services`);
    await painted(page);
    expect(await appStart(page), 'the app has not started').toBeNull();
    await throttle(page);
    // The wheel starts the app; the page scrolls at once, before any of it has run.
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(() => window.scrollY > 600);
    const before = await page.evaluate(() => window.scrollY);
    // The app has hydrated and taken the service's record: its mount effects have all run.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-record-settled'), undefined, { timeout: 30_000 });
    await throttle(page, 1);
    expect(await appStart(page)).not.toBeNull();
    expect(await page.evaluate(() => window.scrollY), 'still where the visitor scrolled to').toBe(before);
    // A link the app follows still opens the next page at its top.
    await page.locator('main a[href="/about"], footer a[href="/about"]').first().click();
    await page.waitForURL(/\/about$/);
    await page.waitForFunction(() => window.scrollY === 0);
  });
});

describe('live state is current with no tap (issue 26)', () => {
  // A year after the build's, so the build's year is wrong: the business's zone (testEnv) is
  // Chicago, UTC-6 in January; the 6th is a Wednesday, tenant-a is open Mon-Sat 7 AM-6 PM.
  const year = new Date().getFullYear() + 1;
  const at = (time: string) => new Date(`${year}-01-06T${time}:00-06:00`);
  const text = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => (el as HTMLElement).hidden ? null : el.textContent);
  /**
   * How long live state may take after the first paint here. On a quiet box it is well within the
   * issue's second, but CI runs two suites at once on two cores (a11y's scans beside this one),
   * and a CI run that built the page in the other open/closed state than `expect.poll`'s default
   * second allowed failed on it (26 Nov 2026): what this test checks is that no tap is needed.
   */
  const LIVE = { timeout: 5_000 };

  it('open/closed in the header and on the contact page and the footer year, on a clock a year on, and turning at closing time', async () => {
    // Both states: whichever the build's moment was, one of them is the other one.
    const { page, errors } = await newPage();
    await context!.clock.install({ time: at('17:58') });
    await page.goto(`${app.origin}/contact`);
    await painted(page);
    const header = 'header [data-testid="open-now"]';
    await expect.poll(() => text(page, header), LIVE).toBe('Open now · closes 6:00 PM');
    expect(await page.locator(header).getAttribute('data-open')).toBe('true');
    expect(await text(page, 'main [data-testid="open-now"]')).toBe('Open now · closes 6:00 PM');
    expect(await text(page, '[data-live-year]')).toBe(String(year));
    // Closing time comes with the page left alone.
    await page.clock.fastForward('03:00');
    await expect.poll(() => text(page, header), LIVE).toBe('Closed · opens tomorrow 7:00 AM');
    expect(await page.locator(header).getAttribute('data-open')).toBe('false');
    expect(await text(page, 'main [data-testid="open-now"]')).toBe('Closed · opens tomorrow 7:00 AM');
    expect(await appStart(page), 'no tap: the app has not run').toBeNull();
    // The app takes the page over without a word changing or an error.
    await page.keyboard.press('Shift');
    await hydrated(page, header);
    expect(await text(page, header)).toBe('Closed · opens tomorrow 7:00 AM');
    expect(await text(page, '[data-live-year]')).toBe(String(year));
    expect(errors.filter((e) => e.startsWith('pageerror:') || e.includes('Hydration') || e.includes('418'))).toEqual([]);
  });

  it('the card says it too, closed, before any tap', async () => {
    const { page } = await newPage();
    await context!.clock.install({ time: at('06:30') });
    await page.goto(`${app.origin}/digitalcard`);
    await painted(page);
    await expect.poll(() => text(page, '[data-testid="open-now"]'), LIVE).toBe('Closed · opens at 7:00 AM');
    expect(await appStart(page)).toBeNull();
  });

  it('offline, the reviews badge shows the summary last fetched on this device, before and after the app runs', async () => {
    const summary = reviewSummary(REVIEWS);
    const expected = format(en.reviews.badge, { average: summary.averageText, count: summary.count });
    context = await browser.newContext({ viewport: PHONE });
    await stubInternet(context);
    const page = await context.newPage();
    await page.goto(`${app.origin}/about`);
    await painted(page);
    const badge = '[data-testid="reviews-badge"]';
    await expect.poll(() => text(page, badge), LIVE).toBe(expected);
    expect(await appStart(page), 'no tap: the app has not run').toBeNull();
    // The worker keeps the site for offline visits.
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 40_000 });
    await context.setOffline(true);
    await page.reload();
    await painted(page);
    await expect.poll(() => text(page, badge), LIVE).toBe(expected);
    expect(await appStart(page)).toBeNull();
    await page.keyboard.press('Shift');
    await hydrated(page, badge);
    await expect.poll(() => text(page, badge), LIVE).toBe(expected);
    expect(await text(page, badge)).not.toBe(en.reviews.leaveReviews);
  }, 90_000);
});

