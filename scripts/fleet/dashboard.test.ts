// @vitest-environment jsdom
// (The script runs in node; the test reads what it wrote as a browser would, with a DOM parser.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeDashboards, parseDashboardArgs } from './dashboard';
import { dashboardOrder, renderDashboard } from './dashboard-html';
import { dashboardData, readReport, type FleetReport, type TenantReport } from './report';
import { tenantSchema } from './tenants';

const tenant = (id: string, over: Partial<TenantReport> = {}): TenantReport => ({
  id,
  status: 'built',
  reason: 'record',
  warnings: 0,
  warningList: [],
  pages: 12,
  jsKb: 400,
  imageKb: 300,
  homeKb: 40.2,
  homeJsKb: 180.5,
  seconds: 4.2,
  at: '2026-11-26T08:00:00.000Z',
  site: `${id}/index.html`,
  siteUrl: null,
  ...over,
});
const report = (tenants: TenantReport[], over: Partial<FleetReport> = {}): FleetReport => ({ generatedAt: '2026-11-26T08:10:00.000Z', code: 'abc123', shard: null, tenants, ...over });

/** The page as a browser reads it. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const rowIds = (doc: Document) => [...doc.querySelectorAll('tbody th[scope="row"]')].map((th) => th.textContent);

describe('the fleet dashboard', () => {
  it('shows text from a report as text: a reason, an id or a warning holding markup runs nothing', () => {
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const html = renderDashboard(
      dashboardData([{ report: report([tenant('oak', { status: 'failed', reason: hostile, warnings: 1, warningList: [`dbServices[0].name: ${hostile}`] })]), from: '' }]),
    );
    // The page has no script and no image at all: nothing from the report became an element.
    expect(html).not.toMatch(/<script|<img/i);
    const doc = parse(html);
    expect(doc.querySelectorAll('script, img, [onerror]')).toHaveLength(0);
    expect(doc.querySelector('td.reason')!.textContent).toBe(hostile);
    expect(doc.querySelector('details li')!.textContent).toBe(`dbServices[0].name: ${hostile}`);
  });

  it('lists failures first, then held builds, then the rest, by id within each', () => {
    const rows = [tenant('b', { status: 'unchanged' }), tenant('c'), tenant('z', { status: 'failed' }), tenant('a', { status: 'held' }), tenant('d', { status: 'failed' })];
    const doc = parse(renderDashboard(dashboardData([{ report: report(rows), from: '' }])));
    expect(rowIds(doc)).toEqual(['d', 'z', 'a', 'c', 'b']);
    expect(dashboardOrder(dashboardData([{ report: report(rows), from: '' }]).rows).map((r) => r.status)).toEqual(['failed', 'failed', 'held', 'built', 'unchanged']);
    expect(doc.title).toBe('Fleet: 2 failed, 1 held of 5');
  });

  it('gives each tenant its status, reason, time, size, warnings on demand and a link to its site', () => {
    const rows = [
      tenant('oak', { warnings: 2, warningList: ['gallery[3]: not a URL', 'dbHours: unreadable'], siteUrl: 'https://oak.example/' }),
      tenant('elm', { status: 'failed', reason: 'data service answered HTTP 500', site: null, siteUrl: 'javascript:alert(1)' }),
    ];
    const doc = parse(renderDashboard(dashboardData([{ report: report(rows), from: '' }])));
    const cells = (id: string) => [...[...doc.querySelectorAll('tbody tr')].find((tr) => tr.querySelector('th')!.textContent === id)!.children].map((c) => c.textContent);
    expect(cells('oak')).toEqual(['oak', 'built', 'record', '2026-11-26 08:00', '4.2', '12', '40.2', '180.5', '2 warningsgallery[3]: not a URLdbHours: unreadable', 'oak/oak.example']);
    expect(doc.querySelector('details summary')!.textContent).toBe('2 warnings');
    expect([...doc.querySelectorAll('tbody a')].map((a) => a.getAttribute('href'))).toEqual(['oak/index.html', 'https://oak.example/']);
    // A failed tenant with nothing published has no link, and a javascript: address is never one.
    expect(cells('elm')[9]).toBe('none published');
    // The table is a real one, and the chart has a text alternative.
    expect(doc.querySelector('table caption')!.textContent).toMatch(/failures first/);
    expect([...doc.querySelectorAll('thead th')].every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    expect(doc.querySelector('svg[role="img"] title')!.textContent).toMatch(/slowest/);
  });

  it('merges shards into one page, each site linked from where the page is, a tenant in two reports shown from the later', () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-dashboard-'));
    const write = (dir: string, r: unknown) => {
      fs.mkdirSync(path.join(work, dir), { recursive: true });
      fs.writeFileSync(path.join(work, dir, 'fleet-report.json'), JSON.stringify(r));
      return path.join(work, dir, 'fleet-report.json');
    };
    const one = write('sites-1', report([tenant('oak'), tenant('moved', { at: '2026-11-20T00:00:00.000Z', status: 'failed' })], { shard: '1/2' }));
    const two = write('sites-2', report([tenant('elm', { status: 'failed', reason: 'HTTP 500' }), tenant('moved', { at: '2026-11-26T09:00:00.000Z' })], { shard: '2/2', code: 'def456' }));
    const args = parseDashboardArgs(['--merge', one, two, '--out', path.join(work, 'out', 'index.html')]);
    expect(typeof args).toBe('object');
    mergeDashboards(args as Exclude<typeof args, string>);
    const doc = parse(fs.readFileSync(path.join(work, 'out', 'index.html'), 'utf8'));
    expect(rowIds(doc)).toEqual(['elm', 'moved', 'oak']);
    const href = (id: string) => doc.querySelector(`tbody a[href*="${id}/"]`)!.getAttribute('href');
    expect(href('oak')).toBe('../sites-1/oak/index.html');
    expect(href('elm')).toBe('../sites-2/elm/index.html');
    expect(href('moved')).toBe('../sites-2/moved/index.html');
    expect(doc.body.textContent).toMatch(/Shard 1\/2: 2 tenants/);
    expect(doc.body.textContent).toMatch(/2 different code versions/);
  });

  it("reads an older fleet's report, without the fields issue 28 added, and names a file that is no report", () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-dashboard-'));
    const old = path.join(work, 'old.json');
    fs.writeFileSync(old, JSON.stringify({ generatedAt: '2026-11-01T00:00:00.000Z', code: 'x', shard: null, tenants: [{ id: 'oak', status: 'built', reason: 'record', warnings: 3, pages: 4, jsKb: 1, imageKb: 2, seconds: 3 }] }));
    expect(readReport(old).tenants[0]).toMatchObject({ at: '2026-11-01T00:00:00.000Z', warningList: [], site: null, homeKb: 0 });
    const bad = path.join(work, 'bad.json');
    fs.writeFileSync(bad, JSON.stringify({ tenants: 'no' }));
    expect(() => readReport(bad)).toThrow(/bad\.json is not a fleet report/);
  });

  it('says what the merge command needs', () => {
    expect(parseDashboardArgs([])).toMatch(/--merge/);
    expect(parseDashboardArgs(['--merge', 'a.json'])).toMatch(/--out/);
    expect(parseDashboardArgs(['a.json'])).toMatch(/after --merge/);
    expect(parseDashboardArgs(['--merge', 'a.json', 'b.json', '--out', 'x.html'])).toEqual({ reports: ['a.json', 'b.json'], out: 'x.html' });
  });

  it('sits beside the tenant folders without clashing: no tenant id can be index.html or the report', () => {
    for (const id of ['index.html', 'fleet-report.json', 'index.htm']) expect(tenantSchema.safeParse({ id, dataUrl: 'https://d.example', pageId: 'p' }).success, id).toBe(false);
    expect(tenantSchema.safeParse({ id: 'index', dataUrl: 'https://d.example', pageId: 'p' }).success).toBe(true);
  });
});
