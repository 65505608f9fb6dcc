// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBudgets, formatTable, KB, RAN_BUDGET } from './bundle-budget';
import { bodyRan, ranFiles, type ScriptCoverage } from './bundle-browser';
import { prerenderedRoutes, scriptUrls, staticFilesFor, urlToFile, type ViteManifest } from './bundle-files';

/** A tiny build: entry -> vendor, route chunks -> shared, a lazily imported widget. */
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['src/app/routes/home.tsx', 'src/app/routes/card.tsx'] },
  '_vendor.js': { file: 'assets/vendor-b.js' },
  '_shared.js': { file: 'assets/shared-c.js', imports: ['_vendor.js'] },
  'src/app/routes/home.tsx': { file: 'assets/home-d.js', imports: ['_shared.js'], dynamicImports: ['src/widget.tsx'] },
  'src/app/routes/card.tsx': { file: 'assets/card-e.js' },
  'src/widget.tsx': { file: 'assets/widget-f.js' },
};

function page(preloads: string[], base = '/'): string {
  return `<!doctype html><html><head>
    ${preloads.map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`).join('\n')}
    <link rel="preload" as="image" href="${base}hero.webp">
    <script type="module" crossorigin src="${base}assets/index-a.js"></script>
    <script type="application/ld+json">{"@type":"LocalBusiness"}</script>
  </head><body><div id="root"></div></body></html>`;
}

describe('what a first visit loads, from the manifest and the page', () => {
  it('reads module scripts and modulepreloads only (not image preloads or JSON-LD)', () => {
    expect(scriptUrls(page(['assets/home-d.js']))).toEqual(['/assets/home-d.js', '/assets/index-a.js']);
  });

  it('maps same-origin URLs under the base path to build files, and ignores others', () => {
    expect(urlToFile('/site/assets/x.js', '/site/')).toBe('assets/x.js');
    expect(urlToFile('http://127.0.0.1:1/site/assets/x.js', '/site/')).toBe('assets/x.js');
    expect(urlToFile('/other/x.js', '/site/')).toBeUndefined();
  });

  it('counts the entry with its static imports, plus each preloaded route chunk with its imports', () => {
    expect(staticFilesFor(manifest, page(['assets/home-d.js']))).toEqual([
      'assets/home-d.js',
      'assets/index-a.js',
      'assets/shared-c.js',
      'assets/vendor-b.js',
    ]);
  });

  it('does not count other routes or lazily imported chunks', () => {
    const files = staticFilesFor(manifest, page(['assets/card-e.js']));
    expect(files).toContain('assets/card-e.js');
    expect(files).not.toContain('assets/home-d.js');
    expect(files).not.toContain('assets/widget-f.js');
  });

  it('honours a base path', () => {
    expect(staticFilesFor(manifest, page(['assets/card-e.js'], '/site/'), '/site/')).toEqual(['assets/card-e.js', 'assets/index-a.js', 'assets/vendor-b.js']);
  });
});

describe('budgets on a build folder', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    // Incompressible bytes so the gzip size is predictable (about the raw size).
    const random = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 7919 + ((i * i) % 251)) % 256));
    fs.writeFileSync(path.join(dir, 'assets', 'big.js'), zlib.gzipSync(random(200 * KB), { level: 0 }));
    fs.writeFileSync(path.join(dir, 'assets', 'small.js'), 'console.log(1)'.repeat(10));
    for (const p of ['index.html', 'digitalcard/index.html', 'gallery/tree-removal/index.html', 'assets/not-a-page/index.html', 'demo-api/index.html']) {
      fs.mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
      fs.writeFileSync(path.join(dir, p), '<html></html>');
    }
    fs.writeFileSync(path.join(dir, '404.html'), '<html></html>');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('lists every prerendered route, home first, and no data or asset folders', () => {
    expect(prerenderedRoutes(dir)).toEqual(['/', '/digitalcard', '/gallery/tree-removal']);
  });

  it('fails the route that is over its budget and passes the others', () => {
    const rows = checkBudgets(
      dir,
      [
        { route: '/', staticFiles: ['assets/small.js'], browserFiles: ['assets/small.js'] },
        { route: '/digitalcard', staticFiles: ['assets/small.js'], browserFiles: ['assets/small.js', 'assets/big.js'] },
        { route: '/gallery', staticFiles: ['assets/big.js'] },
      ],
      { '/': 180 * KB, '/digitalcard': 150 * KB },
    );
    expect(rows.map((r) => [r.route, r.ok])).toEqual([
      ['/', true],
      ['/digitalcard', false],
      ['/gallery', true],
    ]);
    // The browser saw more than the static analysis (a lazy chunk): the larger number counts.
    const card = rows[1]!;
    expect(card.browserBytes).toBeGreaterThan(card.staticBytes);
    expect(card.bytes).toBe(card.browserBytes);
    expect(card.bytes).toBeGreaterThan(150 * KB);
    const table = formatTable(rows);
    expect(table).toMatch(/\/digitalcard .*OVER/);
    expect(table).toMatch(/\| \/ .*ok/);
  });

  it('fails a route whose engaged visit (the app running) is over its own budget, though its first visit is within', () => {
    const rows = checkBudgets(
      dir,
      [{ route: '/', staticFiles: ['assets/small.js'], browserFiles: ['assets/small.js'], engagedFiles: ['assets/small.js', 'assets/big.js'] }],
      { '/': 180 * KB },
      { '/': 150 * KB },
    );
    expect(rows[0]!.bytes).toBeLessThan(180 * KB);
    expect(rows[0]!.engagedBytes).toBeGreaterThan(150 * KB);
    expect(rows[0]!.ok).toBe(false);
    expect(rows[0]!.lazyFiles).toEqual(['assets/big.js']);
    expect(checkBudgets(dir, [{ route: '/', staticFiles: ['assets/small.js'], engagedFiles: ['assets/small.js'] }], { '/': 180 * KB }, { '/': 150 * KB })[0]!.ok).toBe(true);
  });

  it('fails any route opened in Chromium whose JS that ran before the visitor acted is over its line, whatever it downloaded', () => {
    const rows = checkBudgets(dir, [
      { route: '/gallery', staticFiles: ['assets/small.js'], browserFiles: ['assets/small.js', 'assets/big.js'], ranFiles: ['assets/big.js'] },
      { route: '/services', staticFiles: ['assets/small.js'], browserFiles: ['assets/small.js', 'assets/big.js'], ranFiles: ['assets/small.js'] },
    ]);
    expect(rows.map((r) => [r.route, r.ok])).toEqual([
      ['/gallery', false],
      ['/services', true],
    ]);
    expect(rows[0]!.ranBytes).toBeGreaterThan(RAN_BUDGET);
    expect(rows[0]!.ranBudget).toBe(RAN_BUDGET);
    expect(formatTable(rows)).toMatch(/\/gallery .*OVER/);
  });
});

describe('which scripts ran (Chromium precise coverage)', () => {
  const script = (url: string, count: number | undefined): ScriptCoverage => ({
    url,
    functions: count === undefined ? [] : [{ functionName: '', ranges: [{ startOffset: 0, endOffset: 100, count }] }, { functionName: 'later', ranges: [{ startOffset: 10, endOffset: 20, count: 0 }] }],
  });

  it("counts a module whose top level ran, not one only preloaded (its top level never called), nor another origin's", () => {
    expect(bodyRan(script('x', 1))).toBe(true);
    expect(bodyRan(script('x', 0))).toBe(false);
    expect(bodyRan(script('x', undefined))).toBe(false);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ran-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    for (const f of ['entry.js', 'viewer.js', 'form.js']) fs.writeFileSync(path.join(dir, 'assets', f), '');
    fs.writeFileSync(path.join(dir, 'sw.js'), '');
    const origin = 'http://127.0.0.1:1';
    const ran = ranFiles(
      [script(`${origin}/assets/viewer.js`, 1), script(`${origin}/assets/entry.js`, 1), script(`${origin}/assets/form.js`, 0), script(`${origin}/sw.js`, 1), script('http://127.0.0.1:2/assets/entry.js', 1)],
      origin,
      dir,
    );
    expect(ran).toEqual(['assets/entry.js', 'assets/viewer.js']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
