/* eslint-disable max-lines -- being split in another branch */
/**
 * `npm run test:lhci` (issue 7): Lighthouse CI on two tenants with the same assertions
 * (lighthouserc.json: mobile, simulated throttling, 3 runs, up to 7 for a route that misses: see
 * `measure`). On every route: accessibility, best practices and SEO = 1, CLS <= 0.1 and LCP <=
 * 1.6 s (medians); and, for the main thread, margins this box's noise leaves room for (issue 26:
 * "assertions on the audits that matter with stated margins"): the best run's performance >= 0.85
 * and TBT <= 500 ms, and the median performance >= PERFORMANCE_MEDIAN_FLOOR. Why those numbers:
 * `PERFORMANCE_MEDIAN_FLOOR` and docs/performance.md ("What the assertions are").
 *
 * 1. demo: the embedded demo tenant, built into .tmp/lhci/demo with VITE_SITE_URL set to the
 *    origin LHCI serves it from;
 * 2. photos: an unfamiliar tenant with its owner's own photos (tests/support/photo-tenant.ts:
 *    tenant-a with 4032x3024 phone JPEGs of 3-5 MB, a large PNG, a 24-photo gallery; issue 12)
 *    answered by a local data service, its photos by a local "bucket", built the same way.
 * Each build is served by scripts/serve-dist.ts (compression, cache headers, real 404s) through
 * LHCI's startServerCommand; reports go to .lighthouseci/<tenant>/ (filesystem, never remote).
 *
 * Ports: CANOPY_PORT_BASE (default 47810) + 6..9, next to the browser suites' block.
 *   npx tsx scripts/lhci.ts [--only demo|photos] [--runs N]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FakeService } from '../tests/support/fake-service';
import { makePhotoBucket, photoTenantRecord } from '../tests/support/photo-tenant';
import { startStaticServer } from '../tests/support/static-server';
import { serviceSlug } from '../src/site-data/selectors';
import { runBuild } from './run-build';
import { shellFor } from './shell-cache';

const ROOT = path.resolve(import.meta.dirname, '..');
const BASE = Number(process.env.CANOPY_PORT_BASE ?? 47810);
export const LHCI_PORTS = { demo: BASE + 6, tenant: BASE + 7, data: BASE + 8, bucket: BASE + 9 } as const;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const local = (port: number) => `http://127.0.0.1:${port}`;

interface Target {
  name: string;
  port: number;
  env: Record<string, string>;
  /** Route paths checked (the five: home, a service page, gallery, card, link-in-bio). */
  routes: string[];
}

/**
 * Builds asynchronously (the data service answering the prerender runs in this process): the
 * tenant stage on the shell this code version shares with the test builds (scripts/shell-cache.ts;
 * the same files as `npm run build`, tests/build/fleet.test.ts).
 */
async function build(target: Target): Promise<string> {
  const outDir = path.join(ROOT, '.tmp', 'lhci', target.name);
  fs.rmSync(outDir, { recursive: true, force: true });
  console.log(`[lhci] building ${target.name} into ${path.relative(ROOT, outDir)}`);
  const env = { ...target.env, VITE_SITE_URL: local(target.port) };
  const { code, output } = await runBuild({ ...env, CANOPY_SHELL_DIR: await shellFor(env) }, outDir);
  if (code !== 0) throw new Error(`build of ${target.name} failed (${code}):\n${output}`);
  for (const route of target.routes) {
    const file = path.join(outDir, route === '/' ? '' : route.slice(1), 'index.html');
    if (!fs.existsSync(file)) throw new Error(`${target.name}: ${route} was not prerendered (${path.relative(ROOT, file)})`);
  }
  return outDir;
}

