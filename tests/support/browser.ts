import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type LaunchOptions, type Page } from 'playwright-core';
import { PORTS } from './build';
import { internetStubArgs, startInternetStub, stubReply } from './internet-stub';

/** Debian's Chromium (never a browser download); CHROME_PATH overrides. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Flags that keep Chromium quiet on a closed network, and send every host but this machine to
 * the internet stub of this worker (tests/support/internet-stub.ts; it answers once a test's
 * context calls `stubInternet`).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
  '--disable-quic',
  '--disable-dev-shm-usage',
  ...internetStubArgs(PORTS.internet),
];

export function launchOptions(extra: LaunchOptions = {}): LaunchOptions {
  return { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, ...extra };
}

/**
 * A visitor's Chromium: it keeps the page left in its back/forward cache (Back restores it as it
 * was, and the next page's commit does not tear it down). Playwright turns that cache off unless
 * told not to.
 */
export function launchAsVisitor(): Promise<Browser> {
  return chromium.launch(launchOptions({ ignoreDefaultArgs: ['--disable-back-forward-cache'] }));
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

/** A persistent context (service workers, installability, storage) in a fresh profile dir. */
export async function launchPersistent(viewport = { width: 390, height: 844 }): Promise<{ context: BrowserContext; dir: string; close(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-profile-'));
  const context = await chromium.launchPersistentContext(dir, { ...launchOptions(), viewport });
  return {
    context,
    dir,
    close: async () => {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const PHONE = { width: 390, height: 844 } as const;
/** Lighthouse's phone (its mobile emulation: 412 px at 1.75x). */
export const LIGHTHOUSE_PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 } as const;

/**
 * When the page's largest paint happened, and when it requested the photos `pick` returns (their
 * `currentSrc`, chosen in the page); both in ms since navigation. Photos not requested are left out.
 */
export async function photosBeforeLargestPaint(page: Page, pick: () => string[]): Promise<{ lcp: number; photos: { src: string; at: number }[] }> {
  const { lcp, entries } = await page.evaluate(async () => {
    const lcp = await new Promise<number>((resolve) =>
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as PerformanceEntry & { renderTime?: number };
        resolve(last.renderTime || last.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true }),
    );
    return { lcp, entries: performance.getEntriesByType('resource').map((e) => [e.name, e.startTime] as [string, number]) };
  });
  const requested = new Map(entries);
  const srcs = await page.evaluate(pick);
  return { lcp, photos: srcs.filter((src) => requested.has(src)).map((src) => ({ src, at: Math.round(requested.get(src)!) })) };
}
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Records console errors and page errors so a test can assert there were none. */
export function watchErrors(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return { errors };
}

/**
 * Third-party internet services (weather, YouTube, maps, the reviews widget's script) are stubbed
 * at the network layer: by the worker's internet stub, which the browser's flags send every other
 * host to (tests/support/internet-stub.ts), or, where it cannot run (no openssl for its
 * certificate), by a route in this context that answers the same.
 */
export async function stubInternet(context: BrowserContext): Promise<void> {
  if ((await startInternetStub(PORTS.internet)) !== undefined) return;
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
    const { contentType, body } = stubReply(new URL(route.request().url()));
    return route.fulfill({ status: 200, contentType, body });
  });
}

/**
 * Waits until the app has started and the loading spinner is gone (record settled, minimum
 * time elapsed), as a visitor who starts using the page would: a prerendered page starts the
 * app when the visitor acts (src/entry/start-on-demand.ts); a page without prerendered content
 * (the shell) has an empty root until it starts.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getElementById('root')?.firstElementChild != null, undefined, { timeout: 20_000 });
  // A prerendered page starts the app when the visitor acts (src/entry/start-on-demand.ts): a
  // key nobody notices is such an act (Shift alone does nothing on any page).
  await page.waitForLoadState('load');
  await page.keyboard.press('Shift');
  try {
    await page.waitForSelector('[data-testid="loading-overlay"]', { state: 'detached', timeout: 20_000 });
  } catch (err) {
    // Say how far the page got: the entry's intent (data-app-start), the record, the root.
    const state = await page
      .evaluate(() => ({
        url: location.href,
        html: [...document.documentElement.attributes].map((a) => `${a.name}=${a.value}`),
        rootHydrated: Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
        controlled: Boolean(navigator.serviceWorker?.controller),
        visibility: document.visibilityState,
      }))
      .catch((e: unknown) => String(e));
    throw new Error(`The app did not start: ${JSON.stringify(state)}`, { cause: err });
  }
}

/**
 * Debian's Chromium 150 starts a page opened in a context that is already offline
 * (`context.setOffline(true)`) with `navigator.onLine === true`, though its requests fail as
 * offline; a real phone without signal says false. Turning the context's emulation off and on
 * again (a moment, with nothing in flight) makes every page say what a phone says; re-sending the
 * emulation to the page alone did not reach a page under a service worker.
 */
export async function markOffline(page: Page): Promise<void> {
  const context = page.context();
  await context.setOffline(false);
  await context.setOffline(true);
}
