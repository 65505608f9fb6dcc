/**
 * Every lead reaches the form relays businesses have, once per recipient, and a failing path never
 * holds back a working one, through the real form in Chromium, against real relays on 127.0.0.1:
 * - a strict relay, whose preflight allows `Content-Type` only (what the original product needed),
 * - a permissive one, and
 * - a relay the tenant declared deduplicating (VITE_RELAY_IDEMPOTENCY=1), which gets
 *   `Idempotency-Key`, the same on the retry after its 503,
 * each get every lead once per recipient; and leads queued for a path of the strict relay's host
 * that now fails (a 404 without CORS headers) do not hold back a lead to the working path.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RELAY_FIELDS } from '../../src/features/lead-form/payload';
import { PHONE, launchBrowser, stubInternet } from '../support/browser';
import { buildSite, LOCAL, PORTS, readFixture, testEnv } from '../support/build';
import { FakeService, type SeenRequest } from '../support/fake-service';
import { storeOutboxEntries } from '../support/outbox-page';
import { startStaticServer, type StaticServer } from '../support/static-server';

const PAGE_ID = 'relays-e2e';
/** The strict relay's host: its new path works; its old path is dropped (404, no CORS headers). */
const STRICT = LOCAL(PORTS.relay);
const LIVE_PATH = '/v2/send';
const OLD_PATH = '/send';
/** The permissive relay's host: one path that always works, one that deduplicates (503 first). */
const OPEN = LOCAL(PORTS.app + 6);

const RECORD = JSON.parse(
  JSON.stringify(readFixture('tenant-a.json')).replaceAll('{{BUCKET}}', 'https://bucket.example').replaceAll('{{RELAY}}', `${STRICT}${LIVE_PATH}`),
) as Record<string, unknown> & { dbPrincipal: { emails: { email: string }[] } };
const RECIPIENTS = RECORD.dbPrincipal.emails.map((e) => e.email);

let record: Record<string, unknown> = RECORD;
const data = new FakeService();
const strict = new FakeService({ allowHeaders: 'Content-Type', bareUnknownPaths: true });
const open = new FakeService();
/** Attempts per Idempotency-Key at the deduplicating relay. */
const attemptsByKey = new Map<string, number>();
let app: StaticServer;
let plainSite: string;
let dedupSite: string;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  data.on(`/paginas/${PAGE_ID}`, () => ({ body: record }));
  strict.on(LIVE_PATH, { body: { ok: true } });
  open.on('/open', { body: { ok: true } });
  open.on('/dedup', (req) => {
    const key = String(req.headers['idempotency-key']);
    const n = (attemptsByKey.get(key) ?? 0) + 1;
    attemptsByKey.set(key, n);
    return n === 1 ? { status: 503, body: { error: 'try later' } } : { body: { ok: true } };
  });
  await Promise.all([data.listen(PORTS.data), strict.listen(PORTS.relay), open.listen(PORTS.app + 6)]);
  // NODE_ENV=production: a production React build with the service worker (tests/e2e/lead-form.test.ts).
  const env = { ...testEnv(PAGE_ID), NODE_ENV: 'production' };
  [plainSite, dedupSite] = await Promise.all([buildSite(env), buildSite({ ...env, VITE_RELAY_IDEMPOTENCY: '1' })]);
  app = await startStaticServer(plainSite, '/', PORTS.app);
  browser = await launchBrowser();
}, 600_000);

afterEach(async () => {
  await context?.close();
  context = undefined;
  record = RECORD;
  app.setRoot(plainSite);
  for (const s of [strict, open]) s.reset();
  attemptsByKey.clear();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await Promise.all([data.close(), strict.close(), open.close()]);
});

async function openContact(): Promise<Page> {
  context = await browser.newContext({ viewport: PHONE });
  await stubInternet(context);
  const page = await context.newPage();
  await page.goto(`${app.origin}/contact`);
  await page.locator('#contact-name').waitFor();
  return page;
}

/** A visitor's taps and keys, with nothing done first to start the app: name, e-mail, send. */
async function typeLead(page: Page, name: string): Promise<void> {
  await page.locator('#contact-name').click();
  await page.keyboard.type(name);
  await page.locator('#contact-email').click();
  await page.keyboard.type(`${name.toLowerCase().replace(/\W/g, '')}@example.com`);
  await page.locator('[data-testid="lead-form"] button[type="submit"]').first().click();
}

/** Fills and sends the form as a visitor does; resolves once it shows `status`. */
async function sendLead(page: Page, name: string, status: 'sent' | 'saved' = 'sent', timeout = 15_000): Promise<void> {
  await typeLead(page, name);
  await page.waitForSelector(`#contact-status[data-status="${status}"]`, { timeout });
  // The form is cleared once the lead is sent or saved: ready for the next one.
  await page.waitForFunction(() => (document.querySelector('#contact-name') as HTMLInputElement).value === '');
}

const body = (r: SeenRequest) => r.json as Record<string, string>;
const leadOf = (r: SeenRequest) => `${body(r).nombre}|${body(r).toEmail}`;
/** Each lead once per recipient: `names` x RECIPIENTS, no more. */
const oncePerRecipient = (names: string[]) => names.flatMap((n) => RECIPIENTS.map((to) => `${n}|${to}`)).sort();

