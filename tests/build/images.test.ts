/**
 * The image pipeline on a tenant with real phone photos, built twice with
 * `npm run build`: variants exist at the right widths with orientation applied, no output
 * image carries EXIF (GPS), failures are reported with their record path and keep the
 * original URL, the pages use the variants, and a rebuild with the same photos downloads
 * and encodes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGES_ID, parseImageMap, type ImageMap } from '../../src/components/images/image-map';
import { launchBrowser, LIGHTHOUSE_PHONE, PHONE, photosBeforeLargestPaint, stubInternet, waitForApp } from '../support/browser';
import { buildSite, builtPageJson, LOCAL, PORTS, ROOT, testEnv } from '../support/build';
import { FakeService } from '../support/fake-service';
import { BIG_PNG, makePhotoBucket, MISSING, NOT_IMAGE, PHONE_PHOTOS, PHONE_SIZE, photoTenantRecord } from '../support/photo-tenant';
import { startStaticServer, type StaticServer } from '../support/static-server';

const PAGE_ID = 'photo-tenant';
const CACHE = path.join(ROOT, '.tmp', 'image-cache-photo-tenant');
let data: FakeService;
let bucket: StaticServer;
let outDir: string;
let log: string;
let rebuildLog: string;
let map: ImageMap;
const img = (f: string) => `${LOCAL(PORTS.bucket)}/img/${f}`;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

beforeAll(async () => {
  await makePhotoBucket();
  bucket = await startStaticServer(path.join(ROOT, '.tmp', 'photo-bucket'), '/img/', PORTS.bucket);
  data = await new FakeService().listen(PORTS.data);
  data.on(`/paginas/${PAGE_ID}`, { body: photoTenantRecord(LOCAL(PORTS.bucket)) });
  // A cold cache: the first build downloads and encodes every photo.
  fs.rmSync(CACHE, { recursive: true, force: true });
  const env = testEnv(PAGE_ID, { CANOPY_IMAGE_CACHE: CACHE });
  outDir = await buildSite(env);
  log = fs.readFileSync(`${outDir}.log`, 'utf8');
  const before = bucket.requests.length;
  const again = await buildSite({ ...env, CANOPY_TEST_REBUILD: '1' });
  rebuildLog = fs.readFileSync(`${again}.log`, 'utf8');
  // Only revalidations (304) reached the bucket on the rebuild: asserted below through the report.
  expect(bucket.requests.length).toBeGreaterThan(before);
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  map = parseImageMap(builtPageJson(html, outDir, IMAGES_ID));
}, 600_000);

afterAll(async () => {
  await Promise.all([data?.close(), bucket?.close()]);
});

describe('photo tenant build', () => {
  it('writes AVIF and WebP variants of each phone photo, rotated upright, never upscaled', async () => {
    for (const name of PHONE_PHOTOS.slice(0, 4)) {
      const entry = map[img(name)];
      expect(entry, name).toBeDefined();
      // Orientation 6: the 4032x3024 sensor image is a 3024x4032 portrait photo.
      expect([entry!.w, entry!.h]).toEqual([PHONE_SIZE.height, PHONE_SIZE.width]);
      expect(entry!.s).toEqual([160, 320, 640, 800, 960, 1280, 1920]);
      for (const w of entry!.s) {
        for (const ext of ['avif', 'webp']) {
          const file = path.join(outDir, `${entry!.f.replace(/^\//, '')}-${w}.${ext}`);
          const m = await sharp(file).metadata();
          expect([m.width, m.height], file).toEqual([w, Math.round((w * PHONE_SIZE.width) / PHONE_SIZE.height)]);
        }
      }
    }
    const png = map[img(BIG_PNG)];
    expect([png!.w, png!.h]).toEqual([2400, 1600]);
    expect(png!.s.at(-1)).toBe(1920);
  });

  it('republishes no EXIF (no GPS) in any image of the build', async () => {
    const images = walk(outDir).filter((f) => /\.(avif|webp|jpe?g|png)$/i.test(f));
    expect(images.length).toBeGreaterThan(100);
    for (const f of images) expect((await sharp(f).metadata()).exif, f).toBeUndefined();
  });

  it('reports failures with their record path and keeps their original URL in the page', () => {
    expect(log).toMatch(new RegExp(`failed gallery\\[4\\]: ${img(MISSING).replace(/[.?]/g, '\\$&')} \\(HTTP 404\\)`));
    expect(log).toMatch(new RegExp(`failed gallery\\[5\\]: ${img(NOT_IMAGE).replace(/[.?]/g, '\\$&')}`));
    expect(map[img(MISSING)]).toBeUndefined();
    expect(map[img(NOT_IMAGE)]).toBeUndefined();
    const gallery = fs.readFileSync(path.join(outDir, 'gallery', 'index.html'), 'utf8');
    expect(gallery).toContain(`src="${img(MISSING)}"`);
  });

  it('serves the variants in the pages: a <picture> with srcset, the LCP image preloaded from <head>', () => {
    const gallery = fs.readFileSync(path.join(outDir, 'gallery', 'index.html'), 'utf8');
    const first = map[img(PHONE_PHOTOS[0]!)]!;
    expect(gallery).toContain(`<source type="image/avif" srcSet="${first.f}-160.avif 160w`);
    // The gallery's largest paint is its first before/after pair; the home page's is the hero.
    const preloaded = (html: string) =>
      [...html.slice(0, html.indexOf('</head>')).matchAll(/<link rel="preload" as="image" type="image\/avif"[^>]*imageSrcSet="([^" ]+)-\d+\.avif /gi)].map((m) => m[1]);
    expect(preloaded(gallery)).toContain(map[img('ba-1-after.webp')]!.f);
    // One image per page asks for priority, the hero (the PNG): the header's logo no longer competes with it.
    expect(preloaded(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'))).toEqual([map[img(BIG_PNG)]!.f]);
    // No page names a phone original any more.
    for (const f of walk(outDir).filter((x) => x.endsWith('.html'))) {
      const html = fs.readFileSync(f, 'utf8');
      for (const name of PHONE_PHOTOS) expect(html.includes(`src="${img(name)}"`), `${f}: ${name}`).toBe(false);
    }
  });

  it('a rebuild with the same photos downloads and encodes nothing', () => {
    expect(log).toMatch(/\[images\] [1-9]\d* fetched/);
    expect(rebuildLog).toMatch(/\[images\] 0 fetched, [1-9]\d* reused, 2 failed/);
    expect(rebuildLog).toMatch(/\b0 KB in\b/);
  });

  it("does not ship the demo business (its record or its photos) in a tenant build", () => {
    expect(fs.existsSync(path.join(outDir, 'demo-assets'))).toBe(false);
    expect(fs.existsSync(path.join(outDir, 'demo-api'))).toBe(false);
  });
});

/**
 * What a phone downloads (photos must stay light on a phone): every byte Chromium receives until
 * the network is idle, counted through the DevTools protocol (cross-origin answers included), at
 * 390 px.
 */
