/**
 * Two tenants on one origin, one per base path (an agency's own domain with a folder per client:
 * `/` and `/site/`), each with its own relay and its own CSP, as its host sends it. One visitor's
 * browser saves a lead offline on each, then visits each in turn online: each lead reaches its own
 * relay once, and from its own site's page. Then one site is updated: the other keeps its caches
 * and still opens offline.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { siteNames } from '../../src/contract/site-names';
import { serviceSlug } from '../../src/site-data/selectors';
import { DESKTOP, launchBrowser, stubInternet, waitForApp } from '../support/browser';
import { buildSite, LOCAL, PORTS, readFixture, testEnv } from '../support/build';
import { FakeService, type SeenRequest } from '../support/fake-service';
import { startOriginServer, type StaticServer } from '../support/static-server';

const SITES = { a: { base: '/', pageId: 'tenants-a', port: PORTS.relay }, b: { base: '/site/', pageId: 'tenants-b', port: PORTS.app + 6 } } as const;
type Site = keyof typeof SITES;
const relayUrl = (site: Site) => `${LOCAL(SITES[site].port)}/relay-${site}`;

function recordOf(site: Site): Record<string, unknown> & { dbPrincipal: { name: string; emails: { email: string }[] } } {
  const text = JSON.stringify(readFixture('tenant-a.json')).replaceAll('{{BUCKET}}', 'https://bucket.example').replaceAll('{{RELAY}}', relayUrl(site));
  return JSON.parse(text) as ReturnType<typeof recordOf>;
}
const RECIPIENTS = recordOf('a').dbPrincipal.emails.map((e) => e.email);
const SERVICE = serviceSlug('Patios & Walkways');

/** The site a page or worker address belongs to: the longest base path it is under. */
const siteOfUrl = (url: string): Site => (new URL(url).pathname.startsWith(SITES.b.base) ? 'b' : 'a');
/** Each request to a relay, as `<relay's site> <- <asking site>`. */
const askedBy: string[] = [];

const data = new FakeService();
const relays = { a: new FakeService(), b: new FakeService() };
let app: StaticServer;
let browser: Browser;
let context: BrowserContext;
let updateOfA: string;

beforeAll(async () => {
  for (const site of ['a', 'b'] as const) {
    data.on(`/paginas/${SITES[site].pageId}`, () => ({ body: recordOf(site) }));
    relays[site].on(`/relay-${site}`, { body: { ok: true } });
  }
  await Promise.all([data.listen(PORTS.data), relays.a.listen(SITES.a.port), relays.b.listen(SITES.b.port)]);
  // NODE_ENV=production: a production React build with the service worker (tests/e2e/lead-form.test.ts).
  const env = (site: Site, extra: Record<string, string> = {}) => ({ ...testEnv(SITES[site].pageId, { BASE_PATH: SITES[site].base, ...extra }), NODE_ENV: 'production' });
  // The update differs only in its public URL: every page's canonical link, hence its precache and worker.
  const [a, b, a2] = await Promise.all([buildSite(env('a')), buildSite(env('b')), buildSite(env('a', { VITE_SITE_URL: `http://localhost:${PORTS.app}` }))]);
  updateOfA = a2;
  app = await startOriginServer({ '/': a, '/site/': b }, PORTS.app, { securityHeaders: true });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: DESKTOP });
  await stubInternet(context);
  // The home page's popups were seen on each site: a tap on the page reaches it.
  await context.addInitScript((keys) => keys.forEach((k) => sessionStorage.setItem(k, JSON.stringify({ estimate: true, welcome: true }))), [
    siteNames(SITES.a.base).homePopups,
    siteNames(SITES.b.base).homePopups,
  ]);
  // Who asks each relay: the page or worker of which site (a request the CSP blocks is seen too).
  context.on('request', (r) => {
    const relay = (['a', 'b'] as const).find((site) => r.url().startsWith(relayUrl(site)));
    if (relay && r.method() === 'POST') askedBy.push(`${relay} <- ${siteOfUrl(r.serviceWorker()?.url() ?? r.frame().url())}`);
  });
}, 600_000);

afterEach(async () => {
  await context.setOffline(false);
  for (const page of context.pages()) await page.close();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.close();
  await Promise.all([data.close(), relays.a.close(), relays.b.close()]);
});

/**
 * A visitor opens the site's page `rel` (typed or from a bookmark) and waits for the site's own
 * worker: on a first visit to `/site/`, the worker of the site at `/` controls the page (its scope
 * covers the path) until the site's own takes over.
 */
