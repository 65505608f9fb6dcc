/**
 * Anonymous tap counts on a production build of tenant-a with VITE_EVENTS_URL
 * pointing at a real HTTP endpoint on 127.0.0.1, each page opened as a visitor opens it (the
 * app starts only when they act): a page's view, a Call tapped first on the card and a bio link
 * tap arrive as small batches with no personal data; taps made offline arrive once the network
 * returns; under Global Privacy Control nothing is sent and the collector is never loaded; a
 * service's page is counted as that service, an address the site has no page for as `other`.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, stubInternet } from '../support/browser';
import { buildSite, LOCAL, PORTS, ROOT, testEnv } from '../support/build';
import { FakeService } from '../support/fake-service';
import { fixtureText } from '../support/fixtures';
import { paths } from '../../src/config/paths';
import { serviceSlug } from '../../src/site-data/selectors';
import { startStaticServer, type StaticServer } from '../support/static-server';

const VARS = { BUCKET: LOCAL(PORTS.bucket), RELAY: `${LOCAL(PORTS.relay)}/relay` };
const RECORD = JSON.parse(fixtureText('tenant-a', VARS)) as { dbPrincipal: { name: string; phones: { phone: string }[]; emails: { email: string }[] }; dbServices: { name: string }[] };
const data = new FakeService();
const events = new FakeService();
let bucket: StaticServer;
let app: StaticServer;
let browser: Browser;

beforeAll(async () => {
  data.on('/paginas/tenant-a', { raw: fixtureText('tenant-a', VARS) });
  events.on('/events', { status: 204, raw: '' });
  await Promise.all([data.listen(PORTS.data), events.listen(PORTS.events)]);
  bucket = await startStaticServer(path.join(ROOT, 'public', 'demo-assets'), '/img/', PORTS.bucket);
  const dir = await buildSite(testEnv('tenant-a', { VITE_EVENTS_URL: `${LOCAL(PORTS.events)}/events` }));
  app = await startStaticServer(dir, '/', PORTS.app);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([app?.close(), bucket?.close(), data.close(), events.close()]);
});

beforeEach(() => events.reset());

interface Sent {
  v: number;
  site: string;
  events: Array<Record<string, string>>;
}
const batches = (): Sent[] => events.seen('/events', 'POST').map((r) => JSON.parse(r.body) as Sent);
const received = () => batches().flatMap((b) => b.events);

async function newContext(init?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  await stubInternet(context);
  if (init) await context.addInitScript(init);
  // The phone's dialler and new tabs are the operating system's business: keep the page here.
  await context.addInitScript(() => document.addEventListener('click', (e) => (e.target as Element | null)?.closest('a[href^="tel:"], a[target="_blank"]') && e.preventDefault()));
  return context;
}

/** A visitor opening a page: nothing pressed or waited for (the app starts when they act). */
async function openPage(context: BrowserContext, route: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${app.origin}${route}`);
  return page;
}

/** What arrived, as `name route`. */
const arrived = () => received().map((e) => `${e.name} ${e.route}`);

describe('events endpoint', () => {
  it("the card's view and a Call tapped first, and a bio link tap, arrive as batches with no personal data", async () => {
    const context = await newContext();
    // The visitor's first act on the card is Call: the dialler takes over, the page stays open.
    const card = await openPage(context, '/digitalcard');
    await card.locator('a[href^="tel:"]').first().click();
    await expect.poll(arrived, { timeout: 10_000 }).toEqual(['view /digitalcard', 'call /digitalcard']);
    await card.close({ runBeforeUnload: true });
    // On the bio page, a link tapped once the page's view has gone: the new tab takes the visitor
    // away, so the tap goes at once, not after the collector's few seconds of batching (4 s).
    const bio = await openPage(context, '/find-us-on');
    await expect.poll(arrived, { timeout: 10_000 }).toContain('view /find-us-on');
    await bio.locator('a[data-event="bio-link"][data-kind="website"]').click();
    await expect.poll(arrived, { timeout: 2500 }).toContain('bio-link /find-us-on');
    await bio.close({ runBeforeUnload: true });
    expect(arrived()).toEqual(['view /digitalcard', 'call /digitalcard', 'view /find-us-on', 'bio-link /find-us-on']);
    expect(received().find((e) => e.name === 'bio-link')?.target).toBe('website');
    for (const b of batches()) {
      expect(Object.keys(b).sort()).toEqual(['events', 'site', 'v']);
      expect(b.site).toBe('tenant-a');
      for (const e of b.events) {
        expect(Object.keys(e).every((k) => ['name', 'route', 'at', 'target'].includes(k))).toBe(true);
        expect(e.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\dZ$/);
        expect(e.route).toMatch(/^\/[\w-]*$/);
      }
    }
    const raw = events.seen('/events', 'POST').map((r) => r.body).join('\n');
    const P = RECORD.dbPrincipal;
    for (const personal of [P.name, ...P.phones.map((p) => p.phone), ...P.phones.map((p) => p.phone.replace(/\D/g, '')), ...P.emails.map((e) => e.email)]) expect(raw).not.toContain(personal);
    for (const r of events.seen('/events', 'POST')) expect(r.headers.cookie).toBeUndefined();
    await context.close();
  });

  it('taps made offline are kept on the device and sent once the network returns', async () => {
    const context = await newContext();
    const page = await openPage(context, '/digitalcard');
    // The signal drops once the page is shown (its view sent: the collector has loaded).
    await expect.poll(arrived, { timeout: 10_000 }).toContain('view /digitalcard');
    await context.setOffline(true);
    await page.locator('a[href^="tel:"]').first().click();
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await expect.poll(() => page.evaluate(() => new Promise<number>((resolve) => {
      const req = indexedDB.open('keyval-store');
      req.onsuccess = () => {
        const get = req.result.transaction('keyval').objectStore('keyval').get('canopy:events-queue');
        get.onsuccess = () => resolve(Array.isArray(get.result) ? get.result.length : 0);
        get.onerror = () => resolve(0);
      };
      req.onerror = () => resolve(0);
    })), { timeout: 5000 }).toBeGreaterThan(0);
    expect(received().filter((e) => e.name === 'call')).toEqual([]);
    await context.setOffline(false);
    await expect.poll(() => received().filter((e) => e.name === 'call').length, { timeout: 10_000 }).toBe(1);
    await context.close();
  });

  it("a service's page is counted as that service; a crafted address as `other`, never its path", async () => {
    const context = await newContext();
    const service = paths.service(serviceSlug(RECORD.dbServices[0]!.name));
    await openPage(context, service);
    const crafted = '/call-now-%22%3E%3Cb%3Efree%3C%2Fb%3E?utm=x';
    await openPage(context, crafted);
    // Each page's view goes a few seconds after it is shown, the app started or not.
    await expect.poll(() => arrived().sort(), { timeout: 10_000 }).toEqual([`view ${service}`, 'view other']);
    expect(events.seen('/events', 'POST').map((r) => r.body).join('\n')).not.toMatch(/call-now|free|utm/);
    await context.close();
  });

  it('nothing is sent, and the collector is not even loaded, under Global Privacy Control', async () => {
    const gpc = await newContext("Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });");
    const scripts: string[] = [];
    gpc.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    const page = await openPage(gpc, '/about');
    await page.locator('a[href^="tel:"]').first().click();
    await page.close({ runBeforeUnload: true });
    await gpc.close();
    expect(scripts.some((u) => /\/collector-[\w-]+\.js$/.test(u))).toBe(false);
    // A visitor without the signal, afterwards: once their view arrives, the earlier one would have too.
    const control = await newContext();
    await openPage(control, '/contact');
    await expect.poll(() => received().map((e) => e.route), { timeout: 10_000 }).toContain('/contact');
    expect(received().filter((e) => e.route === '/about')).toEqual([]);
    await control.close();
  });
});
