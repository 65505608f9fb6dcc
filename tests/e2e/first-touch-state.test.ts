/**
 * Issue 26, the visitor's side of the first touch on a production build whose app starts on
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
import { startStaticServer, type StaticServer } from '../support/static-server';

const VARS = { BUCKET: LOCAL(PORTS.bucket), RELAY: `${LOCAL(PORTS.relay)}/relay` };

const data = new FakeService();
const relay = new FakeService();
const reviews = new FakeService();
let app: StaticServer;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  data.on('/paginas/tenant-a', { raw: fixtureText('tenant-a', VARS) });
  relay.on('/relay', { body: { ok: true } });
  await Promise.all([data.listen(PORTS.data), relay.listen(PORTS.relay), reviews.listen(PORTS.reviews)]);
  // NODE_ENV=production: React's production build, as visitors get it.
  const dir = await buildSite({ ...testEnv('tenant-a'), NODE_ENV: 'production' });
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
});
