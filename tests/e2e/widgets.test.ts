import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { settledAnimations } from '../support/axe';
import { DESKTOP, PHONE, launchBrowser, stubInternet, waitForApp, watchErrors } from '../support/browser';
import { buildSite, LOCAL, PORTS, readFixture, ROOT, testEnv } from '../support/build';
import { FakeService, type Reply } from '../support/fake-service';
import { startStaticServer, type StaticServer } from '../support/static-server';

/**
 * Floating widgets and the reviews badge against a real reviews service and visits counter
 * (FakeService on 127.0.0.1) and a stubbed Open-Meteo (the one internet service we do not own).
 */
const PAGE_ID = 'widgets-e2e';
const SHOTS = path.join(ROOT, '.tmp', 'widgets-shots');

function tenant(name: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const text = JSON.stringify(readFixture(name))
    .replaceAll('{{BUCKET}}', 'https://bucket.example')
    .replaceAll('{{RELAY}}', LOCAL(PORTS.relay));
  return { ...(JSON.parse(text) as Record<string, unknown>), ...overrides };
}

// Every floating widget on; index 3 (reduced site) off, index 4 (reviews badge) on.
const ALL_ON = tenant('tenant-a.json', {
  docId: 'all-doc',
  simpleWidgets: [
    { val: 'WhatsappBtn', activo: true },
    { val: 'VisitsCounter', activo: true },
    { val: 'CallUsNow', activo: true },
    { val: 'ReviewTab', activo: false },
    { val: 'Wheather', activo: true },
    { val: 'ModalColores', activo: true },
  ],
});
// tenant-a as written: WhatsApp, Call, ReviewTab (badge by position) and a QR image.
const TENANT_A = tenant('tenant-a.json');

const REVIEWS = [
  { Date: '2025-03-01', ReviewsStars: 5 },
  { Date: '2025-05-01', ReviewsStars: 4 },
  { Date: '2025-01-01', ReviewsStars: 2 },
  { Date: '2025-04-01', ReviewsStars: 5 },
];

const FORECAST = {
  latitude: 30.24,
  longitude: -97.79,
  current: { time: '2026-05-01T10:00', temperature_2m: 71.6, apparent_temperature: 73.2, weather_code: 2, wind_speed_10m: 8.4 },
  daily: {
    time: ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04'],
    weather_code: [2, 61, 0, 95],
    temperature_2m_max: [80.2, 75.1, 83.4, 78],
    temperature_2m_min: [60.1, 58, 62.3, 61],
  },
};

let record: Record<string, unknown> = ALL_ON;
let reviewsReply: Reply = { body: REVIEWS };
let counterMode: 'ok' | 'fail' | 'junk' = 'ok';
let visits = 1200;
let weatherMode: 'ok' | 'fail' | 'junk' = 'ok';
const weatherRequests: string[] = [];

const data = new FakeService();
const reviews = new FakeService();
const counter = new FakeService();
let app: StaticServer;
let browser: Browser;

beforeAll(async () => {
  data.on(`/paginas/${PAGE_ID}`, () => ({ body: record }));
  reviews.on('/api/reviews/all-doc', () => reviewsReply).on('/api/reviews/tenant-a-doc', () => reviewsReply);
  counter.on('/visits', (req) => {
    if (counterMode === 'fail') return { status: 500, body: { error: 'down' } };
    if (counterMode === 'junk') return { raw: '<html>oops</html>', contentType: 'text/html' };
    if (req.method === 'POST') visits += 1;
    return { body: { count: visits } };
  });
  await Promise.all([data.listen(PORTS.data), reviews.listen(PORTS.reviews), counter.listen(PORTS.counter)]);
  const dir = await buildSite(testEnv(PAGE_ID));
  app = await startStaticServer(dir, '/', PORTS.app);
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await Promise.all([data.close(), reviews.close(), counter.close()]);
});

function reset() {
  record = ALL_ON;
  reviewsReply = { body: REVIEWS };
  counterMode = 'ok';
  weatherMode = 'ok';
  weatherRequests.length = 0;
  counter.reset();
  reviews.reset();
}