async function visit(site: Site, rel: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${app.origin}${SITES[site].base}${rel}`);
  await waitForApp(page);
  const worker = `${app.origin}${SITES[site].base}sw.js`;
  await page.waitForFunction((url) => navigator.serviceWorker?.controller?.scriptURL === url, worker, { timeout: 45_000 });
  return page;
}

/** A visitor's taps and keys on the contact form: name, e-mail, send. */
async function sendLead(page: Page, name: string): Promise<void> {
  await page.locator('#contact-name').click();
  await page.keyboard.type(name);
  await page.locator('#contact-email').click();
  await page.keyboard.type(`${name.toLowerCase()}@example.com`);
  await page.locator('[data-testid="lead-form"] button[type="submit"]').first().click();
}

const leadsAt = (site: Site) =>
  relays[site]
    .seen(`/relay-${site}`, 'POST')
    .map((r: SeenRequest) => `${(r.json as Record<string, string>).nombre}|${(r.json as Record<string, string>).toEmail}`)
    .sort();
const oncePerRecipient = (name: string) => RECIPIENTS.map((to) => `${name}|${to}`).sort();

/** Leads still kept in each site's outbox database on this origin (read from `page`, any site's). */
function waiting(page: Page): Promise<Record<Site, number>> {
  const names = { a: siteNames(SITES.a.base).outboxDb, b: siteNames(SITES.b.base).outboxDb };
  return page.evaluate(async (dbs) => {
    const listed = new Set((await indexedDB.databases()).map((d) => d.name));
    const count = async (name: string) => {
      if (!listed.has(name)) return 0;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(name);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const store = db.transaction('entries').objectStore('entries');
      const keys = await new Promise<IDBValidKey[]>((resolve) => (store.getAllKeys().onsuccess = (e) => resolve((e.target as IDBRequest<IDBValidKey[]>).result)));
      db.close();
      // The relays' shared delays are kept beside the entries (src/contract/outbox-relays.ts).
      return keys.filter((k) => !String(k).startsWith('~')).length;
    };
    return { a: await count(dbs.a), b: await count(dbs.b) };
  }, names);
}

/** The names of the caches this origin holds, read from `page`. */
const cacheNamesIn = (page: Page) => page.evaluate(() => caches.keys());
/** Whether the cache `name` holds a copy of `url`. */
const keeps = (page: Page, name: string, url: string) => page.evaluate(([n, u]) => caches.open(n).then((c) => c.match(u)).then(Boolean), [name, url] as const);

describe('two tenants on one origin keep their visitors apart', () => {
  it('a lead saved offline on each reaches its own relay once, from its own site, on a visit to each in turn', async () => {
    const [pageA, pageB] = [await visit('a', 'contact'), await visit('b', 'contact')];
    await context.setOffline(true);
    for (const [page, name] of [[pageA, 'Ana'], [pageB, 'Bo']] as const) {
      await sendLead(page, name);
      await page.waitForSelector('#contact-status[data-status="saved"]');
    }
    await Promise.all([pageA.close(), pageB.close()]);
    await context.setOffline(false);

    // Back online, each site's worker may replay at once (Background Sync); then the visitor opens
    // A, then B. Whoever sends, a site's page or worker asks only its own site's relay: A's CSP
    // refuses B's relay (and a refused lead is given up for good), and the other way round.
    const backA = await visit('a', '');
    await expect.poll(() => leadsAt('a'), { timeout: 20_000, message: "A's lead at A's relay" }).toEqual(oncePerRecipient('Ana'));
    await expect.poll(() => waiting(backA).then((w) => w.a), { timeout: 20_000, message: "A's outbox emptied" }).toBe(0);
    const backB = await visit('b', '');
    await expect.poll(() => leadsAt('b'), { timeout: 20_000, message: "B's lead at B's relay" }).toEqual(oncePerRecipient('Bo'));
    await expect.poll(() => waiting(backB), { timeout: 20_000, message: 'both outboxes emptied' }).toEqual({ a: 0, b: 0 });
    expect(leadsAt('a')).toEqual(oncePerRecipient('Ana'));
    expect(leadsAt('b')).toEqual(oncePerRecipient('Bo'));
    expect(new Set(askedBy)).toEqual(new Set(['a <- a', 'b <- b']));
  }, 240_000);

  it("an update of the site at / keeps the other site's caches: its pages still open offline", async () => {
    // B's visitor taps through to a service page, and reloads it there (kept for offline as it is visited).
    const pageB = await visit('b', '');
    await Promise.all([pageB.waitForURL(`**/site/${SERVICE}`), pageB.locator(`a[href="/site/${SERVICE}"]:visible`).first().click()]);
    // The tap changed the page in place; the visitor's reload is what the worker keeps.
    await pageB.reload();
    await pageB.locator('h1').waitFor();
    const before = await cacheNamesIn(pageB);
    const precacheOfB = before.find((n) => n.includes('-precache-') && n.endsWith(`${app.origin}/site/`));
    const ofB = [precacheOfB, siteNames('/site/').caches.record, siteNames('/site/').caches.pages];
    expect(before).toEqual(expect.arrayContaining(ofB));
    const servicePage = `${app.origin}/site/${SERVICE}`;
    expect(await keeps(pageB, siteNames('/site/').caches.pages, servicePage)).toBe(true);

    // A new deployment of A: its visitor accepts the update, and A's new worker takes over.
    const pageA = await visit('a', 'about');
    app.setRoot(updateOfA, '/');
    await pageA.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await pageA.getByText('A new version of this site is available.').waitFor({ timeout: 90_000 });
    await Promise.all([pageA.waitForEvent('load', { timeout: 90_000 }), pageA.getByRole('button', { name: 'Update' }).click()]);
    await waitForApp(pageA);
    // The new worker's clean-up is over once it is activated (its activate handler has settled).
    await pageA.waitForFunction(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.state === 'activated' && !r.waiting && !r.installing));

    expect(await cacheNamesIn(pageA)).toEqual(expect.arrayContaining(ofB));
    expect(await keeps(pageA, siteNames('/site/').caches.pages, servicePage)).toBe(true);
    // B's visitor, offline, reopens the service page and the home page from B's own caches.
    await context.setOffline(true);
    for (const rel of [SERVICE, '']) {
      await pageB.goto(`${app.origin}/site/${rel}`);
      await pageB.locator('h1').first().waitFor();
      expect(await pageB.title(), rel).toContain(recordOf('b').dbPrincipal.name);
    }
  }, 240_000);
});
