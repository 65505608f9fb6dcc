/**
 * A real web server: the demo and tenant A, each built for production and served by
 * Debian's nginx with deploy/nginx.conf and the tenant's generated security headers. Checks the
 * headers the way `curl -I` shows them, real 404s, then drives every route of both tenants in
 * Chromium (widgets, the form to a local relay, the video player, one offline reload with the
 * service worker) and fails on any Content-Security-Policy violation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildSite, LOCAL, PORTS, ROOT } from '../support/build';
import { DESKTOP, launchBrowser, launchPersistent, stubInternet, waitForApp } from '../support/browser';
import { FakeService } from '../support/fake-service';
import { startNginx, type NginxServer } from '../support/nginx';
import { onePerKind } from '../support/routes';
import { buildSiteAsync, pwaBuildEnv, startPwaServices, type PwaServices } from '../build/pwa-env';
import { recordUrl, readConfig } from '../../src/config/env';
import { siteRoutes } from '../../src/seo/routes';
import { parseSiteData } from '../../src/site-data/parse';
import type { SiteData } from '../../src/site-data/schema';

const TENANT_PORT = PORTS.app;
// The demo gets its own origin (its own service worker and storage): the port after the block's.
const DEMO_PORT = PORTS.bucket + 1;

interface Served {
  name: string;
  server: NginxServer;
  data: SiteData;
}

let services: PwaServices;
let relay: FakeService;
let tenant: Served;
let demo: Served;
let browser: Browser;

beforeAll(async () => {
  services = await startPwaServices();
  relay = new FakeService().on('/send', { body: { ok: true } });
  await relay.listen(PORTS.relay);
  const demoEnv = { VITE_SITE_URL: LOCAL(DEMO_PORT), NODE_ENV: 'production' };
  const [tenantDir, demoDir] = await Promise.all([buildSiteAsync(pwaBuildEnv()), buildSite(demoEnv)]);
  const demoRaw = JSON.parse(fs.readFileSync(path.join(ROOT, 'public/demo-api/paginas/demo'), 'utf8')) as unknown;
  const demoBase = `${LOCAL(DEMO_PORT)}${recordUrl(readConfig({}))}`;
  tenant = { name: 'tenant-a', server: await startNginx(tenantDir, TENANT_PORT), data: parseSiteData(services.record).data };
  demo = { name: 'demo', server: await startNginx(demoDir, DEMO_PORT), data: parseSiteData(demoRaw, { relativeBase: demoBase }).data };
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await tenant?.server.close();
  await demo?.server.close();
  await relay?.close();
  await services?.close();
});

const head = (s: Served, p: string) => fetch(`${s.server.origin}${p}`, { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });

describe('headers (curl -I)', () => {
  it('HTML, hashed assets, the worker and manifests carry the security headers and the right caching', async () => {
    for (const s of [tenant, demo]) {
      const html = await head(s, '/about');
      expect(html.status, `${s.name} /about`).toBe(200);
      const csp = html.headers.get('content-security-policy') ?? '';
      // The site's own files, the pages' two inline blocks by their hashes (the cover's decision and
      // the Speculation Rules), and Elfsight's hosts for a tenant with its widget.
      expect(csp).toMatch(/(^|; )script-src 'self' 'sha256-[\w+/]+=' 'sha256-[\w+/]+='( https:\/\/[\w.-]*elfsight[\w.-]*)*;/);
      expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(html.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(html.headers.get('x-content-type-options')).toBe('nosniff');
      expect(html.headers.get('permissions-policy')).toMatch(/camera=\(\).*clipboard-write=\(self\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/);
      expect(html.headers.get('cache-control')).toBe('no-cache');
      expect(html.headers.get('content-type')).toMatch(/^text\/html/);

      const page = await (await fetch(`${s.server.origin}/about`, { headers: { 'Accept-Encoding': 'gzip' } })).text();
      const asset = page.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
      expect(asset, 'entry script').toBeTruthy();
      const js = await head(s, asset!);
      expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(js.headers.get('content-security-policy')).toBe(csp);
      const gz = await fetch(`${s.server.origin}${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');

      const sw = await head(s, '/sw.js');
      expect(sw.headers.get('cache-control')).toBe('no-cache');
      expect(sw.headers.get('x-content-type-options')).toBe('nosniff');
      const manifest = await head(s, '/manifest.webmanifest');
      expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      for (const hidden of ['/_headers', '/nginx-security.conf']) expect((await head(s, hidden)).status, hidden).toBe(404);
    }
    const record = await head(demo, '/demo-api/paginas/demo');
    expect(record.status).toBe(200);
    expect(record.headers.get('content-type')).toMatch(/^application\/json/);
    expect(record.headers.get('cache-control')).toBe('no-cache');
  });

  it('tenant CSP: the tenant’s own services only', async () => {
    const csp = (await head(tenant, '/')).headers.get('content-security-policy')!;
    const connect = csp.match(/connect-src ([^;]+)/)![1]!.split(' ');
    for (const o of [LOCAL(PORTS.data), LOCAL(PORTS.reviews), LOCAL(PORTS.relay), LOCAL(PORTS.counter), LOCAL(PORTS.bucket)]) expect(connect).toContain(o);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
  });

  it('unknown paths answer 404 with the not-found page; deep links answer 200', async () => {
    for (const s of [tenant, demo]) {
      const res = await fetch(`${s.server.origin}/no/such-page`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-security-policy')).toBeTruthy();
      expect(await res.text()).toContain('id="not-found-title"');
      for (const r of siteRoutes(s.data)) expect((await head(s, r.path)).status, `${s.name} ${r.path}`).toBe(200);
    }
  });
});

/** Collects CSP violations: console reports and `securitypolicyviolation` events, across navigations. */
async function watchCsp(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__cspViolation', (source, text: string) => void violations.push(`${source.page?.url() ?? ''}: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(t: string): void }).__cspViolation(`${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  context.on('page', (page) => {
    page.on('console', (m) => {
      if (m.text().includes('Content Security Policy')) violations.push(`${page.url()}: console: ${m.text()}`);
    });
  });
  return violations;
}

