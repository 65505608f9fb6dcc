/**
 * A tenant whose photos are like real owners' uploads: 4032x3024 phone JPEGs of
 * 3-5 MB with EXIF orientation 6 (shot in portrait) and the GPS position of the house, a large
 * PNG, a photo that 404s and one that is not an image, plus a 24-photo gallery. The photos are
 * made with sharp at test time (not committed) into `.tmp/photo-bucket/`, once per checkout,
 * and served by a local "bucket" like tenant-a's (`{{BUCKET}}/img/<file>`).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from './build';
import { fixtureText } from './fixtures';

export const PHOTO_BUCKET_DIR = path.join(ROOT, '.tmp', 'photo-bucket');
export const PHONE_SIZE = { width: 4032, height: 3024 } as const;
export const PHONE_PHOTOS = ['phone-1.jpg', 'phone-2.jpg', 'phone-3.jpg', 'phone-4.jpg', 'phone-5.jpg', 'phone-6.jpg'];
export const BIG_PNG = 'big.png';
export const MISSING = 'missing.jpg';
export const NOT_IMAGE = 'not-image.jpg';
/** The GPS latitude written into every phone photo (must never be republished). */
export const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 4612/100', GPSLongitudeRef: 'W', GPSLongitude: '79/1 58/1 3600/100' };
const VERSION = 'v2';

const COLOURS = ['#ffd966', '#e06666', '#f6b26b', '#93c47d', '#8e7cc3', '#c27ba0'];

async function phonePhoto(i: number): Promise<Buffer> {
  const { width: W, height: H } = PHONE_SIZE;
  // A scene (sky, horizon, lawn, the sun) under sensor noise: compresses like a phone photo.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa8dc"/><stop offset="0.55" stop-color="#cfe2f3"/><stop offset="0.56" stop-color="#6aa84f"/><stop offset="1" stop-color="#274e13"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${600 + i * 500}" cy="700" r="300" fill="${COLOURS[i % COLOURS.length]}"/></svg>`;
  const noise = await sharp({ create: { width: W, height: H, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } } }).raw().toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, raw: { width: W, height: H, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'Canopy', Model: 'Test Phone' }, IFD3: GPS })
    .toBuffer();
}

/** Writes the bucket's files (once: later calls find them). Returns the folder. */
export async function makePhotoBucket(): Promise<string> {
  const marker = path.join(PHOTO_BUCKET_DIR, `.${VERSION}`);
  if (fs.existsSync(marker)) return PHOTO_BUCKET_DIR;
  // Made beside it and moved in whole: two test workers may make it at once, and one may be
  // serving it already (the first to move it in wins; the other's copy is dropped).
  const tmp = `${PHOTO_BUCKET_DIR}.tmp-${process.pid}`;
  const notFound = '<!doctype html><title>Not found</title><p>No such object.</p>';
  fs.rmSync(tmp, { recursive: true, force: true });
  // tenant-a's other images: the demo's files, as scripts/lhci.ts serves them.
  fs.cpSync(path.join(ROOT, 'public', 'demo-assets'), tmp, { recursive: true });
  for (const [i, name] of PHONE_PHOTOS.entries()) fs.writeFileSync(path.join(tmp, name), await phonePhoto(i));
  const png = await sharp({ create: { width: 2400, height: 1600, channels: 4, background: '#808080', noise: { type: 'gaussian', mean: 120, sigma: 30 } } }).png().toBuffer();
  fs.writeFileSync(path.join(tmp, BIG_PNG), png);
  fs.writeFileSync(path.join(tmp, NOT_IMAGE), '<!doctype html><title>Sign in</title><p>This bucket needs a login.</p>');
  // A missing object is a 404 (tests/support/static-server.ts answers 404.html).
  fs.writeFileSync(path.join(tmp, '404.html'), notFound);
  fs.writeFileSync(path.join(tmp, `.${VERSION}`), VERSION);
  if (!fs.existsSync(marker)) {
    // An older version's bucket goes; a current one another worker just moved in stays.
    fs.rmSync(PHOTO_BUCKET_DIR, { recursive: true, force: true });
    try {
      fs.renameSync(tmp, PHOTO_BUCKET_DIR);
    } catch (err) {
      if (!fs.existsSync(marker)) throw err;
    }
  }
  fs.rmSync(tmp, { recursive: true, force: true });
  return PHOTO_BUCKET_DIR;
}

/**
 * tenant-a with real-photo URLs: services, gallery, stock and a 24-photo gallery. Without
 * `failures` (Lighthouse CI: a 404 in the console costs best practices) the gallery holds no
 * photo that 404s or is not an image.
 */
export function photoTenantRecord(bucketOrigin: string, { failures = true, relay }: { failures?: boolean; relay?: string } = {}): Record<string, unknown> {
  const img = (f: string) => `${bucketOrigin}/img/${f}`;
  const text = fixtureText('tenant-a', { BUCKET: bucketOrigin, ...(relay ? { RELAY: relay } : {}) })
    .replaceAll(img('service-patio.webp'), img(PHONE_PHOTOS[4]!))
    .replaceAll(img('service-garden.webp'), img(PHONE_PHOTOS[5]!))
    .replaceAll(img('stock-01.webp'), img(BIG_PNG));
  const record = JSON.parse(text) as Record<string, unknown>;
  const gallery: string[] = [img(PHONE_PHOTOS[0]!), img(PHONE_PHOTOS[1]!), img(PHONE_PHOTOS[2]!), img(PHONE_PHOTOS[3]!)];
  gallery.push(...(failures ? [img(MISSING), img(NOT_IMAGE)] : [img('gallery-07.webp'), img('gallery-08.webp')]));
  // 18 more, distinct URLs of the demo's gallery photos (a full gallery, each URL its own entry).
  for (let i = 0; i < 18; i++) gallery.push(`${img(`gallery-0${(i % 8) + 1}.webp`)}?n=${i}`);
  const key = Object.keys(record).find((k) => Array.isArray(record[k]) && (record[k] as unknown[]).includes(img('gallery-01.webp')));
  if (key) record[key] = gallery;
  return record;
}
