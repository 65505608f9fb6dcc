import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cardKit } from '../../src/i18n/card-kit';
import { en } from '../../src/i18n/en';
import { settledAnimations } from '../support/axe';
import { PHONE, waitForApp, watchErrors } from '../support/browser';
import { ROOT } from '../support/build';
import { CARD_ORIGIN, cardSuite, decodeQr, DEMO } from '../support/card-suite';

/**
 * The card kit on the production build of the demo tenant: the vCard with its embedded photo and
 * every field, both QR kinds (with the logo) decoded from the screen, the SVG and 2048 px PNG
 * downloads decoded, and Save contact on the bio page.
 */
const K = cardKit.en;
const SHOTS = path.join(ROOT, '.tmp', 'card-kit-shots');
const suite = cardSuite(SHOTS);

let page: Page;
let errors: string[];

async function open(route: string, deviceScaleFactor = 1): Promise<void> {
  const context = await suite.newContext({ viewport: PHONE, acceptDownloads: true, deviceScaleFactor });
  page = await context.newPage();
  errors = watchErrors(page).errors;
  await page.goto(`${CARD_ORIGIN}${route}`);
  await waitForApp(page);
}

async function download(click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [d] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: d.suggestedFilename(), bytes: fs.readFileSync(await d.path()) };
}

const unfold = (card: string) => card.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('card kit', () => {
  it('Save contact: a vCard with an embedded 200 px JPEG photo and every field', async () => {
    await open('/digitalcard');
    const { name, bytes } = await download(() => page.getByRole('button', { name: en.card.saveContact }).click());
    expect(name).toMatch(/\.vcf$/);
    const lines = unfold(bytes.toString('utf8'));
    const photo = lines.find((l) => l.startsWith('PHOTO;ENCODING=b;TYPE=JPEG:'));
    expect(photo).toBeDefined();
    const meta = await sharp(Buffer.from(photo!.split(':')[1]!, 'base64')).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 200 });
    for (const ph of DEMO.dbPrincipal.phones) expect(lines.some((l) => l.startsWith('TEL;') && l.endsWith(ph.phone.replace(/\D/g, '')))).toBe(true);
    for (const e of DEMO.dbPrincipal.emails) expect(lines).toContain(`EMAIL;TYPE=INTERNET,WORK:${e.email}`);
    expect(lines.some((l) => l.startsWith('ADR;'))).toBe(true);
    expect(lines.some((l) => l.startsWith('X-SOCIALPROFILE;TYPE=facebook:'))).toBe(true);
    expect(lines.some((l) => l.startsWith('NOTE:'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('both QR kinds show the logo and decode from the screen to the link and the contact', async () => {
    // A phone's screen (3 device pixels per CSS pixel), as a customer's camera sees it.
    await open('/digitalcard', 3);
    // The link's code is in the page: the build drew it (decision 0015), so it needs neither the
    // app nor the encoder. The contact's is drawn on the device when asked for.
    expect(await page.getByTestId('card-qr-pending').count()).toBe(0);
    const qr = page.getByTestId('card-qr');
    expect(await qr.getAttribute('data-kind')).toBe('link');
    await page.getByRole('group', { name: K.qrKind }).scrollIntoViewIfNeeded();
    expect(await qr.locator('image').count()).toBe(1);
    expect((await decodeQr(await qr.screenshot())).text).toBe(`${CARD_ORIGIN}/`);
    await page.getByRole('button', { name: K.qrContact, exact: true }).click();
    await page.locator('[data-testid="card-qr"][data-kind="contact"]').waitFor();
    await settledAnimations(page);
    const contact = (await decodeQr(await qr.screenshot())).text ?? '';
    expect(contact).toMatch(/^BEGIN:VCARD/);
    expect(contact).toContain(`FN:${DEMO.dbPrincipal.name.replace(/([,;\\])/g, '\\$1')}`);
    expect(contact).toContain(DEMO.dbPrincipal.phones[0]!.phone.replace(/\D/g, ''));
    expect(contact).toContain(`URL:${CARD_ORIGIN}/`);
    await page.screenshot({ path: path.join(SHOTS, 'card-390-contact-qr.png'), fullPage: true });
  });

  it('the SVG and the 2048 px PNG downloads decode, with the business name under the code', async () => {
    await open('/digitalcard');
    await page.getByRole('group', { name: K.qrKind }).scrollIntoViewIfNeeded();
    await page.getByTestId('card-qr').waitFor();
    const png = await download(() => page.getByRole('button', { name: /as PNG \(2048 px\)$/ }).click());
    expect(png.name).toMatch(/-qr-link\.png$/);
    const decoded = await decodeQr(png.bytes);
    expect(decoded.width).toBe(2048);
    expect(decoded.height).toBeGreaterThan(2048);
    expect(decoded.text).toBe(`${CARD_ORIGIN}/`);
    const svg = await download(() => page.getByRole('button', { name: /as SVG$/ }).click());
    const text = svg.bytes.toString('utf8');
    expect(text).toContain('data:image/jpeg;base64,');
    expect(text).toContain(`>${DEMO.dbPrincipal.name.replace(/&/g, '&amp;')}</text>`);
    expect((await decodeQr(await sharp(svg.bytes).resize({ width: 1024 }).png().toBuffer())).text).toBe(`${CARD_ORIGIN}/`);
  });

  it('bio page: Save contact is the first item and downloads the same vCard', async () => {
    await open('/find-us-on');
    const first = page.locator('main ul li').first().getByRole('button');
    expect(await first.textContent()).toContain(en.card.saveContact);
    const { name, bytes } = await download(() => first.click());
    expect(name).toMatch(/\.vcf$/);
    expect(bytes.toString('utf8')).toContain('PHOTO;ENCODING=b;TYPE=JPEG:');
    await page.screenshot({ path: path.join(SHOTS, 'bio-390.png'), fullPage: true });
  });
});
