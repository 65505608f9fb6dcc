/**
 * Reads a production build: what the service worker precaches, and the installable
 * apps' manifests and icons. Runs in the e2e project (it builds the site).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_MANIFESTS, ICON_FILES } from '../../src/config/pwa-files';
import { buildSite, ROOT } from '../support/build';
import { siteRoutes } from '../../src/seo/routes';
import { parseSiteData } from '../../src/site-data/parse';

/** Files deliberately not precached (with why); anything else on disk must be in the list. */
const NOT_PRECACHED: { pattern: RegExp; why: string }[] = [
  { pattern: /^sw\.js$/, why: 'the worker itself' },
  { pattern: /^\.vite\//, why: 'build metadata' },
  { pattern: /^demo-api\//, why: 'the demo record: stale-while-revalidate at run time' },
  { pattern: /^demo-assets\//, why: 'demo photos: cached at run time like any record image' },
  { pattern: /^img\//, why: 'record photos as variants (scripts/images/): cached at run time, bounded' },
  { pattern: /\.(txt|xml)$/, why: 'robots.txt and sitemap.xml are for crawlers' },
  { pattern: /^(_headers|nginx-security\.conf)$/, why: 'web server configuration, never served to pages' },
];

/** The demo's service and landing pages: cached as visited, never precached (there may be hundreds). */
function perRecordPages(): string[] {
  const raw = JSON.parse(fs.readFileSync(path.join(ROOT, 'public', 'demo-api', 'paginas', 'demo'), 'utf8')) as unknown;
  return siteRoutes(parseSiteData(raw).data)
    .filter((r) => r.kind === 'service' || r.kind === 'landing')
    .map((r) => `${decodeURIComponent(r.path.slice(1))}/index.html`);
}

let outDir: string;
let precached: string[];

function walk(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

/** The precache manifest workbox injected into sw.js. */
function precacheList(sw: string): string[] {
  const urls = [...sw.matchAll(/\{"revision":(?:null|"[0-9a-f]+"),"url":"([^"]+)"\}/g)].map((m) => m[1]!);
  return urls.map((u) => decodeURIComponent(u));
}

beforeAll(async () => {
  outDir = await buildSite({ BASE_PATH: '/', NODE_ENV: 'production' });
  precached = precacheList(fs.readFileSync(path.join(outDir, 'sw.js'), 'utf8'));
});

describe('precache', () => {
  it('holds the app shell, every fixed page and the not-found page; service and landing pages are cached as visited', () => {
    expect(precached.length).toBeGreaterThan(10);
    for (const f of ['shell.html', 'index.html', '404.html', 'digitalcard/index.html', 'find-us-on/index.html', 'gallery/index.html'])
      expect(precached, f).toContain(f);
    // One page per service and per landing: not precached, whatever their number.
    const perRecord = perRecordPages();
    expect(perRecord.length).toBeGreaterThan(5);
    for (const f of perRecord) {
      expect(fs.existsSync(path.join(outDir, f)), f).toBe(true);
      expect(precached, f).not.toContain(f);
    }
    const pages = walk(outDir).filter((f) => f.endsWith('.html') && !perRecord.includes(f) && !NOT_PRECACHED.some((x) => x.pattern.test(f)));
    expect(pages.filter((p) => !precached.includes(p))).toEqual([]);
  });

  it('holds every chunk the build manifest knows (entry, route chunks, their CSS)', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; css?: string[]; dynamicImports?: string[]; isDynamicEntry?: boolean }
    >;
    const files = new Set<string>();
    for (const entry of Object.values(manifest)) {
      files.add(entry.file);
      entry.css?.forEach((c) => files.add(c));
      entry.dynamicImports?.forEach((k) => files.add(manifest[k]!.file));
    }
    const routeChunks = Object.entries(manifest).filter(([k]) => k.startsWith('src/app/routes/'));
    expect(routeChunks.length).toBeGreaterThanOrEqual(12);
    expect([...files].filter((f) => !precached.includes(f))).toEqual([]);
  });

  it('holds every brand icon the prerendered pages draw (social icons offline)', () => {
    const refs = new Set(
      walk(outDir)
        .filter((f) => f.endsWith('.html'))
        .flatMap((f) => [...fs.readFileSync(path.join(outDir, f), 'utf8').matchAll(/--brand-icon:url\(&quot;([^&]+)&quot;\)/g)].map((m) => m[1]!)),
    );
    // The demo's footer, card and bio page all show social icons.
    expect([...refs].some((r) => r.endsWith('icons/brands/facebook.svg')), [...refs].join(' ')).toBe(true);
    for (const ref of refs) {
      const file = ref.replace(/^\//, '');
      expect(precached, ref).toContain(file);
      expect(fs.readFileSync(path.join(outDir, file), 'utf8'), ref).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 24 24"><path d="[^"]+"\/><\/svg>/);
    }
  });

  it('holds no photos: the only images are the install icons and the brand sprite', () => {
    const images = precached.filter((u) => /\.(avif|webp|png|jpe?g|gif|svg|ico)$/i.test(u));
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((u) => !u.startsWith('icons/'))).toEqual([]);
    // The build did make variants of the record's photos; they are cached when a page asks.
    expect(fs.readdirSync(path.join(outDir, 'img')).length).toBeGreaterThan(20);
  });

  it('does not precache the worker itself', () => {
    // The worker's own file, not a chunk whose hash happens to end in "sw" (use-card-kit-D5yMhzsw.js).
    expect(precached.filter((u) => /(^|\/)sw\.js$/.test(u))).toEqual([]);
  });

  it('leaves nothing out silently (size limit): every file on disk is precached or deliberately excluded', () => {
    const onDisk = walk(outDir);
    const visited = perRecordPages();
    const missing = onDisk.filter((f) => !precached.includes(f) && !visited.includes(f) && !NOT_PRECACHED.some((x) => x.pattern.test(f)));
    expect(missing).toEqual([]);
    // And the precache points at real files.
    expect(precached.filter((u) => !fs.existsSync(path.join(outDir, u)))).toEqual([]);
  });
});

describe('installable apps', () => {
  it('has three valid manifests with distinct id, start_url and scope', () => {
    const manifests = APP_MANIFESTS.map((m) => {
      expect(precached, m.file).toContain(m.file);
      return JSON.parse(fs.readFileSync(path.join(outDir, m.file), 'utf8')) as Record<string, unknown> & {
        icons: { src: string; sizes: string; purpose: string }[];
      };
    });
    for (const key of ['id', 'start_url', 'scope'] as const) expect(new Set(manifests.map((m) => m[key])).size, key).toBe(3);
    expect(manifests.map((m) => m.start_url)).toEqual(['/', '/digitalcard', '/find-us-on']);
    for (const m of manifests) {
      expect(m.display).toBe('standalone');
      expect(typeof m.name === 'string' && m.name.length > 0).toBe(true);
      expect(String(m.theme_color)).toMatch(/^#|^rgb|^hsl|^[a-z]+$/);
      const purposes = m.icons.map((i) => `${i.sizes} ${i.purpose}`);
      expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
      for (const icon of m.icons) expect(fs.existsSync(path.join(outDir, icon.src.replace(/^\//, ''))), icon.src).toBe(true);
    }
  });

  it('has icons with the right pixel sizes', async () => {
    const expected: Record<string, number> = {
      [ICON_FILES.icon192]: 192,
      [ICON_FILES.icon512]: 512,
      [ICON_FILES.maskable512]: 512,
      [ICON_FILES.appleTouch]: 180,
      [ICON_FILES.favicon]: 64,
    };
    for (const [file, size] of Object.entries(expected)) {
      const meta = await sharp(path.join(outDir, file)).metadata();
      expect([meta.format, meta.width, meta.height], file).toEqual(['png', size, size]);
      expect(precached, file).toContain(file);
    }
  });
});
