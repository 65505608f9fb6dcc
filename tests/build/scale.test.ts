/**
 * A record with 1,000 services. Before, every page embedded the whole record and
 * every page was precached: the precache grew with services x record size (about 1 GB for a
 * 1 MB record) and pages over 2 MB were silently left out. Now a large record is written once
 * beside the pages, the fixed routes and the shell are precached, and service and landing pages
 * are cached as visited. Builds the site from a real data service on 127.0.0.1, then opens a
 * service page in Chromium to see it hydrate from the shared record file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildSite } from '../support/build';
import { launchBrowser, PHONE, waitForApp, watchErrors } from '../support/browser';
import { FakeService } from '../support/fake-service';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { serviceSlug } from '../../src/site-data/selectors';

const SERVICES = 1000;
const LANDINGS = 40;
const words = 'trim prune remove grind haul mulch plant shape cable brace clear stake feed water edge'.split(' ');
const text = (i: number, n: number) => Array.from({ length: n }, (_, k) => words[(i * 7 + k * 3) % words.length]).join(' ');

const record = {
  dbPrincipal: { name: 'Thousand Oaks Arbor & Landscape Company', phones: [{ phone: '512-555-0100' }], emails: [{ email: 'office@thousand-oaks.example' }], address: [{ address: '1 Elm St, Austin, TX 78701' }] },
  labels: { formLabel: { isenglish: 'true' } },
  dbServices: Array.from({ length: SERVICES }, (_, i) => ({ name: `Service ${i + 1} ${text(i, 2)}`, description: [{ text: `${text(i, 90)}.`, lists: [text(i, 3), text(i + 1, 3)] }] })),
  landings: Array.from({ length: LANDINGS }, (_, i) => ({ name: `Town ${i + 1}` })),
  simpleWidgets: [],
};

/** The precache manifest workbox injected into sw.js. */
function precacheList(sw: string): string[] {
  return [...sw.matchAll(/\{"revision":(?:null|"[0-9a-f]+"),"url":"([^"]+)"\}/g)].map((m) => decodeURIComponent(m[1]!));
}

function walk(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

let data: FakeService;
let outDir: string;
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  data = await new FakeService().on('/paginas/thousand', { body: record }).listen(0);
  outDir = await buildSite({ VITE_SITE_DATA_URL: data.origin, VITE_PAGE_ID: 'thousand', NODE_ENV: 'production' });
  server = await startStaticServer(outDir, '/', 0);
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await data?.close();
});

describe('a record with 1,000 services', () => {
  it('builds a page for every service; every page stays under 300 KB', () => {
    const missing = record.dbServices.filter((s) => !fs.existsSync(path.join(outDir, serviceSlug(s.name), 'index.html')));
    expect(missing.map((s) => s.name)).toEqual([]);
    const pages = walk(outDir).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(SERVICES + LANDINGS);
    const big = pages.map((f) => [f, fs.statSync(path.join(outDir, f)).size] as const).filter(([, size]) => size > 300 * 1024);
    expect(big).toEqual([]);
  });

  it('writes the record once, beside the pages, instead of into each of them', () => {
    const page = fs.readFileSync(path.join(outDir, serviceSlug(record.dbServices[500]!.name), 'index.html'), 'utf8');
    const src = page.match(/<script id="canopy-record"[^>]*data-src="\/(record-[\w-]+\.json)"><\/script>/)?.[1];
    expect(src, 'the page names the shared record').toBeTruthy();
    expect(page).toContain(`<link rel="preload" as="fetch" crossorigin href="/${src}">`);
    const shared = JSON.parse(fs.readFileSync(path.join(outDir, src!), 'utf8')) as { dbServices: unknown[] };
    expect(shared.dbServices).toHaveLength(SERVICES);
    expect(fs.statSync(path.join(outDir, src!)).size).toBeGreaterThan(300 * 1024);
  });

  it('precaches the fixed routes, the shell and the shared record (under 15 MB), not 1,040 pages', () => {
    const precached = precacheList(fs.readFileSync(path.join(outDir, 'sw.js'), 'utf8'));
    const bytes = precached.reduce((n, f) => n + fs.statSync(path.join(outDir, f)).size, 0);
    expect(bytes).toBeLessThan(15 * 1024 * 1024);
    for (const f of ['index.html', 'shell.html', 'services/index.html', 'contact/index.html']) expect(precached, f).toContain(f);
    expect(precached.some((f) => /^record-[\w-]+\.json$/.test(f))).toBe(true);
    const servicePages = precached.filter((f) => /^service-\d+/.test(f));
    expect(servicePages).toEqual([]);
  });

  it('a service page hydrates from the shared record in Chromium and works', async () => {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const { errors } = watchErrors(page);
      const svc = record.dbServices[776]!;
      const shared = page.waitForResponse((r) => /\/record-[\w-]+\.json$/.test(r.url()) && r.status() === 200);
      await page.goto(`${server.origin}/${serviceSlug(svc.name)}`);
      await shared;
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(svc.name);
      // Hydrated: the app has committed the page it found (its root and its main part).
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), undefined, { timeout: 20_000 });
      // A link is the browser's (decision 0020): the next page is its own document, and its app
      // starts from the same shared record.
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
      await page.locator('footer a[href="/contact"]').first().click();
      await page.waitForURL(`${server.origin}/contact`);
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker ?? null)).toBeNull();
      // The visitor scrolls the next page (their first act on it), which starts its app.
      await page.mouse.move(200, 400);
      await page.mouse.wheel(0, 300);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), undefined, { timeout: 20_000 });
      expect(errors, errors.join('\n')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
