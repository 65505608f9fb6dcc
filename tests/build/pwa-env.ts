/**
 * The services the PWA browser suites run against (offline, install, update): the data
 * service with a record the test can change, the reviews service, and an image bucket that,
 * like the real one, sends no CORS headers (so the worker caches opaque responses).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { FakeService } from '../support/fake-service';
import { buildSite, LOCAL, pageJsonInBrowser, PORTS, testEnv } from '../support/build';
import { loadTenant } from '../support/fixtures';
import { startStaticServer, type StaticServer } from '../support/static-server';

export const PAGE_ID = 'tenant-a';

/**
 * The build environment. Vitest sets NODE_ENV=test, which buildSite passes on to Vite and
 * which would make a development build (no service worker registration, React dev mode).
 */
export function pwaBuildEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { ...testEnv(PAGE_ID, extra), NODE_ENV: 'production' };
}
export const BUCKET = LOCAL(PORTS.bucket);

/** Builds with tests/support/build.ts `buildSite` and checks the prerender could read the record. */
export async function buildSiteAsync(env: Record<string, string>): Promise<string> {
  const outDir = await buildSite(env);
  if (!fs.readFileSync(path.join(outDir, 'index.html'), 'utf8').includes('id="canopy-record"')) {
    throw new Error(`the build in ${outDir} could not read the record (no prerendered content)`);
  }
  return outDir;
}

export interface PwaServices {
  data: FakeService;
  reviews: FakeService;
  bucket: StaticServer;
  /** The record the data service answers now. */
  record: Record<string, unknown> & { dbPrincipal: Record<string, unknown> };
  close(): Promise<void>;
}

/** Every `{{BUCKET}}/img/<file>` of the fixture as a real image (the logo must decode). */
async function writeBucket(dir: string, text: string): Promise<void> {
  fs.mkdirSync(path.join(dir, 'img'), { recursive: true });
  const files = new Set([...text.matchAll(/\/img\/([\w.-]+\.webp)/g)].map((m) => m[1]!));
  let hue = 0;
  for (const f of files) {
    hue = (hue + 47) % 360;
    const size = f === 'logo.webp' ? { width: 320, height: 120 } : { width: 160, height: 120 };
    await sharp({ create: { ...size, channels: 3, background: `hsl(${hue}, 45%, 40%)` } })
      .webp()
      .toFile(path.join(dir, 'img', f));
  }
}

export async function startPwaServices(): Promise<PwaServices> {
  const vars = { BUCKET, RELAY: `${LOCAL(PORTS.relay)}/send` };
  const record = loadTenant(PAGE_ID, vars) as PwaServices['record'];
  const bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-bucket-'));
  await writeBucket(bucketDir, JSON.stringify(record));
  const data = new FakeService();
  const reviews = new FakeService();
  const services: PwaServices = {
    data,
    reviews,
    bucket: await startStaticServer(bucketDir, '/', PORTS.bucket),
    record,
    close: async () => {
      await Promise.all([data.close(), reviews.close(), services.bucket.close()]);
      fs.rmSync(bucketDir, { recursive: true, force: true });
    },
  };
  data.on(`/paginas/${PAGE_ID}`, () => ({ body: services.record }));
  reviews.on(`/api/reviews/${String(record.docId)}`, () => ({ body: [{ Date: '2025-05-01', ReviewsStars: 5 }] }));
  await Promise.all([data.listen(PORTS.data), reviews.listen(PORTS.reviews)]);
  return services;
}

/** Waits until the worker controls the page and has warmed the caches for the card and bio pages. */
export async function waitForWarmWorker(page: Page, logoUrl: string): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await page.waitForFunction(
    async (logo) => {
      const names = await caches.keys();
      const record = names.find((n) => n.startsWith('canopy-record'));
      const images = names.find((n) => n.startsWith('canopy-images'));
      if (!record || !images) return false;
      const [r, i] = await Promise.all([caches.open(record).then((c) => c.keys()), caches.open(images).then((c) => c.match(logo))]);
      return r.length > 0 && i !== undefined;
    },
    logoUrl,
    { timeout: 20_000, polling: 250 },
  );
}

/**
 * True when a logo image on the page has really loaded: from its original URL, or from one of
 * the build's variants of it (the page's image map says which files those are).
 */
export async function logoVisible(page: Page, logoUrl: string): Promise<boolean> {
  const map = (await page.evaluate(pageJsonInBrowser, 'canopy-images').catch(() => ({}))) as Record<string, { f: string }>;
  return page
    .waitForFunction(
      ({ url, stem }) => {
        return [...document.querySelectorAll<HTMLImageElement>('img')]
          .filter((img) => img.getAttribute('src') === url || (!!stem && new URL(img.currentSrc || img.src, location.href).pathname.startsWith(`${stem}-`)))
          .some((img) => img.complete && img.naturalWidth > 0);
      },
      { url: logoUrl, stem: map[logoUrl]?.f },
      { timeout: 15_000 },
    )
    .then(() => true)
    .catch(() => false);
}