describe('photo tenant in the browser at 390 px', () => {
  let app: StaticServer;
  beforeAll(async () => {
    app = await startStaticServer(outDir, '/', PORTS.app);
  });
  afterAll(async () => app?.close());

  async function bytesUntilIdle(route: string): Promise<{ total: number; images: number; originals: string[]; webp: string[] }> {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, serviceWorkers: 'block' });
      await stubInternet(context);
      // The home page's on-load popups are a later visit's concern here.
      await context.addInitScript(() => sessionStorage.setItem('canopy:home-popups', JSON.stringify({ estimate: true, welcome: true })));
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const types = new Map<string, { type: string; url: string }>();
      let total = 0;
      let images = 0;
      const originals: string[] = [];
      // Chromium decodes AVIF: a WebP variant downloaded too is a photo paid for twice.
      const webp: string[] = [];
      cdp.on('Network.responseReceived', (e) => types.set(e.requestId, { type: e.type, url: e.response.url }));
      cdp.on('Network.loadingFinished', (e) => {
        total += e.encodedDataLength;
        const t = types.get(e.requestId);
        if (t?.type === 'Image') {
          images += e.encodedDataLength;
          if (PHONE_PHOTOS.some((name) => t.url.endsWith(name))) originals.push(t.url);
          if (/\/img\/[^/]+\.webp$/.test(new URL(t.url).pathname)) webp.push(t.url);
        }
      });
      await page.goto(app.origin + route);
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      await context.close();
      return { total, images, originals, webp };
    } finally {
      await browser.close();
    }
  }

  /**
   * Lighthouse's phone (412 px at 1.75x) with photos slower than the page, on `route`, until its
   * first screen has painted; the priority Chromium gave each request, by URL.
   */
  async function onSlowPhone(route: string, run: (page: Page, priority: Map<string, string>) => Promise<void>): Promise<void> {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, serviceWorkers: 'block' });
      await stubInternet(context);
      await context.route(/\/img\//, async (r) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await r.continue();
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const urls = new Map<string, string>();
      const priority = new Map<string, string>();
      cdp.on('Network.requestWillBeSent', (e) => {
        urls.set(e.requestId, e.request.url);
        priority.set(e.request.url, e.request.initialPriority);
      });
      cdp.on('Network.resourceChangedPriority', (e) => priority.set(urls.get(e.requestId) ?? '', e.newPriority));
      await cdp.send('Network.enable');
      await page.goto(app.origin + route);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-first-paint'));
      await run(page, priority);
      await context.close();
    } finally {
      await browser.close();
    }
  }

  it("leaves / 's connection to its largest photo: the other photos on the first screen wait for its paint, at low priority", async () => {
    // The about block's photo shows under the hero: every byte of it before the hero had
    // painted delayed the hero.
    await onSlowPhone('/', async (page, priority) => {
      const firstScreen = () =>
        photosBeforeLargestPaint(page, () =>
          [...document.querySelectorAll<HTMLImageElement>('main img:not([fetchpriority="high"])')].filter((img) => img.getBoundingClientRect().top < innerHeight).map((img) => img.currentSrc),
        );
      await expect.poll(async () => (await firstScreen()).photos.length, { timeout: 10_000 }).toBeGreaterThan(0);
      const { lcp, photos } = await firstScreen();
      expect(photos.filter((p) => p.at < lcp), `largest paint at ${Math.round(lcp)} ms`).toEqual([]);
      expect(photos.map((p) => priority.get(p.src))).toEqual(photos.map(() => 'Low'));
    });
  });

  it('/gallery requests no photo below the first screen before its largest paint (pairs, then the 24 photos)', async () => {
    await onSlowPhone('/gallery', async (page) => {
      const below = () =>
        photosBeforeLargestPaint(page, () =>
          [...document.querySelectorAll<HTMLImageElement>('main img')].filter((img) => img.getBoundingClientRect().top >= innerHeight && img.currentSrc).map((img) => img.currentSrc),
        );
      // The gallery below still loads ahead of the visitor, once the first screen has painted.
      await expect.poll(async () => (await below()).photos.length, { timeout: 10_000 }).toBeGreaterThan(2);
      const { lcp, photos } = await below();
      expect(photos.filter((p) => p.at < lcp).map((p) => `${new URL(p.src).pathname} at ${p.at} ms`), `largest paint at ${Math.round(lcp)} ms`).toEqual([]);
    });
  });

  it('/gallery with 20+ photos transfers at most 1 MB until idle, and no phone original', async () => {
    const lists = Object.values(photoTenantRecord(LOCAL(PORTS.bucket))).filter((v): v is unknown[] => Array.isArray(v));
    expect(Math.max(...lists.map((l) => l.length))).toBeGreaterThanOrEqual(20);
    const { total, originals, webp } = await bytesUntilIdle('/gallery');
    console.log(`[images] /gallery at 390 px: ${Math.round(total / 1024)} KB until idle`);
    expect(originals).toEqual([]);
    expect(webp, 'AVIF only').toEqual([]);
    expect(total).toBeGreaterThan(50 * 1024);
    expect(total, `${Math.round(total / 1024)} KB`).toBeLessThanOrEqual(1024 * 1024);
  });

  it('the first screen of / costs at most 150 KB of images', async () => {
    const { images, originals, webp } = await bytesUntilIdle('/');
    console.log(`[images] / at 390 px: ${Math.round(images / 1024)} KB of images until idle`);
    expect(originals).toEqual([]);
    // The hero's preload once sat inside its <picture>, and Chromium fetched its WebP as well (0.5 MB).
    expect(webp, 'AVIF only').toEqual([]);
    expect(images).toBeGreaterThan(0);
    expect(images, `${Math.round(images / 1024)} KB`).toBeLessThanOrEqual(150 * 1024);
  });
});