/** Runs one `lhci` command with lighthouserc.json; answers its exit code. */
function lhci(args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['lhci', ...args, '--config=lighthouserc.json'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, CHROME_PATH: CHROME } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** `lhci collect` of these URLs, `runs` each; `additive` keeps the runs already collected. */
function collect(urls: string[], runs: number, additive: boolean): Promise<number> {
  return lhci([
    'collect',
    // The server is measure's own, up for every collect of the target (lighthouserc.json's is for `lhci autorun` by hand).
    '--startServerCommand=',
    ...urls.map((u) => `--url=${u}`),
    // The browser: CHROME_PATH, as for the browser tests (README), else Debian's Chromium.
    `--chromePath=${CHROME}`,
    `--numberOfRuns=${runs}`,
    ...(additive ? ['--additive'] : []),
  ]);
}

/** Runs per route at first, and the most a route gets when its median misses an assertion. */
export const FIRST_RUNS = 3;
export const MAX_RUNS = 7;
/** Runs added to a route each time its median misses (so the median moves by one run's worth). */
const MORE_RUNS = 2;

/** The URLs with a failed error-level assertion in LHCI's last `assert` (`.lighthouseci/assertion-results.json`). */
export function failingUrls(results: unknown): string[] {
  if (!Array.isArray(results)) return [];
  const urls = results
    .filter((r): r is { url: string } => !!r && typeof r === 'object' && (r as { passed?: unknown }).passed === false && (r as { level?: unknown }).level !== 'warn' && typeof (r as { url?: unknown }).url === 'string')
    .map((r) => r.url);
  return [...new Set(urls)];
}

/**
 * Collects `FIRST_RUNS` runs of every route and asserts on them (lighthouserc.json, and the
 * median floor). A route that misses gets `MORE_RUNS` more runs, up to `MAX_RUNS`, and is judged
 * again on all its runs: a busy minute on a 2-core box costs one or two runs their TBT
 * (Lighthouse multiplies the observed task times by four), which more runs absorb; a real
 * regression misses in every run and still fails, after at most MAX_RUNS runs.
 */
async function measure(target: Target, dir: string, firstRuns = FIRST_RUNS): Promise<number> {
  const origin = local(target.port);
  console.log(`[lhci] ${target.name}: ${target.routes.join(' ')}`);
  const server = await serve(dir, target.port);
  try {
    return await measureServed(target, origin, firstRuns);
  } finally {
    server.kill();
  }
}

/** scripts/serve-dist.ts on `dir`, once it says it is serving (a busy box can take a while to start tsx). */
function serve(dir: string, port: number): Promise<ChildProcess> {
  // One process (node with tsx's loader), so kill() stops the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-dist.ts', path.relative(ROOT, dir), '--port', String(port)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (child.kill(), reject(new Error(`serve-dist on ${port} did not start in 120 s`))), 120_000);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/serving/i.test(out)) {
        clearTimeout(timer);
        child.stdout.resume();
        resolve(child);
      }
    });
    child.on('exit', (code) => (clearTimeout(timer), reject(new Error(`serve-dist on ${port} exited (${code})`))));
  });
}

async function measureServed(target: Target, origin: string, firstRuns: number): Promise<number> {
  let code = await collect(target.routes.map((r) => origin + r), firstRuns, false);
  let runs = firstRuns;
  while (code === 0) {
    const asserted = await lhci(['assert']);
    const file = path.join(ROOT, '.lighthouseci', 'assertion-results.json');
    const failing = new Set(asserted !== 0 && fs.existsSync(file) ? failingUrls(JSON.parse(fs.readFileSync(file, 'utf8'))) : []);
    const low = belowMedianFloor(collectedRuns());
    for (const url of low) console.error(`[lhci] ${url}: the median performance of its runs is under ${PERFORMANCE_MEDIAN_FLOOR * 100}`);
    for (const url of low) failing.add(url);
    if (asserted === 0 && !low.length) break;
    code = asserted || 1;
    if (!failing.size || runs + MORE_RUNS > MAX_RUNS) break;
    console.log(`[lhci] ${target.name}: ${runs} runs missed an assertion on ${[...failing].join(' ')}; ${MORE_RUNS} more runs there (a busy minute moves TBT; a real regression misses every run)`);
    runs += MORE_RUNS;
    code = await collect([...failing], MORE_RUNS, true);
  }
  const uploaded = await lhci(['upload', '--target=filesystem', `--outputDir=.lighthouseci/${target.name}`]);
  return code || uploaded;
}

/**
 * The floor under every route's median performance score, next to lighthouserc.json's best-run
 * assertions (performance >= 0.85, TBT <= 500 ms). On a shared 2-core box the noise is one-sided
 * (another process's minute only adds time to the page's tasks, and Lighthouse multiplies them by
 * four), so the best run is the closest to the page's own cost, and this floor catches what a best
 * run can hide: a change that makes most runs slow.
 *
 * The margins, as measured. On 26 Nov 2026 `/` with 47 chunk preloads on the main thread read
 * 0.77, 0.76 and 1 (caught here: median 0.77), against 0.90-0.96 without them. On the evening of
 * 26 Nov the same box, idle, gave the code that scored 100 on every route the evening before
 * (aece6e3) 77-98 (TBT 170-1,100 ms), and HEAD 81-100 (medians 0.82-0.99 over 3 runs, TBT 57-750
 * ms); a fresh-clone CI run read demo medians of 0.86-0.98, and 0.94 as the best of 7 runs of the photo tenant's gallery.
 * So 0.95 of the best run, and 0.85 of the median, measured the host as much as the code (the
 * box's Chromium became 156 that day). The margins: the best run 0.85 (TBT 500 ms is about the
 * same line on these pages, LCP and FCP being near 1.0 s), 10 points under the old bar as the host
 * moved the same code by about 10; the median 0.80, 6 under the lowest median a fresh-clone CI
 * run has read on unchanged code (0.86) and over the preload regression's 0.77.
 */
export const PERFORMANCE_MEDIAN_FLOOR = 0.8;

/** One Lighthouse run: the URL it measured and its performance score. */
export interface RunScore {
  url: string;
  performance: number | null;
}

/** The URLs whose median performance over their runs is under the floor. */
export function belowMedianFloor(runs: RunScore[], floor = PERFORMANCE_MEDIAN_FLOOR): string[] {
  const byUrl = new Map<string, number[]>();
  for (const r of runs) byUrl.set(r.url, [...(byUrl.get(r.url) ?? []), r.performance ?? 0]);
  return [...byUrl].filter(([, scores]) => (median(scores) ?? 0) < floor).map(([url]) => url);
}

