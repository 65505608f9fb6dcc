/**
 * Estimate requests with photos, through the real form in Chromium against a relay on 127.0.0.1
 * that parses multipart with a real parser (the Fetch API's `Response#formData()`):
 * - two 12 MP phone photos with GPS EXIF, added offline, the page closed, a later visit on line:
 *   every recipient gets the lead once with both photos, made small, upright and without EXIF;
 * - a relay answering 413 gets the lead again without photos, and the visitor is told: at once,
 *   or, when the worker sent it with every page closed, once by the next page with the form;
 * - a device that will not store the photos keeps the text and offers sending it without them;
 * - a relay not declared to accept files gets JSON, and the form shows no photo control.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { photoKit } from '../../src/i18n/photo-kit';
import { RELAY_FIELDS } from '../../src/features/lead-form/payload';
import { DESKTOP, PHONE, launchBrowser, markOffline, stubInternet } from '../support/browser';
import { buildSite, LOCAL, PORTS, readFixture, ROOT, testEnv } from '../support/build';
import { FakeService, type SeenRequest } from '../support/fake-service';
import { dispatchSync, outboxKeys, outboxSize } from '../support/outbox-page';
import { writePhonePhoto } from '../support/phone-photo';
import { startStaticServer, type StaticServer } from '../support/static-server';

const PAGE_ID = 'photos-e2e';
const RELAY_PATH = '/send';
const SHOTS = path.join(ROOT, '.tmp', 'photo-shots');
const RECORD = JSON.parse(
  JSON.stringify(readFixture('tenant-a.json')).replaceAll('{{BUCKET}}', 'https://bucket.example').replaceAll('{{RELAY}}', `${LOCAL(PORTS.relay)}${RELAY_PATH}`),
) as Record<string, unknown> & { dbPrincipal: { emails: { email: string }[] } };
const RECIPIENTS = RECORD.dbPrincipal.emails.map((e) => e.email);

/** One request as the relay read it. */
interface Lead {
  status: number;
  contentType: string;
  fields: Array<[string, string]>;
  photos: Array<{ name: string; type: string; bytes: Buffer }>;
}

const data = new FakeService();
const relay = new FakeService();
const leads: Lead[] = [];
/** 'tooLarge': the relay answers 413 to any request with a photo. */
let relayMode: 'ok' | 'tooLarge' = 'ok';
let app: StaticServer;
let filesSite: string;
let plainSite: string;
let browser: Browser;
let context: BrowserContext | undefined;
let photoFiles: string[] = [];

beforeAll(async () => {
  data.on(`/paginas/${PAGE_ID}`, () => ({ body: RECORD }));
  relay.on(RELAY_PATH, async (req: SeenRequest) => {
    const contentType = String(req.headers['content-type'] ?? '');
    const lead: Lead = { status: 200, contentType, fields: [], photos: [] };
    if (contentType.startsWith('multipart/form-data')) {
      const form = await new Response(new Uint8Array(req.raw), { headers: { 'content-type': contentType } }).formData();
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') lead.fields.push([name, value]);
        else lead.photos.push({ name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) });
      }
    } else lead.fields = Object.entries(req.json as Record<string, string>);
    if (relayMode === 'tooLarge' && lead.photos.length) lead.status = 413;
    leads.push(lead);
    return { status: lead.status, body: { ok: lead.status === 200 } };
  });
  await Promise.all([data.listen(PORTS.data), relay.listen(PORTS.relay)]);
  fs.mkdirSync(SHOTS, { recursive: true });
  photoFiles = [path.join(SHOTS, 'trunk.jpg'), path.join(SHOTS, 'limb.jpg')];
  await Promise.all(photoFiles.map((f, i) => writePhonePhoto(f, i + 1)));
  // NODE_ENV=production: a production React build with the service worker (tests/e2e/lead-form.test.ts).
  const env = { ...testEnv(PAGE_ID), NODE_ENV: 'production' };
  [filesSite, plainSite] = await Promise.all([buildSite({ ...env, VITE_RELAY_FILES: '1' }), buildSite(env)]);
  app = await startStaticServer(filesSite, '/', PORTS.app);
  browser = await launchBrowser();
}, 600_000);

afterEach(async () => {
  await context?.close();
  context = undefined;
  relayMode = 'ok';
  relay.reset();
  leads.length = 0;
  app.setRoot(filesSite);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await Promise.all([data.close(), relay.close()]);
});

async function openContact(init?: () => void): Promise<Page> {
  context ??= await browser.newContext({ viewport: PHONE });
  await stubInternet(context);
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  await page.goto(`${app.origin}/contact`);
  await page.locator('#contact-name').waitFor();
  return page;
}

/** A visitor's taps and keys: first name and e-mail. */
async function typeLead(page: Page, name: string): Promise<void> {
  await page.locator('#contact-name').click();
  await page.keyboard.type(name);
  await page.locator('#contact-email').click();
  await page.keyboard.type(`${name.toLowerCase()}@example.com`);
}