async function newContext(viewport = DESKTOP): Promise<{ context: BrowserContext; violations: string[]; pageErrors: string[] }> {
  const context = await browser.newContext({ viewport });
  await stubInternet(context);
  const violations = await watchCsp(context);
  const pageErrors: string[] = [];
  context.on('page', (p) => p.on('pageerror', (e) => pageErrors.push(`${p.url()}: ${e.message}`)));
  return { context, violations, pageErrors };
}

async function visit(page: Page, url: string) {
  await page.goto(url);
  await waitForApp(page);
  // Scroll through the page so lazy images, maps and embeds load.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 700) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
  });
  await page.waitForTimeout(150);
}

describe('browser pass under the CSP (nginx)', () => {
  for (const which of ['tenant', 'demo'] as const) {
    it(`${which}: a page of every kind, the widgets, the form and the video player run with no CSP violation`, { timeout: 180_000 }, async () => {
      const s = which === 'tenant' ? tenant : demo;
      const { context, violations, pageErrors } = await newContext();
      const page = await context.newPage();
      const pages = onePerKind(siteRoutes(s.data));
      expect(pages.map((r) => r.kind)).toEqual(expect.arrayContaining(['home', 'service', 'contact', 'digitalCard']));
      for (const r of pages) await visit(page, `${s.server.origin}${r.path}`);
      await visit(page, `${s.server.origin}/no/such-page`);

      // Widgets: open each one in turn.
      await visit(page, `${s.server.origin}/about`);
      const toggle = page.getByTestId('widgets-toggle');
      if (await toggle.count()) {
        await toggle.click();
        const ids = await page.locator('[data-testid^="widget-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!));
        for (const id of ids) {
          const btn = page.getByTestId(id);
          if (!(await btn.isVisible())) await toggle.click();
          await btn.click();
          await page.waitForTimeout(1200);
          await page.keyboard.press('Escape');
        }
      }

      // The video player (YouTube stubbed at the network layer).
      if (siteRoutes(s.data).some((r) => r.kind === 'videos')) {
        await visit(page, `${s.server.origin}/our-videos`);
        await page.getByRole('button', { name: /^Play video 1$|^Reproducir video 1$/ }).click();
        await page.locator('iframe[src*="youtube-nocookie.com"]').waitFor({ timeout: 10_000 });
        await page.keyboard.press('Escape');
      }

      // The form, to the local relay (tenant A's linkPostEmail).
      if (which === 'tenant') {
        relay.reset();
        await visit(page, `${s.server.origin}/contact`);
        await page.fill('#contact-name', 'Ana CSP');
        await page.fill('#contact-phone', '512-555-0100');
        await page.locator('[data-testid="lead-form"] button[type="submit"]').first().click();
        await page.locator('[role="status"][data-status="sent"]').waitFor({ timeout: 15_000 });
        expect(relay.seen('/send', 'POST').length).toBe(2);
      }
      expect(violations, violations.join('\n')).toEqual([]);
      expect(pageErrors, pageErrors.join('\n')).toEqual([]);
      await context.close();
    });
  }

  it('a relay the CSP does not allow (the record changed after the build): the lead is not queued for ever; the visitor is told and offered a written email (issue 13 item 9)', async () => {
    const moved = await new FakeService().on('/send', { body: { ok: true } }).listen(0); // not in connect-src
    const before = services.record.linkPostEmail;
    services.record.linkPostEmail = `${moved.origin}/send`;
    const { context, violations } = await newContext();
    try {
      const page = await context.newPage();
      const live = page.waitForResponse((r) => r.url().includes('/paginas/') && r.status() === 200);
      await visit(page, `${tenant.server.origin}/contact`);
      await live;
      await page.fill('#contact-name', 'Ana Moved');
      await page.fill('#contact-phone', '512-555-0100');
      await page.fill('#contact-message', 'Oak over the garage');
      await page.locator('[data-testid="lead-form"] button[type="submit"]').first().click();
      await page.locator('[role="status"][data-status="failed"]').waitFor({ timeout: 15_000 });
      expect(violations.some((v) => v.includes(moved.origin)), violations.join('\n')).toBe(true);
      expect(moved.seen('/send', 'POST')).toHaveLength(0);
      const mail = await page.locator('[role="status"] a[href^="mailto:"]').getAttribute('href');
      expect(decodeURIComponent(mail!)).toContain('Oak over the garage');
      // Nothing is left waiting in the outbox to be retried for ever.
      const waiting = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('canopy-outbox');
            open.onsuccess = () => {
              const db = open.result;
              const names = [...db.objectStoreNames];
              if (!names.length) return resolve(0);
              const req = db.transaction(names[0]!).objectStore(names[0]!).count();
              req.onsuccess = () => resolve(req.result);
            };
            open.onerror = () => resolve(-1);
          }),
      );
      expect(waiting).toBe(0);
    } finally {
      services.record.linkPostEmail = before;
      await context.close();
      await moved.close();
    }
  });

  it('offline once: the service worker serves the site under the same CSP', async () => {
    const persistent = await launchPersistent(DESKTOP);
    try {
      await stubInternet(persistent.context);
      const violations = await watchCsp(persistent.context);
      const page = await persistent.context.newPage();
      await page.goto(`${tenant.server.origin}/about`);
      await waitForApp(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
      await page.waitForTimeout(1000);
      await persistent.context.setOffline(true);
      await page.reload();
      await waitForApp(page);
      expect(await page.locator('h1').first().textContent()).toBeTruthy();
      await page.goto(`${tenant.server.origin}/contact`);
      await waitForApp(page);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await persistent.context.setOffline(false);
      expect(violations, violations.join('\n')).toEqual([]);
    } finally {
      await persistent.close();
    }
  });
});
