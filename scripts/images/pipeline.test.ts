// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The encoder's version, changed between builds below as a new release of the encoder would.
const encoder = vi.hoisted(() => ({ version: 'test-a' }));
vi.mock('./encode', async (original) => {
  const real = await original<typeof import('./encode')>();
  return {
    ...real,
    get ENCODER_VERSION() {
      return encoder.version;
    },
  };
});

const { formatReport, runImagePipeline } = await import('./pipeline');
const { PRUNE_AFTER_MS } = await import('./cache-index');

let server: http.Server;
let origin = '';
let photo: Buffer;
const requests: { conditional: boolean }[] = [];

beforeAll(async () => {
  photo = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#3a7d2c' } }).jpeg().toBuffer();
  // A bucket that answers a conditional request with 304, as real ones do.
  server = http.createServer((req, res) => {
    const conditional = req.headers['if-none-match'] === '"v1"';
    requests.push({ conditional });
    if (conditional) {
      res.writeHead(304, { ETag: '"v1"' });
      res.end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'image/jpeg', ETag: '"v1"', 'Content-Length': photo.length });
    res.end(photo);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the image cache', () => {
  it('asks the bucket whether a photo changed; after an encoder change it encodes again instead', async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-pipeline-'));
    const build = () =>
      runImagePipeline({
        refs: [{ url: `${origin}/photo.jpg`, path: 'dbServices[0].img' }],
        outDir: fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-pipeline-out-')),
        basePath: '/',
        cacheDir,
        dataUrl: `${origin}/paginas/x`,
      });
    const first = await build();
    expect(first.report).toMatchObject({ fetched: 1, reused: 0, downloads: 1 });
    // The same encoder: a conditional request, 304, nothing downloaded or encoded.
    const again = await build();
    expect(again.report).toMatchObject({ fetched: 0, reused: 1, downloads: 0 });
    expect(again.map).toEqual(first.map);
    expect(requests.map((r) => r.conditional)).toEqual([false, true]);
    // A new encoder: the photo is downloaded and encoded again, under a new name.
    encoder.version = 'test-b';
    const encodedAgain = await build();
    expect(encodedAgain.report).toMatchObject({ fetched: 1, reused: 0, downloads: 1 });
    expect(requests.map((r) => r.conditional)).toEqual([false, true, false]);
    const url = `${origin}/photo.jpg`;
    expect(encodedAgain.map[url]!.f).not.toBe(first.map[url]!.f);
  });
});

const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

