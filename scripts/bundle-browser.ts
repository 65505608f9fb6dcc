/**
 * What a page's visit loads and runs in Chromium (scripts/bundle-budget.ts): each route opened in
 * a fresh context (service worker blocked, empty cache) until the network is idle, as opened or
 * once the visitor has pressed a key.
 */
import fs from 'node:fs';
import path from 'node:path';
import { urlToFile } from './bundle-files';

/** A script's coverage as Chromium reports it (Playwright's `page.coverage`, V8's precise coverage). */
export interface ScriptCoverage {
  url: string;
  functions: { functionName: string; ranges: { startOffset: number; endOffset: number; count: number }[] }[];
}

/**
 * Whether a module's body ran: V8 reports a script's top level as its first function, whose first
 * range spans the whole source, with the times it was called. A chunk only preloaded (fetched,
 * perhaps compiled, never evaluated) reports 0 or nothing.
 */
export const bodyRan = (script: ScriptCoverage): boolean => (script.functions[0]?.ranges[0]?.count ?? 0) > 0;

/** The build's files among `scripts` whose bodies ran (relative to the build folder, sorted). */
export function ranFiles(scripts: ScriptCoverage[], origin: string, dir: string, basePath = '/'): string[] {
  const files = new Set<string>();
  for (const script of scripts) {
    if (!script.url.startsWith(`${origin}/`) || !bodyRan(script)) continue;
    const file = urlToFile(new URL(script.url).pathname, basePath);
    if (file && file.endsWith('.js') && file !== 'sw.js' && fs.existsSync(path.join(dir, file))) files.add(file);
  }
  return [...files].sort();
}

export interface PageJs {
  /** Same-origin `.js` files downloaded. */
  files: string[];
  /** Of those, the ones whose module body ran (measured as opened only: once the visitor acts, the app runs). */
  ran?: string[];
}

/**
 * Until the page has requested nothing for `ms`: "network idle" (500 ms) alone came, on a busy box,
 * before the page's own work after its first paint had asked for its modules, and the page was
 * measured with a tenth of its files (9-13 KB for 185; one run in six, 7 Dec 2026).
 */
async function untilQuiet(page: import('playwright-core').Page, ms = 1500): Promise<void> {
  let last = -1;
  for (let i = 0; i < 20; i++) {
    const requested = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (requested === last) return;
    last = requested;
    await page.waitForTimeout(ms);
  }
}

/**
 * Loads each route in Chromium and lists the same-origin `.js` files it downloaded until the
 * network was idle: as opened (`act` false: what every visitor downloads, and which of those ran
 * before the visitor acted), or once the visitor has pressed a key (`act`: the app runs, and what
 * its first render imports lazily is requested by the time the spinner is gone).
 */
export async function browserFiles(dir: string, routes: string[], basePath = '/', act = false): Promise<Map<string, PageJs>> {
  const { chromium } = await import('playwright-core');
  const { launchOptions } = await import('../tests/support/browser');
  const { serveDist } = await import('./serve-dist');
  const server = await serveDist(dir, { basePath });
  const browser = await chromium.launch(launchOptions());
  const out = new Map<string, PageJs>();
  const one = async (route: string) => {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    // Nothing outside this machine (there is no internet here anyway).
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin !== server.origin || !url.pathname.endsWith('.js') || url.pathname.endsWith('/sw.js')) return;
      const file = urlToFile(url.pathname, basePath);
      if (file && fs.existsSync(path.join(dir, file))) files.add(file);
    });
    if (!act) await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(`${server.origin}${basePath}${route.replace(/^\//, '')}`, { waitUntil: 'networkidle' });
    if (act) {
      await page.keyboard.press('Shift');
      await page.waitForSelector('[data-testid="loading-overlay"]', { state: 'detached', timeout: 20_000 }).catch(() => undefined);
    } else {
      // The loading cover lifts once the record has answered; the entry's own work (the
      // worker's registration, the outbox check) is requested by then.
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-cover-done') || !document.getElementById('canopy-record'), undefined, { timeout: 20_000 }).catch(() => undefined);
    }
    await page.waitForLoadState('networkidle');
    await untilQuiet(page);
    const ran = act ? undefined : ranFiles(await page.coverage.stopJSCoverage(), server.origin, dir, basePath);
    out.set(route, { files: [...files].sort(), ran });
    await context.close();
  };
  try {
    // A few pages at a time: each waits mostly on the spinner's minimum time.
    const queue = [...routes];
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        for (let r = queue.shift(); r !== undefined; r = queue.shift()) await one(r);
      }),
    );
  } finally {
    await browser.close();
    await server.close();
  }
  return out;
}

/** What ran before the visitor acted on each of `routes` (those of them `dir` has), in gzip bytes. */
export async function ranBeforeActing(dir: string, routes: string[]): Promise<{ route: string; bytes: number; files: string[] }[]> {
  const { sumGzip } = await import('./bundle-files');
  const built = routes.filter((r) => fs.existsSync(path.join(dir, r.slice(1), 'index.html')));
  const pages = await browserFiles(dir, built);
  return built.map((route) => {
    const files = pages.get(route)?.ran ?? [];
    return { route, bytes: sumGzip(dir, files), files };
  });
}
