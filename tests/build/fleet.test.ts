/**
 * The fleet (many tenants' sites built in one run) against real HTTP data services on 127.0.0.1: a
 * three-tenant fleet where one tenant's data service answers 500 builds the other two and exits 1
 * naming the failure; a second run with nothing changed rebuilds nothing; a changed record rebuilds
 * only its tenant, with its new service page; a tenant's fleet output is byte for byte its single
 * build. The first run's dashboard (`sites/index.html`) is opened in Chromium and scanned with axe,
 * and its log holds the progress lines a CI log gets.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_FILE, runFleet, STATE_FILE, type TenantReport } from '../../scripts/fleet/run';
import type { Tenant } from '../../scripts/fleet/tenants';
import { axeScan } from '../support/axe';
import { launchBrowser, PHONE } from '../support/browser';
import { buildSite, LOCAL, PORTS, ROOT, TEST_TIME_ZONE, testEnv } from '../support/build';
import { FakeService } from '../support/fake-service';
import { loadTenant } from '../support/fixtures';
import { startStaticServer, type StaticServer } from '../support/static-server';

const OUT = path.join(ROOT, '.tmp', 'fleet-test', 'sites');
const TENANTS_FILE = path.join(ROOT, '.tmp', 'fleet-test', 'tenants.json');
const VARS = { BUCKET: LOCAL(PORTS.bucket), RELAY: `${LOCAL(PORTS.relay)}/relay` };
const data = new FakeService();
let bucket: StaticServer | undefined;

/** The same settings testEnv() gives a single build, as fleet entries. */
const entry = (id: string, pageId: string): Tenant => ({
  id,
  dataUrl: LOCAL(PORTS.data),
  pageId,
  reviewsUrl: LOCAL(PORTS.reviews),
  visitsUrl: `${LOCAL(PORTS.counter)}/visits`,
  siteUrl: LOCAL(PORTS.app),
  timeZone: TEST_TIME_ZONE,
  imageTrustedOrigins: LOCAL(PORTS.bucket),
});
const TENANTS = [entry('barton', 'tenant-a'), entry('pinos', 'tenant-b-es'), entry('broken', 'broken')];
const tenantA = loadTenant('tenant-a', VARS) as { dbServices: Array<{ name: string }> };

beforeAll(async () => {
  fs.rmSync(path.dirname(OUT), { recursive: true, force: true });
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(TENANTS_FILE, JSON.stringify(TENANTS));
  data.on('/paginas/tenant-a', { body: tenantA }).on('/paginas/tenant-b-es', { body: loadTenant('tenant-b-es', VARS) }).on('/paginas/broken', { status: 500, body: { error: 'database down' } });
  await data.listen(PORTS.data);
  bucket = await startStaticServer(path.join(ROOT, 'public', 'demo-assets'), '/img/', PORTS.bucket);
});

afterAll(async () => {
  await Promise.all([data.close(), bucket?.close()]);
});

/** `npm run fleet` as an operator runs it; resolves with its exit status and output. */
function fleetCli(...args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'fleet', '--silent', '--', ...args], { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

const status = (rows: readonly TenantReport[]) => Object.fromEntries(rows.map((r) => [r.id, r.status]));
const mtime = (file: string) => fs.statSync(file).mtimeMs;

function filesOf(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(path.relative(dir, p));
    }
  };
  walk(dir);
  return out.sort();
}