async function newContext(viewport: { width: number; height: number } = PHONE): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });
  await stubInternet(context);
  // Registered after stubInternet, so it wins for the weather API.
  await context.route(/^https:\/\/(api|geocoding-api)\.open-meteo\.com\//, (route) => {
    weatherRequests.push(`${route.request().method()} ${route.request().url()}`);
    if (weatherMode === 'fail') return route.abort('internetdisconnected');
    if (weatherMode === 'junk') return route.fulfill({ status: 200, contentType: 'application/json', body: '{"current":"warm"}' });
    if (route.request().url().includes('/v1/search')) {
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ results: [{ latitude: 30.27, longitude: -97.74, name: 'Austin' }] }) });
    }
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(FORECAST) });
  });
  return context;
}

// Inner pages: the home page opens the estimate modal on load, which is not under test here.
async function open(context: BrowserContext, route = '/about'): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const { errors } = watchErrors(page);
  await page.goto(`${app.origin}${route}`);
  await waitForApp(page);
  await closeStrayDialog(page);
  return { page, errors };
}

async function closeStrayDialog(page: Page) {
  if (await page.getByRole('dialog').count()) {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
}

/** Errors other than the browser's own network log lines for answers we made fail on purpose. */
const realErrors = (errors: string[]) => errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e));