describe('what the pipeline fetches (issue 27 items 5 and 6)', () => {
  it('refuses a photo whose host resolves to the metadata address and says so in the report; fetches the others', async () => {
    const lookup = async (host: string) => (host === 'evil.test' ? [{ address: '169.254.169.254', family: 4 }] : []);
    const { map, report } = await runImagePipeline({
      refs: [
        { url: 'http://evil.test/latest/meta-data/a.jpg', path: 'dbServices[0].description[0].img' },
        { url: 'ftp://b.example/b.jpg', path: 'gallery[1]' },
        { url: `${origin}/ok.jpg`, path: 'gallery[2]' },
      ],
      outDir: tmp('canopy-pipeline-out-'),
      basePath: '/',
      cacheDir: tmp('canopy-pipeline-'),
      dataUrl: `${origin}/paginas/x`,
      policy: { trustedOrigins: [origin], lookup },
    });
    expect(Object.keys(map)).toEqual([`${origin}/ok.jpg`]);
    expect(report.failed).toEqual([]);
    expect(report.refused.map((r) => r.path)).toEqual(['dbServices[0].description[0].img', 'gallery[1]']);
    const lines = formatReport(report);
    expect(lines[0]).toMatch(/^\[images\] 1 fetched, 0 reused, 0 failed, 2 refused, 0 skipped;/);
    expect(lines).toContain(
      '[images] refused dbServices[0].description[0].img: http://evil.test/latest/meta-data/a.jpg (evil.test resolves to a link-local (cloud metadata) address 169.254.169.254); not fetched, the page uses the original URL',
    );
  });

  it('fetches at most 500 images per record by default and reports the rest as skipped', async () => {
    // Refused URLs cost no download: 501 of them show the cap without 500 photos to encode.
    const refs = Array.from({ length: 501 }, (_, i) => ({ url: `ftp://b.example/${i}.jpg`, path: `gallery[${i}]` }));
    // The progress line counts the images it works on (the cap), each once, up to all of them.
    const progress: [number, number][] = [];
    const { report } = await runImagePipeline({ refs, outDir: tmp('canopy-pipeline-out-'), basePath: '/', cacheDir: tmp('canopy-pipeline-'), onProgress: (done, total) => progress.push([done, total]) });
    expect(progress.map(([done]) => done)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    expect(new Set(progress.map(([, total]) => total))).toEqual(new Set([500]));
    expect(report.refused).toHaveLength(500);
    expect(report.skipped).toEqual([{ url: 'ftp://b.example/500.jpg', path: 'gallery[500]' }]);
    expect(formatReport(report)).toContain(
      '[images] skipped 1 images over the cap of 500 per record, from gallery[500] (ftp://b.example/500.jpg) on; their pages use the original URLs',
    );
  });
});

describe('builds sharing one cache (issue 27 item 10)', () => {
  it('keeps every build\'s index entries when builds finish at once: none is lost to another\'s write', async () => {
    encoder.version = 'test-shared';
    const cacheDir = tmp('canopy-pipeline-');
    const urls = ['a', 'b', 'c'].map((n) => `${origin}/shared-${n}.jpg`);
    // Each reads the index before any has written it, as fleet workers building at once do.
    const builds = urls.map((url) => runImagePipeline({ refs: [{ url, path: 'gallery[0]' }], outDir: tmp('canopy-pipeline-out-'), basePath: '/', cacheDir, dataUrl: `${origin}/paginas/x` }));
    for (const { report } of await Promise.all(builds)) expect(report.failed).toEqual([]);
    const index = JSON.parse(fs.readFileSync(path.join(cacheDir, 'index.json'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(index).sort()).toEqual(urls);
    expect(fs.existsSync(path.join(cacheDir, 'index.json.lock'))).toBe(false);
  });
});

describe('the image cache index (issue 27 item 12)', () => {
  const build = (cacheDir: string, outDir: string, now?: () => number) =>
    runImagePipeline({ refs: [{ url: `${origin}/photo.jpg`, path: 'gallery[0]' }], outDir, basePath: '/', cacheDir, dataUrl: `${origin}/paginas/x`, ...(now ? { now } : {}) });

  it('ignores entries whose hash or file names would be paths, and encodes the photo again', async () => {
    encoder.version = 'test-c';
    const root = tmp('canopy-pipeline-root-');
    const cacheDir = path.join(root, 'cache');
    fs.mkdirSync(cacheDir);
    fs.writeFileSync(path.join(root, 'secret.txt'), 'the operator\'s key');
    // A well-formed hash whose meta.json names a file two folders up, answered 304 by the bucket.
    const hash = '0123456789abcdef';
    fs.mkdirSync(path.join(cacheDir, hash));
    const meta = { w: 1, h: 1, c: '#000000', s: [1], files: [{ name: '../../secret.txt', bytes: 18 }] };
    fs.writeFileSync(path.join(cacheDir, hash, 'meta.json'), JSON.stringify(meta));
    fs.writeFileSync(
      path.join(cacheDir, 'index.json'),
      JSON.stringify({
        [`${origin}/photo.jpg`]: { hash, encoder: 'test-c', etag: '"v1"' },
        [`${origin}/other.jpg`]: { hash: '../../..', encoder: 'test-c', etag: '"v1"' },
        [`${origin}/third.jpg`]: { hash: 'abc', encoder: 'test-c' },
      }),
    );
    const outDir = path.join(root, 'site', 'out');
    fs.mkdirSync(outDir, { recursive: true });
    const { map, report } = await build(cacheDir, outDir);
    // Nothing landed beside or above the image folder; the photo was downloaded and encoded instead.
    expect(fs.existsSync(path.join(root, 'site', 'secret.txt'))).toBe(false);
    expect(fs.readdirSync(path.join(outDir, 'img')).every((f) => f.startsWith(`${map[`${origin}/photo.jpg`]!.f.slice('/img/'.length)}-`))).toBe(true);
    expect(report).toMatchObject({ fetched: 1, reused: 0, downloads: 1, failed: [] });
    // The bad entries are gone from the index.
    const index = JSON.parse(fs.readFileSync(path.join(cacheDir, 'index.json'), 'utf8')) as Record<string, { hash: string }>;
    expect(Object.keys(index)).toEqual([`${origin}/photo.jpg`]);
    expect(index[`${origin}/photo.jpg`]!.hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('removes entries and variants no build has used for 90 days, keeps the rest', async () => {
    encoder.version = 'test-d';
    const cacheDir = tmp('canopy-pipeline-');
    const day = 24 * 60 * 60 * 1000;
    const start = Date.now();
    await build(cacheDir, tmp('canopy-pipeline-out-'), () => start);
    const used = JSON.parse(fs.readFileSync(path.join(cacheDir, 'index.json'), 'utf8')) as Record<string, { hash: string }>;
    const hash = used[`${origin}/photo.jpg`]!.hash;
    // Another photo's entry and variants, last used 89 and 91 days before the next build.
    const old = (name: string, hashOf: string, daysAgo: number) => {
      fs.mkdirSync(path.join(cacheDir, hashOf));
      fs.writeFileSync(path.join(cacheDir, hashOf, `${hashOf}-160.avif`), 'x');
      fs.writeFileSync(path.join(cacheDir, hashOf, 'meta.json'), JSON.stringify({ w: 160, h: 90, c: '#000000', s: [160], files: [{ name: `${hashOf}-160.avif`, bytes: 1 }] }));
      const at = new Date(start - daysAgo * day);
      fs.utimesSync(path.join(cacheDir, hashOf, 'meta.json'), at, at);
      return [name, { hash: hashOf, encoder: 'test-d', used: at.getTime() }] as const;
    };
    const index = { ...used, ...Object.fromEntries([old(`${origin}/recent.jpg`, 'aaaaaaaaaaaaaaaa', 89), old(`${origin}/stale.jpg`, 'bbbbbbbbbbbbbbbb', 91)]) };
    fs.writeFileSync(path.join(cacheDir, 'index.json'), JSON.stringify(index));
    // A folder no entry names (a photo of a record since changed), unused for 91 days.
    const orphan = old('', 'cccccccccccccccc', 91)[1].hash;
    const later = start + 1000;
    await build(cacheDir, tmp('canopy-pipeline-out-'), () => later);
    const after = JSON.parse(fs.readFileSync(path.join(cacheDir, 'index.json'), 'utf8')) as Record<string, { used: number }>;
    expect(Object.keys(after).sort()).toEqual([`${origin}/photo.jpg`, `${origin}/recent.jpg`]);
    expect(after[`${origin}/photo.jpg`]!.used).toBe(later);
    expect(fs.existsSync(path.join(cacheDir, 'aaaaaaaaaaaaaaaa'))).toBe(true);
    expect(fs.existsSync(path.join(cacheDir, 'bbbbbbbbbbbbbbbb'))).toBe(false);
    expect(fs.existsSync(path.join(cacheDir, orphan))).toBe(false);
    expect(fs.existsSync(path.join(cacheDir, hash))).toBe(true);
    expect(PRUNE_AFTER_MS).toBe(90 * day);
  });
});
