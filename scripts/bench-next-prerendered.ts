/**
 * bench:next's row for the hop Chromium prerenders: the same taps, driven by Puppeteer.
 *
 * Chromium refuses to prerender for a page that a DevTools session is attached to directly
 * (`PrerenderingDisabledByDevTools`), and Playwright attaches that way. Puppeteer attaches through
 * the tab target, and there the site's Speculation Rules run: the finger touching a link down
 * (`moderate`) starts the next page hidden, and the click shows it. Three things make this row
 * hold up where a first try (29 Nov 2026) did not:
 * - the CPU throttling goes through Puppeteer's emulation (`page.emulateCPUThrottling`), which it
 *   carries over to the page prerendered ahead; a rate sent on the page's own session does not
 *   reach it;
 * - the probe is in the pages themselves (`withProbe`: an inline script the copy's CSP allows by
 *   its hash), since Puppeteer does not add its scripts to a page prerendered ahead, and the
 *   probe keeps what it noted in localStorage, read from another tab of the visit: Puppeteer's
 *   page object loses the page once the prerendered one is shown in its place;
 * - so each hop starts from a tab of its own, opened on the page the hop leaves, and no session
 *   is attached to a page directly.
 * The internet is not stubbed here (no request is intercepted: that, too, could stop a
 * prerender); on a machine without it, a call to a third party fails at once.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/browser';
import { PHONE } from './bench-tap';
import { FORGET, NOTE_TAP, PROBE, readHop, type Hop } from './bench-next-probe';

export type PrerenderingBrowser = Browser;

export function launchPrerendering(): Promise<Browser> {
  return puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** A copy of the site beside it (`<dir>-<suffix>`), each of its pages edited. */
export function copySite(dir: string, suffix: string, edit: (html: string) => string): string {
  const copy = `${dir}-${suffix}`;
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(dir, copy, { recursive: true });
  const walk = (d: string): void => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.name.endsWith('.html')) fs.writeFileSync(p, edit(fs.readFileSync(p, 'utf8')));
    }
  };
  walk(copy);
  return copy;
}

/**
 * A copy of the site (`<dir>-<suffix>`) whose every page runs `script` first, inline: the copy's
 * CSP (`_headers`, as the test server sends it) allows it by its hash.
 */
export function withScript(dir: string, suffix: string, script: string): string {
  const copy = copySite(dir, suffix, (html) => html.replace(/<head[^>]*>/, (head) => `${head}<script>${script}</script>`));
  const hash = crypto.createHash('sha256').update(script).digest('base64');
  const headers = path.join(copy, '_headers');
  const text = fs.readFileSync(headers, 'utf8');
  if (!text.includes("script-src 'self'")) throw new Error(`${headers}: no script-src 'self' to allow the script in`);
  fs.writeFileSync(headers, text.replaceAll("script-src 'self'", `script-src 'self' 'sha256-${hash}'`));
  return copy;
}

/** A copy of the site whose every page runs bench:next's probe first. */
export const withProbe = (dir: string): string => withScript(dir, 'probe', PROBE);

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-cover-done') && document.documentElement.hasAttribute('data-first-paint'), { timeout: 30_000 });
  await page.evaluate('new Promise((r) => requestIdleCallback(() => requestIdleCallback(() => r(), { timeout: 2000 }), { timeout: 2000 }))');
}

/**
 * How the visitor reaches the link: a finger touching it down (`moderate` prerenders from that
 * moment), or a mouse resting on it first (`moderate` prerenders after 200 ms of hover on a
 * desktop; Android's viewport predictor prepares a link it picks in view, before any touch) and
 * then pressed once the app it starts has (a click during its start at 4x waits for it: up to
 * 1.3 s, 30 Nov 2026): the hop to a page prepared ahead.
 */
export type Approach = { by: 'touch' } | { by: 'mouse'; restMs: number };

/** One tap from `from` on its link to `href`, in a tab of its own; read from `reader`, another tab of the visit. */
async function hop(reader: Page, origin: string, from: string, href: string, rate: number, holdMs: number, approach: Approach): Promise<Hop> {
  await reader.evaluate(FORGET);
  const page = await reader.browserContext().newPage();
  try {
    const { width, height } = PHONE.viewport;
    await page.setViewport({ width, height, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: true, hasTouch: true });
    await page.goto(`${origin}${from}`, { waitUntil: 'load' });
    await page.waitForFunction('navigator.serviceWorker.controller !== null', { timeout: 60_000 });
    await settled(page);
    const link = await page.$(`main a[href="${href}"]`);
    if (!link) throw new Error(`no link to ${href} on ${from}`);
    await link.scrollIntoView();
    await settled(page);
    const box = await link.boundingBox();
    if (!box) throw new Error(`the link to ${href} is not on screen`);
    await page.emulateCPUThrottling(rate);
    await page.evaluate(NOTE_TAP);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    if (approach.by === 'mouse') {
      await page.mouse.move(x, y);
      await new Promise((r) => setTimeout(r, approach.restMs));
      // A mouse's move starts the app (src/entry/start-on-demand.ts): pressed once it has, and the
      // page is idle, this row is the hop alone, not a click waiting behind the app's start.
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), { timeout: 30_000 });
      await settled(page);
      await page.mouse.down();
      await new Promise((r) => setTimeout(r, holdMs));
      // The page may be gone before it answers: the prerendered one took its place.
      await page.mouse.up().catch(() => undefined);
    } else {
      // Puppeteer's own session on the page (through the tab target): a new one would attach directly.
      const session = (page as unknown as { _client(): { send(method: string, params: object): Promise<unknown> } })._client();
      await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y, id: 1 }] });
      await new Promise((r) => setTimeout(r, holdMs));
      await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }).catch(() => undefined);
    }
    const noted = await reader.waitForFunction(readHop(href), { timeout: 20_000, polling: 100 });
    return (await noted.jsonValue()) as Hop;
  } finally {
    await page.close().catch(() => undefined);
  }
}

/** A visit: `/services` and each hop's page opened in turn in one browser context, the worker in control. */
export async function prerenderedVisit(browser: Browser, origin: string, hrefs: string[], rate: number, holdMs: number, approach: Approach): Promise<Hop[]> {
  const context = await browser.createBrowserContext();
  try {
    const reader = await context.newPage();
    await reader.goto(`${origin}/robots.txt`);
    const froms = ['/services', ...hrefs.slice(0, -1)];
    const hops: Hop[] = [];
    for (const [i, href] of hrefs.entries()) hops.push(await hop(reader, origin, froms[i]!, href, rate, holdMs, approach));
    return hops;
  } finally {
    await context.close();
  }
}