/**
 * Taps Add photos once, as a visitor does (before the app has run, on a first tap), chooses
 * `files` in the picker, and waits for their thumbnails.
 */
async function addPhotos(page: Page, files: string[]): Promise<void> {
  // The control a screen reader names (the file input) is drawn by its label: the finger lands on the label.
  await expect(page.getByRole('button', { name: photoKit.en.addPhotos }).count()).resolves.toBe(1);
  const drawn = page.locator('label').filter({ hasText: photoKit.en.addPhotos });
  const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 10_000 }), drawn.click()]);
  expect(chooser.isMultiple()).toBe(true);
  await chooser.setFiles(files);
  for (let n = 1; n <= files.length; n++) await page.getByRole('img', { name: `Photo ${n}`, exact: true }).waitFor({ timeout: 30_000 });
}

/** A photo seen small (16x16, its RGB values): enough to tell which way up it is. */
const glimpse = (img: Sharp) => img.resize(16, 16, { fit: 'fill' }).removeAlpha().raw().toBuffer();
/** How far apart two glimpses are: the mean difference of their values (0 to 255). */
const apart = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;

const send = (page: Page) => page.locator('[data-testid="lead-form"] button[type="submit"]').first().click();
const waitStatus = (page: Page, kind: string, timeout = 20_000) => page.waitForSelector(`#contact-status[data-status="${kind}"]`, { timeout });
const to = (l: Lead) => l.fields.find(([k]) => k === 'toEmail')?.[1];

