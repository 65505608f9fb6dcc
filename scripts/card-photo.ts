import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { SiteData } from '../src/site-data/schema';
import { CARD_PHOTO_FILE, type CardPhoto } from '../src/contract/card-photo';

/** Side of the embedded photo: enough for a contact picture, small enough for a vCard line. */
export const PHOTO_PX = 200;

/** Any image sharp reads, as a square 200 px JPEG on white (logos are often transparent PNGs), base64. */
export async function photoJpegBase64(input: Buffer): Promise<string> {
  const jpeg = await sharp(input)
    .resize(PHOTO_PX, PHOTO_PX, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  return jpeg.toString('base64');
}

/** The logo's bytes: a file of the build for a base-relative URL (the demo), else the network (10 s). */
async function readLogo(logo: string, outDir: string, basePath: string): Promise<Buffer> {
  if (logo.startsWith(basePath) && !logo.startsWith('//')) {
    const rel = decodeURIComponent(logo.slice(basePath.length).split(/[?#]/)[0] ?? '');
    const file = path.resolve(outDir, rel);
    if (!file.startsWith(path.resolve(outDir) + path.sep)) throw new Error('outside the build');
    return fs.readFileSync(file);
  }
  const url = new URL(logo);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not an http(s) URL');
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/**
 * Writes `card-photo.json` (precached like every JSON file of the build): the record's logo as a
 * small base64 JPEG, for the vCard's PHOTO (iPhone Contacts ignores photo URLs) and the QR's centre
 * (a same-origin image, so the 2048 px PNG can be drawn on a canvas). No logo or an unreadable
 * one: no file, and the card falls back to the photo URL and a QR without a logo.
 */
export async function writeCardPhoto({ outDir, data, basePath }: { outDir: string; data: SiteData | null; basePath: string }): Promise<void> {
  const target = path.join(outDir, CARD_PHOTO_FILE);
  fs.rmSync(target, { force: true });
  const logo = data?.dbPrincipal.logo?.trim();
  if (!logo) return;
  try {
    const photo: CardPhoto = { logo, jpeg: await photoJpegBase64(await readLogo(logo, outDir, basePath)) };
    fs.writeFileSync(target, JSON.stringify(photo));
  } catch (err) {
    console.warn(`[card-photo] no photo for the vCard (${err instanceof Error ? err.message : String(err)})`);
  }
}