describe('npm run fleet', () => {
  it('builds the tenants it can, leaves the failed one out with its reason, and exits 1', async () => {
    // Two at a time: the builds share the image cache (both tenants use the bucket's logo).
    const { code, out } = await fleetCli('--tenants', TENANTS_FILE, '--out', OUT, '--jobs', '2');
    expect(code, out).toBe(1);
    expect(out).toMatch(/FAILED broken: data service answered HTTP 500/);
    expect(out).toMatch(/\| barton +\| built +\|/);
    expect(out).toMatch(/2 built, 0 unchanged, 1 failed/);
    for (const id of ['barton', 'pinos']) expect(fs.existsSync(path.join(OUT, id, 'index.html')), id).toBe(true);
    expect(fs.existsSync(path.join(OUT, 'broken'))).toBe(false);
    // No temporary build folder is left behind.
    expect(fs.readdirSync(OUT).filter((f) => f.startsWith('.build-'))).toEqual([]);
    const report = JSON.parse(fs.readFileSync(path.join(OUT, REPORT_FILE), 'utf8')) as { tenants: TenantReport[] };
    expect(status(report.tenants)).toEqual({ barton: 'built', pinos: 'built', broken: 'failed' });
    const barton = report.tenants.find((r) => r.id === 'barton')!;
    expect(barton.pages).toBeGreaterThan(10);
    expect(barton.jsKb).toBeGreaterThan(100);
    expect(barton.imageKb).toBeGreaterThan(0);
    // What the dashboard shows besides.
    expect(barton).toMatchObject({ site: 'barton/index.html', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(barton.homeKb).toBeGreaterThan(1);
    expect(barton.homeJsKb).toBeGreaterThan(10);
    expect(report.tenants.find((r) => r.id === 'broken')!.site).toBeNull();
    // Not a terminal: a plain progress line per tenth of the work (three tenants: each one), no \r.
    expect(out).toMatch(/^\[fleet\] 1\/3 tenants, \d+ (s|min) left$/m);
    expect(out).toMatch(/^\[fleet\] 3\/3 tenants, done in \d+ (s|min)$/m);
    expect(out).not.toContain('\r');
  }, 300_000);

  it("writes the operators' dashboard beside the sites: every tenant with its status, failures first; axe finds nothing; no sideways scroll at 390 px", async () => {
    const browser = await launchBrowser();
    try {
      // A context of its own: axe opens a page in it to gather its results. The phone is the
      // hard case (the table must scroll in its own region).
      const context = await browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      await page.goto(pathToFileURL(path.join(OUT, 'index.html')).href);
      const rows = await page.$$eval('tbody tr', (trs) => trs.map((tr) => [tr.querySelector('th')?.textContent, tr.querySelector('.status')?.textContent, tr.querySelector('.reason')?.textContent]));
      expect(rows.map(([id, s]) => [id, s])).toEqual([
        ['broken', 'failed'],
        ['barton', 'built'],
        ['pinos', 'built'],
      ]);
      expect(rows[0]![2]).toMatch(/data service answered HTTP 500/);
      // Each built tenant's link opens its published home page.
      for (const id of ['barton', 'pinos']) expect(fs.existsSync(new URL(await page.getByRole('link', { name: `${id}/` }).evaluate((a) => (a as HTMLAnchorElement).href)))).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      const scan = await axeScan(page);
      expect(scan.passes, 'axe checked the page').toBeGreaterThan(10);
      expect(scan.violations).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it("a tenant's fleet output is exactly its single build, also when its worker built another tenant first", async () => {
    // One worker (jobs 1) renders barton, then pinos: nothing of the first may reach the second.
    const rows = await runFleet({ tenants: TENANTS.slice(0, 2), outDir: OUT, force: true, jobs: 1 });
    expect(status(rows)).toEqual({ barton: 'built', pinos: 'built' });
    const single = await buildSite(testEnv('tenant-b-es'), { shell: false });
    const fleet = path.join(OUT, 'pinos');
    expect(filesOf(fleet)).toEqual(filesOf(single));
    for (const f of filesOf(single)) expect(fs.readFileSync(path.join(fleet, f)).equals(fs.readFileSync(path.join(single, f))), f).toBe(true);
  }, 300_000);

  it('tenants with the same base path and switches share one app bundle, each with its own settings in its pages and worker', async () => {
    const assets = (id: string) => filesOf(path.join(OUT, id, 'assets'));
    expect(assets('barton')).toEqual(assets('pinos'));
    for (const f of assets('barton')) expect(fs.readFileSync(path.join(OUT, 'barton', 'assets', f)).equals(fs.readFileSync(path.join(OUT, 'pinos', 'assets', f))), f).toBe(true);
    // No tenant's settings are in the shared code; each page and worker names its own record.
    const js = assets('barton').map((f) => fs.readFileSync(path.join(OUT, 'barton', 'assets', f), 'utf8')).join('\n');
    expect(js).not.toContain('tenant-a');
    for (const [id, pageId] of [['barton', 'tenant-a'], ['pinos', 'tenant-b-es']] as const) {
      const html = fs.readFileSync(path.join(OUT, id, 'index.html'), 'utf8');
      const env = JSON.parse(/<script id="canopy-env" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!) as Record<string, string>;
      expect(env.VITE_PAGE_ID).toBe(pageId);
      expect(fs.readFileSync(path.join(OUT, id, 'sw.js'), 'utf8').split('\n')[0]).toContain(`"VITE_PAGE_ID":"${pageId}"`);
    }
  });

  it('a second run with nothing changed rebuilds nothing', async () => {
    const before = mtime(path.join(OUT, 'barton', 'index.html'));
    const rows = await runFleet({ tenants: TENANTS, outDir: OUT });
    expect(status(rows)).toEqual({ barton: 'unchanged', pinos: 'unchanged', broken: 'failed' });
    expect(mtime(path.join(OUT, 'barton', 'index.html'))).toBe(before);
  });

  it('a changed record rebuilds only its tenant, and its new service page exists; a failing record keeps the last good site', async () => {
    const pinosBefore = mtime(path.join(OUT, 'pinos', 'index.html'));
    data.on('/paginas/tenant-a', { body: { ...tenantA, dbServices: [...tenantA.dbServices, { name: 'Hedge Sculpting', description: [{ text: 'Shapes.' }] }] } });
    const rows = await runFleet({ tenants: TENANTS, outDir: OUT });
    expect(status(rows)).toEqual({ barton: 'built', pinos: 'unchanged', broken: 'failed' });
    expect(rows.find((r) => r.id === 'barton')!.reason).toBe('record');
    expect(fs.existsSync(path.join(OUT, 'barton', 'hedge-sculpting', 'index.html'))).toBe(true);
    expect(mtime(path.join(OUT, 'pinos', 'index.html'))).toBe(pinosBefore);

    // The data service goes down: the tenant fails, its site stays as it was.
    data.on('/paginas/tenant-a', { status: 503, body: { error: 'maintenance' } });
    const state = fs.readFileSync(path.join(OUT, STATE_FILE), 'utf8');
    const down = await runFleet({ tenants: TENANTS, outDir: OUT });
    expect(status(down).barton).toBe('failed');
    expect(fs.existsSync(path.join(OUT, 'barton', 'hedge-sculpting', 'index.html'))).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(OUT, STATE_FILE), 'utf8')).barton).toEqual(JSON.parse(state).barton);
  }, 300_000);
});
