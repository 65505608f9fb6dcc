// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_MANIFESTS, ICON_FILES } from '../src/config/pwa-files';
import { parseSiteData } from '../src/site-data/parse';
import { shortName, writePwaAssets, type WebAppManifest } from './pwa-assets';

const dirs: string[] = [];
function tmp(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-assets-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function record(logo: string, extra: Record<string, unknown> = {}) {
  const r = parseSiteData(
    {
      docId: 'x',
      dbPrincipal: { name: 'Evergreen Tree Service of Portland', logo, phones: [], emails: [] },
      dbAbout: [{ text: 'Family-owned tree care since 1998.' }],
      styles: { mainColor: '#8a2be2' },
      labels: { formLabel: { isenglish: 'true' } },
      ...extra,
    },
    { relativeBase: '/demo-api/paginas/demo' },
  );
  return r.data;
}

async function pixel(file: string, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

/** A logo host on every local address (127.0.0.1, 127.0.0.2) answering `body`, or announcing `claimBytes` (a Content-Length) and sending nothing. */
async function serveOnce(type: string, body: Buffer, claimBytes?: number): Promise<{ origin: string; requests: number; close: () => Promise<void> }> {
  const state = { requests: 0 };
  const server = http.createServer((_req, res) => {
    state.requests++;
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': claimBytes ?? body.length });
    if (claimBytes) res.flushHeaders();
    else res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get requests() {
      return state.requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const sizes: Record<string, number> = {
  [ICON_FILES.icon192]: 192,
  [ICON_FILES.icon512]: 512,
  [ICON_FILES.maskable512]: 512,
  [ICON_FILES.appleTouch]: 180,
  [ICON_FILES.favicon]: 64,
};

describe('writePwaAssets', () => {
  it('writes the icons of a real logo compressed as far as lossless PNG goes (the favicon loads alongside the first screen)', async () => {
    const outDir = tmp();
    const publicDir = path.resolve(import.meta.dirname, '..', 'public');
    await writePwaAssets({ outDir, publicDir, data: record('/demo-assets/logo.png'), basePath: '/', siteUrl: '', log: () => {} });
    for (const file of Object.keys(sizes)) {
      const written = fs.readFileSync(path.join(outDir, file));
      // The same pixels at sharp's default PNG settings: what the icons were before.
      const plain = await sharp(written).png().toBuffer();
      expect(written.length, file).toBeLessThan(plain.length * 0.9);
    }
    expect(fs.statSync(path.join(outDir, ICON_FILES.favicon)).size).toBeLessThan(3.5 * 1024);
  });

  it('makes every icon from a local logo and three distinct manifests with the business name and colour', async () => {
    const outDir = tmp();
    const publicDir = tmp();
    fs.mkdirSync(path.join(publicDir, 'demo-assets'));
    // A solid red logo: its colour must show up in the middle of the icons.
    await sharp({ create: { width: 300, height: 120, channels: 3, background: '#ff0000' } }).png().toFile(path.join(publicDir, 'demo-assets', 'logo.png'));

    const result = await writePwaAssets({ outDir, publicDir, data: record('/demo-assets/logo.png'), basePath: '/site/', siteUrl: '', log: () => {} });
    expect(result.fromLogo).toBe(true);

    for (const [file, size] of Object.entries(sizes)) {
      const meta = await sharp(path.join(outDir, file)).metadata();
      expect([meta.format, meta.width, meta.height], file).toEqual(['png', size, size]);
      expect(await pixel(path.join(outDir, file), Math.floor(size / 2), Math.floor(size / 2)), file).toEqual([255, 0, 0]);
    }
    // Maskable: theme colour reaches the corners (safe-zone padding), the apple icon is opaque white there.
    expect(await pixel(path.join(outDir, ICON_FILES.maskable512), 2, 2)).toEqual([0x8a, 0x2b, 0xe2]);
    expect(await pixel(path.join(outDir, ICON_FILES.appleTouch), 2, 2)).toEqual([255, 255, 255]);

    const manifests = APP_MANIFESTS.map((m) => JSON.parse(fs.readFileSync(path.join(outDir, m.file), 'utf8')) as WebAppManifest);
    expect(manifests.map((m) => m.id)).toEqual(['/site/', '/site/digitalcard', '/site/find-us-on']);
    expect(manifests.map((m) => m.start_url)).toEqual(['/site/', '/site/digitalcard', '/site/find-us-on']);
    expect(manifests.map((m) => m.scope)).toEqual(['/site/', '/site/digitalcard', '/site/find-us-on']);
    expect(manifests.map((m) => m.name)).toEqual([
      'Evergreen Tree Service of Portland',
      'Evergreen Tree Service of Portland Card',
      'Evergreen Tree Service of Portland Links',
    ]);
    for (const m of manifests) {
      expect(m.theme_color).toBe('#8a2be2');
      expect(m.display).toBe('standalone');
      expect(m.icons.map((i) => `${i.src} ${i.sizes} ${i.purpose}`)).toEqual([
        '/site/icons/icon-192.png 192x192 any',
        '/site/icons/icon-512.png 512x512 any',
        '/site/icons/icon-maskable-512.png 512x512 maskable',
      ]);
    }
  });

  it('draws the neutral icon on the theme colour when the logo URL is unreachable', async () => {
    const outDir = tmp();
    const logs: string[] = [];
    const result = await writePwaAssets({
      outDir,
      data: record('http://127.0.0.1:9/logo.png'),
      basePath: '/',
      siteUrl: '',
      // The data service's host: the build may fetch from it (the port is closed).
      dataUrl: 'http://127.0.0.1:8/paginas/x',
      logoTimeoutMs: 2000,
      log: (m) => logs.push(m),
    });
    expect(result.fromLogo).toBe(false);
    expect(logs.join('\n')).toMatch(/could not be fetched/);
    for (const [file, size] of Object.entries(sizes)) {
      const meta = await sharp(path.join(outDir, file)).metadata();
      expect([meta.width, meta.height], file).toEqual([size, size]);
      // Theme colour in the corner, white leaf in the middle.
      expect(await pixel(path.join(outDir, file), 1, 1), file).toEqual([0x8a, 0x2b, 0xe2]);
      expect(await pixel(path.join(outDir, file), Math.floor(size * 0.58), Math.floor(size * 0.42)), file).toEqual([255, 255, 255]);
    }
    const site = JSON.parse(fs.readFileSync(path.join(outDir, 'manifest.webmanifest'), 'utf8')) as WebAppManifest;
    expect(site.start_url).toBe('/');
  });

  it('falls back when the logo is not an image, and works with no record at all', async () => {
    const outDir = tmp();
    const bucket = await serveOnce('text/html', Buffer.from('<html>oops</html>'));
    const logs: string[] = [];
    const result = await writePwaAssets({ outDir, data: record(`${bucket.origin}/logo.png`), basePath: '/', siteUrl: '', dataUrl: `${bucket.origin}/paginas/x`, log: (m) => logs.push(m) });
    await bucket.close();
    expect(result.fromLogo).toBe(false);
    expect(logs.join('\n')).toMatch(/could not be decoded/);
    const none = await writePwaAssets({ outDir: tmp(), data: null, basePath: '/', siteUrl: '', log: () => {} });
    expect(none.manifests).toHaveLength(3);
  });

  /**
   * The logo passes the photos' limits (encode.ts checkedMetadata, fetch.ts):
   * no SVG, the 40 Mpx pixel limit, the byte cap, and only hosts the build may reach.
   */
  it('draws the neutral icon for an SVG logo, one over the pixel limit, one over the byte cap', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><rect width="300" height="120" fill="#ff0000"/></svg>');
    // 8000 x 6000 px is 48 Mpx: a small file that would decode huge.
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ff0000' } }).png({ compressionLevel: 9 }).toBuffer();
    const cases: [string, Buffer, RegExp, number?][] = [
      ['svg', svg, /not an accepted image format \(svg\)/],
      ['bomb', bomb, /pixel limit/],
      // 26 MB announced: over the 25 MB cap, refused before a byte is read.
      ['big', Buffer.alloc(0), /over the size cap/, 26 * 1024 * 1024],
    ];
    for (const [name, bytes, reason, claimBytes] of cases) {
      const bucket = await serveOnce(name === 'svg' ? 'image/svg+xml' : 'image/png', bytes, claimBytes);
      const logs: string[] = [];
      const outDir = tmp();
      const result = await writePwaAssets({ outDir, data: record(`${bucket.origin}/logo.png`), basePath: '/', siteUrl: '', dataUrl: `${bucket.origin}/paginas/x`, log: (m) => logs.push(m) });
      await bucket.close();
      expect(result.fromLogo, name).toBe(false);
      expect(logs.join('\n'), name).toMatch(reason);
      expect(await pixel(path.join(outDir, ICON_FILES.icon192), 1, 1), name).toEqual([0x8a, 0x2b, 0xe2]);
    }
  }, 60_000);

  it('does not fetch a logo whose host resolves to the metadata address or another loopback address', async () => {
    const logs: string[] = [];
    const lookup = async (host: string) => (host === 'evil.test' ? [{ address: '169.254.169.254', family: 4 }] : []);
    const bucket = await serveOnce('image/png', await sharp({ create: { width: 30, height: 30, channels: 3, background: '#ff0000' } }).png().toBuffer());
    for (const logo of ['http://evil.test/logo.png', `${bucket.origin.replace('127.0.0.1', '127.0.0.2')}/logo.png`]) {
      const result = await writePwaAssets({ outDir: tmp(), data: record(logo), basePath: '/', siteUrl: '', dataUrl: 'https://data.example/paginas/x', policy: { trustedOrigins: ['https://data.example'], lookup }, log: (m) => logs.push(m) });
      expect(result.fromLogo, logo).toBe(false);
    }
    await bucket.close();
    expect(bucket.requests).toBe(0);
    expect(logs.join('\n')).toMatch(/refused: evil\.test resolves to a link-local \(cloud metadata\) address 169\.254\.169\.254/);
    expect(logs.join('\n')).toMatch(/refused: loopback address 127\.0\.0\.2/);
  });

  it('writes Spanish app names for a Spanish record', async () => {
    const outDir = tmp();
    const data = record('', { labels: { formLabel: { isenglish: 'false' } } });
    await writePwaAssets({ outDir, data, basePath: '/', siteUrl: '', log: () => {} });
    const card = JSON.parse(fs.readFileSync(path.join(outDir, 'digitalcard.webmanifest'), 'utf8')) as WebAppManifest;
    expect(card.name).toBe('Tarjeta Evergreen Tree Service of Portland');
    expect(card.lang).toBe('es');
  });
});

describe('shortName', () => {
  it('keeps whole words within 12 characters', () => {
    expect(shortName('Acme Trees')).toBe('Acme Trees');
    expect(shortName('Evergreen Tree Service of Portland')).toBe('Evergreen');
    expect(shortName('Supercalifragilistic')).toBe('Supercalifra');
  });
});
