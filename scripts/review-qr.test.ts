// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parseSiteData } from '../src/site-data/parse';
import { writeReviewQr } from './review-qr';

const record = (link?: string) => parseSiteData({ dbPrincipal: { name: 'Acme' }, ...(link ? { gmb: { link } } : {}) }).data;

/** What a phone's camera reads from the file, drawn as the browser draws it. */
async function scan(file: string): Promise<string | undefined> {
  const { data, info } = await sharp(file, { density: 24 }).flatten({ background: '#fff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

describe('the review code as a file of the site (build step)', () => {
  it("draws the review page's code where the entry shows it, and a camera reads the review form's address", async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'review-qr-'));
    const file = writeReviewQr(outDir, record('https://g.page/acme-trees'));
    expect(file).toBe(path.join(outDir, 'icons', 'review-qr.svg'));
    expect(await scan(file!)).toBe('https://g.page/acme-trees/review');
    // A record that lost its link since the last build: no file left behind.
    expect(writeReviewQr(outDir, record())).toBeUndefined();
    expect(fs.existsSync(file!)).toBe(false);
    expect(writeReviewQr(outDir, null)).toBeUndefined();
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it("puts the build's copy of the logo in the code's centre when it is the record's logo, and a camera still reads it", async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'review-qr-'));
    const jpeg = (await sharp({ create: { width: 200, height: 200, channels: 3, background: '#c0392b' } }).jpeg().toBuffer()).toString('base64');
    const withLogo = (logo: string) => parseSiteData({ dbPrincipal: { name: 'Acme', logo }, gmb: { link: 'https://g.page/acme-trees' } }).data;
    fs.writeFileSync(path.join(outDir, 'card-photo.json'), JSON.stringify({ logo: 'https://cdn.example/logo.png', jpeg }));
    const file = writeReviewQr(outDir, withLogo('https://cdn.example/logo.png'))!;
    expect(fs.readFileSync(file, 'utf8')).toContain(`data:image/jpeg;base64,${jpeg}`);
    expect(await scan(file)).toBe('https://g.page/acme-trees/review');
    // A photo made from another logo (the record changed since) is not drawn.
    writeReviewQr(outDir, withLogo('https://cdn.example/new-logo.png'));
    expect(fs.readFileSync(file, 'utf8')).not.toContain('<image');
    fs.rmSync(outDir, { recursive: true, force: true });
  });
});