describe('photos to a relay that accepts files', () => {
  it('two phone photos added offline, the page closed: a later visit sends each recipient the lead once with both, small, upright and without EXIF', async () => {
    const source = await sharp(photoFiles[0]).metadata();
    expect([source.width, source.height, source.orientation, Boolean(source.exif)]).toEqual([4032, 3024, 6, true]);
    const page = await openContact();
    await typeLead(page, 'Offline');
    // The worker must control the page for its code to load offline (the photos' chunk and worker too).
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 40_000 });
    await markOffline(page);
    await addPhotos(page, photoFiles);
    await page.locator('[data-testid="lead-form"]').screenshot({ path: path.join(SHOTS, 'photos-390.png') });
    await send(page);
    await waitStatus(page, 'saved');
    await expect(page.locator('#contact-status').textContent()).resolves.toContain(en.form.savedOffline.split('.')[0]!);
    await page.close();
    expect(leads).toHaveLength(0);

    await context!.setOffline(false);
    const later = await openContact();
    // Both ways a waiting lead goes: this visit's page, and the worker's Background Sync.
    await dispatchSync(later, app.origin);
    await expect.poll(() => outboxSize(later), { timeout: 30_000, message: 'the outbox emptied' }).toBe(0);
    expect(leads.map(to).sort()).toEqual([...RECIPIENTS].sort());
    expect(relay.seen(RELAY_PATH, 'OPTIONS')).toEqual([]);
    for (const lead of leads) {
      expect(lead.contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect(lead.fields.map(([k]) => k)).toEqual([...RELAY_FIELDS]);
      expect(lead.photos.map((p) => [p.name, p.type])).toEqual([
        ['photo-1.jpg', 'image/jpeg'],
        ['photo-2.jpg', 'image/jpeg'],
      ]);
      for (const [i, p] of lead.photos.entries()) {
        const m = await sharp(p.bytes).metadata();
        // The phone's picture as its EXIF says to show it (sharp turns it), not stretched as stored.
        const sent = await glimpse(sharp(p.bytes));
        const [upright, stored] = await Promise.all([glimpse(sharp(photoFiles[i]).rotate()), glimpse(sharp(photoFiles[i]))]);
        expect(apart(sent, upright)).toBeLessThan(apart(sent, stored) / 4);
        // Turned upright (the phone held it on its side), 2048 px on its long side at most.
        expect([m.format, m.width, m.height]).toEqual(['jpeg', 1536, 2048]);
        expect(p.bytes.length).toBeLessThanOrEqual(600 * 1024);
        expect(m.exif).toBeUndefined();
        expect(m.orientation).toBeUndefined();
      }
    }
  }, 180_000);

  it('a relay that answers 413 gets the lead again without the photos, once per recipient, and the visitor is told', async () => {
    relayMode = 'tooLarge';
    const page = await openContact();
    // The visitor's first tap is Add photos: the platform's picker answers it before the app runs.
    await addPhotos(page, photoFiles);
    await typeLead(page, 'Large');
    // By keyboard: the second photo's own remove button, then the focus is back on Add photos.
    await page.getByRole('button', { name: photoKit.en.removePhoto.replace('{n}', '2') }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('img', { name: 'Photo 2', exact: true }).waitFor({ state: 'detached' });
    await expect(page.getByRole('button', { name: photoKit.en.addPhotos }).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.setViewportSize(DESKTOP);
    await page.locator('[data-testid="lead-form"]').screenshot({ path: path.join(SHOTS, 'photos-1280.png') });
    await send(page);
    await waitStatus(page, 'sent');
    await page.locator('#contact-status').getByText(photoKit.en.photosRefused).waitFor();
    const byRecipient = RECIPIENTS.map((r) => leads.filter((l) => to(l) === r).map((l) => [l.status, l.photos.length]));
    expect(byRecipient).toEqual(RECIPIENTS.map(() => [[413, 1], [200, 0]]));
    expect(await outboxSize(page)).toBe(0);
    // Told here, so no later page tells it again: the replay's note of it is taken.
    await expect.poll(() => outboxKeys(page), { timeout: 10_000 }).toEqual([]);
  }, 120_000);

  it('a relay that answers 413 while every page is closed: the worker sends the lead without the photos, and the next page with the form says so, once', async () => {
    relayMode = 'tooLarge';
    const page = await openContact();
    await typeLead(page, 'Closed');
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 40_000 });
    await markOffline(page);
    await addPhotos(page, photoFiles.slice(0, 1));
    await send(page);
    await waitStatus(page, 'saved');
    await page.close();
    await context!.setOffline(false);
    // No page of the site open: the worker's Background Sync sends it (fired from a blank tab, if
    // the browser has not fired it itself on coming back on line).
    const blank = await context!.newPage();
    await dispatchSync(blank, app.origin);
    await expect.poll(() => leads.filter((l) => l.status === 200).length, { timeout: 30_000, message: 'the worker sent the lead' }).toBe(RECIPIENTS.length);
    expect(RECIPIENTS.map((r) => leads.filter((l) => to(l) === r).map((l) => [l.status, l.photos.length]))).toEqual(RECIPIENTS.map(() => [[413, 1], [200, 0]]));
    await blank.close();

    const later = await openContact();
    await waitStatus(later, 'sent');
    await later.locator('#contact-status').getByText(photoKit.en.photosRefused).waitFor();
    // Said once: the note is taken, and an empty outbox has nothing for the next page to say.
    await expect.poll(() => outboxKeys(later), { timeout: 10_000 }).toEqual([]);
    await expect(later.locator('#contact-name').inputValue()).resolves.toBe('');
  }, 180_000);

  it('a device that will not store the photos keeps the text and offers sending it without them', async () => {
    const page = await openContact(() => {
      // Storage full for anything holding a photo: IndexedDB refuses the lead with its Blobs.
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (value: unknown, key?: IDBValidKey) {
        if ((value as { photos?: unknown[] } | null)?.photos?.length) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return put.call(this, value, key);
      };
    });
    await typeLead(page, 'Full');
    await addPhotos(page, photoFiles.slice(0, 1));
    await send(page);
    await waitStatus(page, 'photosNotSaved');
    await page.locator('#contact-status').getByText(photoKit.en.photosNotSaved).waitFor();
    await expect(page.locator('#contact-name').inputValue()).resolves.toBe('Full');
    expect(leads).toHaveLength(0);
    // "Send without photos" stopped by an error in the fields does not carry over: Send, once the
    // error is mended, takes the photos again (and the device again will not store them).
    await page.locator('#contact-name').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.getByRole('button', { name: photoKit.en.sendWithoutPhotos }).click();
    await page.locator('#contact-summary-title').waitFor();
    await expect(page.getByRole('button', { name: photoKit.en.sendWithoutPhotos }).count()).resolves.toBe(0);
    await page.locator('#contact-name').click();
    await page.keyboard.type('Full');
    await send(page);
    await waitStatus(page, 'photosNotSaved');
    expect(leads).toHaveLength(0);
    await page.getByRole('button', { name: photoKit.en.sendWithoutPhotos }).click();
    await waitStatus(page, 'sent');
    expect(leads.map(to).sort()).toEqual([...RECIPIENTS].sort());
    for (const lead of leads) expect([lead.contentType.split(';')[0], lead.photos.length, lead.fields.find(([k]) => k === 'nombre')?.[1]]).toEqual(['multipart/form-data', 0, 'Full']);
  }, 120_000);
});

describe('a relay not declared to accept files', () => {
  it('gets the lead as JSON, and the form shows no photo control', async () => {
    app.setRoot(plainSite);
    const page = await openContact();
    await typeLead(page, 'Plain');
    await send(page);
    await waitStatus(page, 'sent');
    await expect(page.getByRole('button', { name: photoKit.en.addPhotos }).count()).resolves.toBe(0);
    await expect(page.locator('input[type="file"]').count()).resolves.toBe(0);
    expect(leads.map((l) => l.contentType.split(';')[0])).toEqual(RECIPIENTS.map(() => 'application/json'));
  }, 60_000);
});