async function widgetButtons(page: Page): Promise<string[]> {
  await page.getByTestId('widgets-toggle').click();
  const ids = await page.locator('[data-testid^="widget-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice(7)));
  await page.getByTestId('widgets-toggle').click();
  return ids;
}

async function openWidget(page: Page, name: string) {
  const btn = page.getByRole('button', { name, exact: true });
  if (!(await btn.isVisible())) await page.getByTestId('widgets-toggle').click();
  await btn.click();
}

describe('floating widgets', () => {
  it('each widget opens with the right content and closes; one popup at a time', async () => {
    reset();
    const context = await newContext();
    const { page, errors } = await open(context);
    expect(weatherRequests).toEqual([]); // nothing fetched from the weather API at load
    expect(await widgetButtons(page)).toEqual(['whatsapp', 'call', 'weather', 'visits', 'palette', 'qr']);

    // WhatsApp: typing, then the greeting after ~3 s; Send carries the message.
    await openWidget(page, 'WhatsApp chat');
    const chat = page.getByRole('dialog', { name: 'Barton Creek Stone & Landscape' });
    await expect.poll(() => chat.getByTestId('whatsapp-typing').isVisible()).toBe(true);
    await expect.poll(() => chat.getByText('Typically replies in minutes').isVisible()).toBe(true);
    await chat.getByTestId('whatsapp-greeting').waitFor({ timeout: 6000 });
    await chat.getByRole('textbox', { name: 'Your message' }).fill('Patio quote & wall #3 🌳');
    expect(await chat.getByTestId('whatsapp-send').getAttribute('href')).toBe(
      'https://wa.me/15125550187?text=Patio%20quote%20%26%20wall%20%233%20%F0%9F%8C%B3',
    );
    expect(await chat.getByTestId('whatsapp-send').getAttribute('target')).toBe('_blank');
    await page.screenshot({ path: path.join(SHOTS, 'whatsapp-390.png') });

    // Call: opening it closes WhatsApp; loader first, the tel link after 1 s.
    await openWidget(page, 'Call us now');
    expect(await page.getByRole('dialog').count()).toBe(1);
    const call = page.getByRole('dialog', { name: 'Call us now' });
    await call.getByTestId('call-loader').waitFor();
    const link = call.getByTestId('call-link');
    await link.waitFor({ timeout: 3000 });
    expect(await link.getAttribute('href')).toBe('tel:+15125550187');

    // Escape closes and gives focus back to the widget's button.
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Call us now');

    // Weather: fetched only now, from the maps URL's coordinates.
    await openWidget(page, 'Weather');
    const weather = page.getByRole('dialog', { name: /Weather in Austin/ });
    await weather.getByTestId('weather-reading').waitFor();
    expect(await weather.getByTestId('weather-temp').textContent()).toBe('72°F');
    expect(await weather.getByText('Partly cloudy').count()).toBeGreaterThan(0);
    expect(weatherRequests, weatherRequests.join('\n')).toHaveLength(1);
    expect(weatherRequests[0]).toContain('latitude=30.2385');
    expect(weatherRequests[0]).toContain('temperature_unit=fahrenheit');
    await page.screenshot({ path: path.join(SHOTS, 'weather-390.png') });

    // Visits: the total from the counter.
    await openWidget(page, 'Visits');
    const visitsPopup = page.getByRole('dialog', { name: 'Visits' });
    await visitsPopup.getByTestId('visits-total').waitFor();
    expect(await visitsPopup.getByTestId('visits-total').textContent()).toMatch(/1,20\d visits/);
    expect(await page.getByRole('dialog').count()).toBe(1);
    await page.screenshot({ path: path.join(SHOTS, 'visits-390.png') });
    await visitsPopup.getByRole('button', { name: 'Close Visits' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Palette: a modal with 12 collapsed groups; one tap copies.
    await openWidget(page, 'Colour palette');
    const palette = page.getByRole('dialog', { name: 'Colour palette' });
    await palette.getByRole('button', { name: 'Greens' }).click();
    await palette.getByRole('button', { name: /Forest Green/ }).click();
    await expect.poll(() => palette.getByTestId('palette-status').textContent()).toBe('Copied #228B22');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#228B22');
    expect(await palette.locator('[aria-expanded]').count()).toBe(12);
    await page.screenshot({ path: path.join(SHOTS, 'palette-390.png') });
    await palette.getByRole('button', { name: 'Greens' }).click();
    expect(await palette.locator('[aria-expanded="true"]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await palette.waitFor({ state: 'detached' });

    // QR: full-screen image with a close button.
    await openWidget(page, 'QR code');
    const qr = page.getByRole('dialog', { name: 'QR code' });
    await qr.getByTestId('qr-image').waitFor();
    await settledAnimations(page); // the dialog's fade-in finished before the screenshot
    await page.screenshot({ path: path.join(SHOTS, 'qr-390.png') });
    await qr.getByRole('button', { name: 'Close' }).click();
    await qr.waitFor({ state: 'detached' });

    // The main button closes everything.
    await page.getByRole('button', { name: 'Weather', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByTestId('widgets-toggle').click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('[data-testid^="widget-"]:visible').count()).toBe(0);

    // The reviews badge: average of 5, 4, 2 (as 0), 5 = 3.50 from 4 reviews, links to /reviews.
    const badge = page.getByTestId('reviews-badge');
    await badge.waitFor();
    expect(await badge.textContent()).toBe('3.50 ★ from 4 reviews');
    // Scrolled down, the back-to-top button sits above the badge in the same corner, not on it.
    await page.mouse.wheel(0, 1500);
    const toTop = page.getByRole('button', { name: 'Back to top' });
    await toTop.waitFor();
    const [b, t] = [await badge.boundingBox(), await toTop.boundingBox()];
    expect(t!.y + t!.height, 'the button clears the badge').toBeLessThanOrEqual(b!.y);
    await toTop.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await badge.click();
    await page.waitForURL(/\/reviews$/);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('looks right with popups open at 1280 px', async () => {
    reset();
    const context = await newContext(DESKTOP);
    const { page, errors } = await open(context);
    await openWidget(page, 'WhatsApp chat');
    await page.getByTestId('whatsapp-greeting').waitFor({ timeout: 6000 });
    await page.screenshot({ path: path.join(SHOTS, 'whatsapp-1280.png') });
    await openWidget(page, 'Weather');
    await page.getByTestId('weather-reading').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'weather-1280.png') });
    await openWidget(page, 'Colour palette');
    await page.getByRole('button', { name: 'Blues' }).click();
    await page.screenshot({ path: path.join(SHOTS, 'palette-1280.png') });
    await page.keyboard.press('Escape');
    await openWidget(page, 'Call us now');
    await page.getByTestId('call-link').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'call-1280.png') });
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('counts a visit once per browser session', async () => {
    reset();
    const context = await newContext();
    const { page } = await open(context);
    await expect.poll(() => counter.seen('/visits', 'POST').length, { timeout: 10_000 }).toBe(1);
    await page.reload();
    await waitForApp(page);
    await page.goto(`${app.origin}/`);
    await waitForApp(page);
    await page.waitForTimeout(2500);
    expect(counter.seen('/visits', 'POST')).toHaveLength(1);
    await context.close();
  });

  it('counts the visit of a visitor who only reads (the app never starts), and the app does not count it again', async () => {
    reset();
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${app.origin}/about`);
    await expect.poll(() => counter.seen('/visits', 'POST').length, { timeout: 10_000 }).toBe(1);
    expect(await page.evaluate(() => document.documentElement.dataset.appStart ?? null), 'no app').toBeNull();
    await waitForApp(page);
    await openWidget(page, 'Visits');
    await page.getByTestId('visits-total').waitFor();
    expect(counter.seen('/visits', 'POST')).toHaveLength(1);
    await context.close();
  });

  it('shows the last known figures when the services fail after a first visit', async () => {
    reset();
    const context = await newContext();
    const { page, errors } = await open(context);
    await page.getByTestId('reviews-badge').waitFor();
    await openWidget(page, 'Weather');
    await page.getByTestId('weather-reading').waitFor();
    await openWidget(page, 'Visits');
    await page.getByTestId('visits-total').waitFor();
    const total = await page.getByTestId('visits-total').textContent();

    reviewsReply = { status: 500, body: { error: 'down' } };
    counterMode = 'fail';
    weatherMode = 'fail';
    await page.reload();
    await waitForApp(page);
    await closeStrayDialog(page);
    // In the page (hidden) from the start: shown once the answer or its fallback is known.
    await page.getByTestId('reviews-badge').waitFor();
    expect(await page.getByTestId('reviews-badge').textContent()).toBe('3.50 ★ from 4 reviews');
    await openWidget(page, 'Weather');
    await page.getByTestId('weather-stale').waitFor();
    expect(await page.getByTestId('weather-stale').textContent()).toMatch(/^Last updated 1 minute ago$/);
    expect(await page.getByTestId('weather-temp').textContent()).toBe('72°F');
    await openWidget(page, 'Visits');
    await page.getByTestId('visits-stale').waitFor();
    expect(await page.getByTestId('visits-total').textContent()).toContain(total!.replace(' visits', '').replace('Last known count', ''));

    await page.goto(`${app.origin}/reviews`);
    await waitForApp(page);
    const summary = page.getByTestId('reviews-summary');
    if (await summary.count()) {
      await page.getByTestId('reviews-last-known').waitFor();
      expect(await page.getByTestId('reviews-average').textContent()).toBe('3.50');
    }
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('services answering 500 or junk break nothing', async () => {
    for (const mode of ['fail', 'junk'] as const) {
      reset();
      reviewsReply = mode === 'fail' ? { status: 500, body: {} } : { raw: '<html>not json</html>', contentType: 'text/html' };
      counterMode = mode;
      weatherMode = mode;
      const context = await newContext();
      const { page, errors } = await open(context);
      await page.getByTestId('reviews-badge').waitFor();
      expect(await page.getByTestId('reviews-badge').textContent()).toBe('leave Reviews');
      await openWidget(page, 'Weather');
      await page.getByTestId('weather-unavailable').waitFor();
      await openWidget(page, 'Visits');
      await page.getByText('The visit count is not available right now.').waitFor();
      await openWidget(page, 'WhatsApp chat');
      await page.getByTestId('whatsapp-greeting').waitFor({ timeout: 6000 });
      expect(realErrors(errors)).toEqual([]);
      await context.close();
    }
  });

  it('a tenant with other switches shows exactly its switched-on widgets', async () => {
    reset();
    record = TENANT_A;
    const context = await newContext();
    const { page, errors } = await open(context);
    await expect.poll(() => page.locator('footer').textContent()).toContain('Barton Creek');
    expect(await widgetButtons(page)).toEqual(['whatsapp', 'call', 'qr']);
    await page.waitForTimeout(1500);
    expect(counter.seen('/visits')).toHaveLength(0);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});