/** The runs `lhci collect` has kept so far (`.lighthouseci/lhr-*.json`). */
function collectedRuns(): RunScore[] {
  const dir = path.join(ROOT, '.lighthouseci');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => /^lhr-.*\.json$/.test(f))
    .map((f) => {
      const lhr = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { requestedUrl?: string; finalUrl?: string; categories?: { performance?: { score?: number | null } } };
      return { url: lhr.requestedUrl ?? lhr.finalUrl ?? '', performance: lhr.categories?.performance?.score ?? null };
    });
}

interface ManifestEntry {
  url: string;
  isRepresentativeRun: boolean;
  jsonPath: string;
  summary: Record<string, number>;
}

/** A run's audit value (ms for LCP and TBT), from its report; undefined when the report has none. */
function auditValue(entry: ManifestEntry, audit: string): number | undefined {
  try {
    const lhr = JSON.parse(fs.readFileSync(entry.jsonPath, 'utf8')) as { audits?: Record<string, { numericValue?: number }> };
    return lhr.audits?.[audit]?.numericValue;
  } catch {
    return undefined;
  }
}

/** The middle value (the median of the runs is what lighthouserc.json asserts). */
export function median(values: number[]): number | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * One line per route: the median of each category score over the runs (what the assertions
 * check; LHCI's "representative" run can score lower or higher than that), every run's
 * performance score, the median LCP and the range of TBT, so a route's spread, and what moved
 * it, are visible in CI's log.
 */
function summary(target: Target): string[] {
  const file = path.join(ROOT, '.lighthouseci', target.name, 'manifest.json');
  if (!fs.existsSync(file)) return [`${target.name}: no manifest`];
  const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as ManifestEntry[];
  const pct = (n: number | undefined) => (n === undefined ? '-' : String(Math.round(n * 100)));
  const urls = [...new Set(entries.map((e) => e.url))];
  return urls.map((url) => {
    const runs = entries.filter((e) => e.url === url);
    const cat = (k: string) => pct(median(runs.map((r) => r.summary[k]).filter((v): v is number => typeof v === 'number')));
    const perfRuns = runs.map((r) => pct(r.summary.performance)).join(', ');
    const ms = (audit: string) => runs.map((r) => auditValue(r, audit)).filter((v): v is number => typeof v === 'number');
    const lcp = median(ms('largest-contentful-paint'));
    const tbt = ms('total-blocking-time');
    const lcpText = lcp === undefined ? '-' : `${(lcp / 1000).toFixed(2)} s`;
    const tbtText = tbt.length ? `${Math.round(Math.min(...tbt))}-${Math.round(Math.max(...tbt))} ms` : '-';
    return `| ${target.name} | ${new URL(url).pathname} | ${cat('performance')} (${perfRuns}) | ${lcpText} | ${tbtText} | ${cat('accessibility')} | ${cat('best-practices')} | ${cat('seo')} |`;
  });
}

function arg(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

async function main(argv: string[]): Promise<void> {
  const only = arg(argv, '--only');
  const runs = arg(argv, '--runs') ? Number(arg(argv, '--runs')) : undefined;
  const started = Date.now();

  // The unfamiliar tenant's services: its record and its photos, on this machine.
  const bucketOrigin = local(LHCI_PORTS.bucket);
  const record = photoTenantRecord(bucketOrigin, { failures: false, relay: `${local(LHCI_PORTS.data)}/relay` }) as unknown as { dbServices: { name: string }[] };
  const data = await new FakeService().listen(LHCI_PORTS.data);
  data.on('/paginas/photos', { body: record });
  const bucket = await startStaticServer(await makePhotoBucket(), '/img/', LHCI_PORTS.bucket);

  const all: Target[] = [
    { name: 'demo', port: LHCI_PORTS.demo, env: {}, routes: ['/', '/tree-removal', '/gallery', '/digitalcard', '/find-us-on'] },
    {
      name: 'photos',
      port: LHCI_PORTS.tenant,
      env: { VITE_SITE_DATA_URL: data.origin, VITE_PAGE_ID: 'photos' },
      routes: ['/', `/${serviceSlug(record.dbServices[0]!.name)}`, '/gallery', '/digitalcard', '/find-us-on'],
    },
  ];
  const targets = all.filter((t) => !only || t.name === only);

  const failed: string[] = [];
  try {
    for (const target of targets) {
      const dir = await build(target);
      const code = await measure(target, dir, runs);
      if (code !== 0) failed.push(target.name);
    }
  } finally {
    await Promise.all([data.close(), bucket.close()]);
  }

  console.log('\n| tenant | route | perf: median (runs) | LCP median | TBT | a11y | bp | seo |\n|:--|:--|--:|--:|--:|--:|--:|--:|');
  for (const t of targets) for (const line of summary(t)) console.log(line);
  console.log(`\n[lhci] ${Math.round((Date.now() - started) / 1000)} s; reports in .lighthouseci/<tenant>/`);
  if (failed.length) {
    console.error(`[lhci] assertions failed for: ${failed.join(', ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
