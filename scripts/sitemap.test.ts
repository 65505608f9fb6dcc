// @vitest-environment jsdom
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../src/seo/routes';
import { parseSiteData } from '../src/site-data/parse';
import { crawlableImage, pageImages, recordChangeDate, SITEMAP_IMAGES_MAX, sitemapXml } from './sitemap';

const data = parseSiteData({
  docId: 'd',
  dbPrincipal: { name: 'Oak & Pine', phones: [{ phone: '503-555-0142' }] },
  dbServices: [{ name: 'Tree Removal', description: [{ text: 'a', img: 'https://b.example/tr-1.jpg' }, { text: 'b', img: 'https://b.example/tr-2.jpg' }] }],
  stock: ['https://b.example/hero.jpg'],
  gallery: Array.from({ length: 30 }, (_, i) => `https://b.example/g${i}.jpg`),
  landings: [{ name: 'Big Oaks', gallery: ['https://b.example/oak.jpg'] }],
  labels: { formLabel: { isenglish: 'true' } },
}).data;
const route = (p: string) => siteRoutes(data).find((r) => r.path === p)!;

describe('pageImages', () => {
  it("takes each page's main photos: the hero, the service's photos, the galleries (bounded)", () => {
    expect(pageImages(route('/'), data)).toEqual(['https://b.example/hero.jpg']);
    expect(pageImages(route('/tree-removal'), data)).toEqual(['https://b.example/tr-1.jpg', 'https://b.example/tr-2.jpg']);
    expect(pageImages(route('/gallery'), data)).toHaveLength(SITEMAP_IMAGES_MAX);
    expect(pageImages(route('/gallery/big-oaks'), data)).toEqual(['https://b.example/oak.jpg']);
    expect(pageImages(route('/about'), data)).toEqual([]);
  });
});

describe('crawlableImage', () => {
  it("gives the build's own variant when it made one, else the public original, never a relative path", () => {
    const map = { 'https://b.example/hero.jpg': { w: 2000, h: 1500, c: '#334455', f: '/img/ab12', s: [320, 640, 1280, 1920] } };
    expect(crawlableImage('https://b.example/hero.jpg', map, 'https://oak.example')).toBe('https://oak.example/img/ab12-1280.webp');
    expect(crawlableImage('https://b.example/other.jpg', map, 'https://oak.example')).toBe('https://b.example/other.jpg');
    expect(crawlableImage('../../demo-assets/x.webp', map, 'https://oak.example')).toBeUndefined();
  });
});

describe('sitemapXml', () => {
  it('is well-formed XML with lastmod and image entries, text escaped', () => {
    const text = sitemapXml([
      { loc: 'https://oak.example/?a=1&b=<2>', lastmod: '2026-11-24', images: ["https://b.example/o'k&.jpg"] },
      { loc: 'https://oak.example/about', lastmod: '2026-11-24', images: [] },
    ]);
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const urls = [...doc.getElementsByTagName('url')];
    expect(urls.map((u) => u.getElementsByTagName('loc')[0]!.textContent)).toEqual(['https://oak.example/?a=1&b=<2>', 'https://oak.example/about']);
    expect(urls.map((u) => u.getElementsByTagName('lastmod')[0]!.textContent)).toEqual(['2026-11-24', '2026-11-24']);
    expect(doc.getElementsByTagNameNS('http://www.google.com/schemas/sitemap-image/1.1', 'loc')[0]!.textContent).toBe("https://b.example/o'k&.jpg");
  });
});

describe('recordChangeDate', () => {
  it('keeps the day a record was first built until the record changes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-dates-'));
    expect(recordChangeDate('acme', 'fp1', new Date('2026-11-20T10:00:00Z'), dir)).toBe('2026-11-20');
    expect(recordChangeDate('acme', 'fp1', new Date('2026-11-24T10:00:00Z'), dir)).toBe('2026-11-20');
    expect(recordChangeDate('other', 'fpX', new Date('2026-11-22T10:00:00Z'), dir)).toBe('2026-11-22');
    expect(recordChangeDate('acme', 'fp2', new Date('2026-11-24T10:00:00Z'), dir)).toBe('2026-11-24');
    fs.writeFileSync(path.join(dir, 'record-dates.json'), '{not json');
    expect(recordChangeDate('acme', 'fp2', new Date('2026-11-25T10:00:00Z'), dir)).toBe('2026-11-25');
  });

  it('loses no record\'s date when several processes (fleet workers, shards) write at once (issue 27 item 10)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-dates-'));
    const script = path.join(dir, 'writer.ts');
    fs.writeFileSync(
      script,
      `import { recordChangeDate } from ${JSON.stringify(path.resolve(import.meta.dirname, 'sitemap.ts'))};\n` +
        `const [dir, who] = process.argv.slice(2);\n` +
        `for (let i = 0; i < 30; i++) recordChangeDate(\`\${who}-\${i}\`, 'fp', new Date('2026-11-26T10:00:00Z'), dir);\n`,
    );
    const writers = ['a', 'b', 'c'].map(
      (who) =>
        new Promise<number | null>((resolve) => {
          const child = spawn(process.execPath, ['--import', 'tsx', script, dir, who], { stdio: 'inherit' });
          child.on('exit', resolve);
        }),
    );
    expect(await Promise.all(writers)).toEqual([0, 0, 0]);
    const dates = JSON.parse(fs.readFileSync(path.join(dir, 'record-dates.json'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(dates)).toHaveLength(90);
  }, 120_000);
});
