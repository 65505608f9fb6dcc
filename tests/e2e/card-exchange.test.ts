/**
 * Contact exchange from the card made with no signal: the customer fills
 * "Send me your details" on the owner's phone while offline; the request waits on the device
 * and reaches the real relay (a FakeService on 127.0.0.1) once per recipient when the network
 * returns, with the relay's fields, a subject that says it came from the card and no service.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardKit } from '../../src/i18n/card-kit';
import { RELAY_FIELDS } from '../../src/features/lead-form/payload';
import { PHONE, launchBrowser, stubInternet, waitForApp } from '../support/browser';
import { buildSite, LOCAL, PORTS, ROOT, testEnv } from '../support/build';
import { FakeService } from '../support/fake-service';
import { fixtureText } from '../support/fixtures';
import { startStaticServer, type StaticServer } from '../support/static-server';

const VARS = { BUCKET: LOCAL(PORTS.bucket), RELAY: `${LOCAL(PORTS.relay)}/relay` };
const RECORD = JSON.parse(fixtureText('tenant-a', VARS)) as { dbPrincipal: { emails: { email: string }[] } };
const K = cardKit.en;
const data = new FakeService();
const relay = new FakeService();
let bucket: StaticServer;
let app: StaticServer;
let browser: Browser;

beforeAll(async () => {
  data.on('/paginas/tenant-a', { raw: fixtureText('tenant-a', VARS) });
  relay.on('/relay', { body: { ok: true } });
  await Promise.all([data.listen(PORTS.data), relay.listen(PORTS.relay)]);
  bucket = await startStaticServer(path.join(ROOT, 'public', 'demo-assets'), '/img/', PORTS.bucket);
  app = await startStaticServer(await buildSite(testEnv('tenant-a')), '/', PORTS.app);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([app?.close(), bucket?.close(), data.close(), relay.close()]);
});

const posts = () => relay.seen('/relay', 'POST');

describe('contact exchange on the card', () => {
  it('made offline, it reaches the relay once per recipient after the network returns, with the expected body', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    await stubInternet(context);
    const page = await context.newPage();
    await page.goto(`${app.origin}/digitalcard`);
    await waitForApp(page);
    // The owner's phone has the card installed: its worker holds the form's code for offline use.
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 40_000 });
    await context.setOffline(true);
    await page.getByRole('button', { name: K.exchange }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#card-exchange-name').fill('Rosa');
    await dialog.locator('#card-exchange-lastname').fill('Diaz');
    await dialog.locator('#card-exchange-phone').fill('(512) 555-0177');
    await dialog.locator('button[type="submit"]').click();
    await dialog.locator('#card-exchange-status[data-status="saved"]').waitFor({ timeout: 15_000 });
    expect(await dialog.locator('#card-exchange-status').textContent()).toContain('You are offline');
    expect(posts()).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => posts().length, { timeout: 20_000 }).toBe(RECORD.dbPrincipal.emails.length);
    await dialog.locator('#card-exchange-status[data-status="sent"]').waitFor({ timeout: 15_000 });
    const bodies = posts().map((r) => r.json as Record<string, string>);
    expect(bodies.map((b) => b.toEmail)).toEqual(RECORD.dbPrincipal.emails.map((e) => e.email));
    for (const b of bodies) {
      expect(Object.keys(b)).toEqual([...RELAY_FIELDS]);
      expect(b).toMatchObject({ nombre: 'Rosa', lastname: 'Diaz', phone: '512-555-0177', service: '', asunto: 'Contact from the digital card: Rosa Diaz' });
    }
    // As the original product sent it: no Idempotency-Key for a relay not declared deduplicating
    // (a strict relay's preflight refuses headers it does not know).
    expect(posts().map((r) => r.headers['idempotency-key'])).toEqual(bodies.map(() => undefined));
    // Nothing is left to send: another "online" finds an empty outbox.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => page.evaluate(() => new Promise<number>((resolve) => {
      const req = indexedDB.open('canopy-outbox');
      req.onsuccess = () => {
        const db = req.result;
        const name = db.objectStoreNames[0];
        if (!name) return resolve(0);
        const count = db.transaction(name).objectStore(name).count();
        count.onsuccess = () => resolve(count.result);
      };
      req.onerror = () => resolve(-1);
    })), { timeout: 5000 }).toBe(0);
    expect(posts()).toHaveLength(bodies.length);
    await context.close();
  });
});