/** Leads a returning visitor's browser still holds for `url`: stored as the outbox stores them, random ids. */
function queueLeads(page: Page, url: string, count: number): Promise<void> {
  const now = Date.now();
  return storeOutboxEntries(
    page,
    Array.from({ length: count }, (_, i) => {
      const bodies = RECIPIENTS.map((toEmail) => ({ toEmail, nombre: `Queued ${i}`, email: `queued${i}@example.com` }));
      const id = crypto.randomUUID();
      return { id, url, createdAt: now - 120_000 + i, recipients: bodies.map((b) => ({ toEmail: b.toEmail, body: b, state: 'pending', attempts: 0 })) };
    }),
  );
}

describe('every relay gets every lead once per recipient (issue 27 item 1)', () => {
  it.each([
    ['a strict relay (its preflight allows Content-Type only)', () => strict, `${STRICT}${LIVE_PATH}`],
    ['a permissive relay', () => open, `${OPEN}/open`],
  ])('%s: sent as the original product sent it', async (_label, relayOf, url) => {
    record = { ...RECORD, linkPostEmail: url };
    const page = await openContact();
    await sendLead(page, 'Ana');
    await sendLead(page, 'Ben');
    // 'sent' means the outbox holds nothing more for them: no later request can follow.
    const posts = relayOf().seen(new URL(url).pathname, 'POST');
    expect(posts.map(leadOf).sort()).toEqual(oncePerRecipient(['Ana', 'Ben']));
    for (const r of posts) {
      expect(r.headers['content-type']).toMatch(/^application\/json/);
      expect(r.headers['idempotency-key']).toBeUndefined();
      expect(Object.keys(body(r))).toEqual([...RELAY_FIELDS]);
    }
  }, 60_000);

  it('a relay declared deduplicating gets Idempotency-Key, the same key on the retry after its 503', async () => {
    app.setRoot(dedupSite);
    record = { ...RECORD, linkPostEmail: `${OPEN}/dedup` };
    const page = await openContact();
    // The first answer is 503: saved, then sent by the page's retry 5 s later.
    await sendLead(page, 'Cy', 'saved');
    await page.waitForSelector('#contact-status[data-status="sent"]', { timeout: 30_000 });
    const posts = open.seen('/dedup', 'POST');
    expect(posts).toHaveLength(2 * RECIPIENTS.length);
    const keys = posts.map((r) => String(r.headers['idempotency-key']));
    for (const k of keys) expect(k).toMatch(/^[0-9a-f-]{36}:[0-9]$/);
    // Each recipient's key twice (503, then 200), the same lead under it, and one 200 each.
    expect([...attemptsByKey.values()]).toEqual(RECIPIENTS.map(() => 2));
    for (const key of attemptsByKey.keys()) expect(new Set(posts.filter((r) => r.headers['idempotency-key'] === key).map(leadOf)).size).toBe(1);
    expect([...new Set(posts.map(leadOf))].sort()).toEqual(oncePerRecipient(['Cy']));
  }, 60_000);
});

describe('a failing path does not hold back a working one on the same host (issue 27 item 2)', () => {
  it.each([6, 20])('%i leads queued for a dropped path: a lead to the working path is delivered once per recipient within 10 s', async (n) => {
    const page = await openContact();
    await queueLeads(page, `${STRICT}${OLD_PATH}`, n);
    // The visitor comes back: the page replays what waits, then they send a new lead.
    await page.reload();
    await page.locator('#contact-name').waitFor();
    const started = Date.now();
    await typeLead(page, 'Live');
    const live = () => strict.seen(LIVE_PATH, 'POST');
    await expect.poll(() => live().length, { timeout: 10_000, interval: 50, message: 'the live lead at the working path' }).toBeGreaterThanOrEqual(RECIPIENTS.length);
    const seconds = (Date.now() - started) / 1000;
    await page.waitForSelector('#contact-status[data-status="sent"]', { timeout: 10_000 });
    expect(live().map(leadOf).sort()).toEqual(oncePerRecipient(['Live']));
    expect(seconds).toBeLessThan(10);
    // The dropped path is tried (its preflights fail), once per attempt, not once per queued lead
    // and not on every replay: 5 s after the first failure, then 15 s after that.
    const failing = () => strict.seen(OLD_PATH).map((r) => r.at - started);
    await expect.poll(() => failing().length, { timeout: 30_000, message: 'the dropped path tried three times' }).toBeGreaterThanOrEqual(3);
    const at = failing();
    const gaps = at.slice(1).map((t, i) => t - at[i]!);
    console.info(`${n} queued: live lead delivered in ${seconds.toFixed(2)} s; dropped path tried at ${at.join(', ')} ms`);
    // The delays are least waits (a busy box adds to each): 5 s, then 15 s, growing.
    expect(gaps[0]).toBeGreaterThan(4000);
    expect(gaps[1]).toBeGreaterThan(12_000);
    expect(gaps[1]).toBeGreaterThan(gaps[0]!);
  }, 90_000);
});
