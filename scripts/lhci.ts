/**
 * `npm run test:lhci`: Lighthouse CI on three tenants with the same assertions
 * (lighthouserc.json: mobile, simulated throttling; one run per route, and the median of 3, up to
 * 7, for a route that misses: see `measure`). On every route: accessibility, best practices and SEO = 1, CLS <= 0.1 and LCP <=
 * 1.6 s (medians); and, for the main thread, margins this box's noise leaves room for (the bar asks
 * "assertions on the audits that matter with stated margins"): the best run's performance >= 0.85
 * and TBT <= 500 ms, and the median performance >= PERFORMANCE_MEDIAN_FLOOR. Why those numbers:
 * `PERFORMANCE_MEDIAN_FLOOR` and docs/performance.md ("What the assertions are").
 *
 * 1. demo: the embedded demo tenant, built into .tmp/lhci/demo with VITE_SITE_URL set to the
 *    origin LHCI serves it from;
 * 2. photos: an unfamiliar tenant with its owner's own photos (tests/support/photo-tenant.ts:
 *    tenant-a with 4032x3024 phone JPEGs of 3-5 MB, a large PNG, a 24-photo gallery, at the photo-bytes limits)
 *    answered by a local data service, its photos by a local "bucket", built the same way;
 * 3. big: a big unfamiliar tenant (tests/support/big-tenant.ts: 20 services, a landing per
 *    service, open/closed and tap counts on, the same phone photos), with issue 38's goal reported
 *    beside (`BIG_TENANT_GOAL`: every run 50 ms of TBT, performance 98; not asserted, it says why),
 *    and its every kind of page held to the JS that runs before the visitor acts (`RAN_BUDGET`,
 *    gzip: `ranWithinBudget`).
 * Each build is served by scripts/serve-dist.ts (compression, cache headers, real 404s) through
 * LHCI's startServerCommand; reports go to .lighthouseci/<tenant>/ (filesystem, never remote).
 *
 * Ports: CANOPY_PORT_BASE (default 47810) + 6..9 and 11, next to the browser suites' block.
 *   npx tsx scripts/lhci.ts [--only demo|photos|big] [--runs N]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FakeService } from '../tests/support/fake-service';
import { BIG_TENANT_ID, bigTenantRecord } from '../tests/support/big-tenant';
import { makePhotoBucket, photoTenantRecord } from '../tests/support/photo-tenant';
import { startStaticServer } from '../tests/support/static-server';
import { serviceSlug } from '../src/site-data/selectors';
import { belowMedianFloor, BIG_TENANT_GOAL, collectedRuns, failingUrls, goalLines, PERFORMANCE_MEDIAN_FLOOR, summary, tenantRuns, type Goal } from './lhci-scores';
import { runBuild } from './run-build';
import { ranBeforeActing } from './bundle-browser';
import { kb, RAN_BUDGET } from './bundle-budget';
import { shellFor } from './shell-cache';

const ROOT = path.resolve(import.meta.dirname, '..');
const BASE = Number(process.env.CANOPY_PORT_BASE ?? 47810);
export const LHCI_PORTS = { demo: BASE + 6, tenant: BASE + 7, data: BASE + 8, bucket: BASE + 9, big: BASE + 11 } as const;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const local = (port: number) => `http://127.0.0.1:${port}`;

export interface Target {
  name: string;
  port: number;
  env: Record<string, string>;
  /**
   * Route paths checked: the demo the issue's five (home, a service page, gallery, card,
   * link-in-bio); the big tenant the three its photos and its size weigh on (home, a service
   * page, gallery); the photo tenant its home, the one page its own files weigh on (the large
   * PNG, its hero): its service page and gallery show the same phone photos the big tenant's do,
   * through the same pipeline, and measured them again (6 runs, 1.5 minutes of a CI held under
   * 30). Their card and link-in-bio page are the demo's code with their words and colours (axe
   * checks other tenants' in the browser suites).
   */
  routes: string[];
  /** A goal over lighthouserc.json's bars, reported in the log and not asserted (`BIG_TENANT_GOAL` says why). */
  goal?: Goal;
  /** Routes held to `RAN_BUDGET` (the JS that runs before the visitor acts), opened once each in Chromium. */
  ranRoutes?: string[];
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
  return lhci(
    [
    'collect',
    // The server is measure's own, up for every collect of the target (lighthouserc.json's is for `lhci autorun` by hand).
    '--startServerCommand=',
    ...urls.map((u) => `--url=${u}`),
    // The browser: CHROME_PATH, as for the browser tests (README), else Debian's Chromium.
    `--chromePath=${CHROME}`,
    `--numberOfRuns=${runs}`,
    ...(additive ? ['--additive'] : []),
    ],
  );
}

/**
 * Runs per route at first, and the most a route gets when its median misses an assertion. One
 * first run since 29 Nov 2026 (three before): a route that passes every assertion in one run
 * passes; one that misses gets `MORE_RUNS` more and is judged on the median of three, as before,
 * so no route fails on fewer than three runs. The CI machine ran a whole CI in 29.5 minutes with
 * three first runs (435 s of Lighthouse on this box, of which about 250 s were the second and
 * third runs of routes whose first run had passed).
 */
export const FIRST_RUNS = 1;
export const MAX_RUNS = 7;
/** Runs added to a route each time its median misses (so the median moves by one run's worth). */
const MORE_RUNS = 2;

/**
 * Collects `FIRST_RUNS` run(s) of every route and asserts on them (lighthouserc.json, and the
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
 * The JS that ran before the visitor acted on the target's `ranRoutes`, each opened and left alone
 * until the network was idle: printed, and false when a page is over `RAN_BUDGET` (issue 38).
 */
async function ranWithinBudget(target: Target, dir: string): Promise<boolean> {
  const pages = await ranBeforeActing(dir, target.ranRoutes ?? []);
  console.log(`\n[lhci] ${target.name}: JS that ran before the visitor acted (gzip; budget ${kb(RAN_BUDGET)} KB a page)`);
  for (const p of pages) console.log(`  ${p.route} ${kb(p.bytes)} KB${p.bytes > RAN_BUDGET ? ' OVER' : ''}`);
  return pages.length > 0 && pages.every((p) => p.bytes <= RAN_BUDGET);
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
  const record = photoTenantRecord(bucketOrigin, { failures: false, relay: `${local(LHCI_PORTS.data)}/relay` });
  const data = await new FakeService().listen(LHCI_PORTS.data);
  data.on('/paginas/photos', { body: record });
  const big = bigTenantRecord(bucketOrigin, { relay: `${local(LHCI_PORTS.data)}/relay` });
  data.on(`/paginas/${BIG_TENANT_ID}`, { body: big });
  data.on('/events', { status: 204, raw: '' });
  const bucket = await startStaticServer(await makePhotoBucket(), '/img/', LHCI_PORTS.bucket);

  const all: Target[] = [
    { name: 'demo', port: LHCI_PORTS.demo, env: {}, routes: ['/', '/tree-removal', '/gallery', '/digitalcard', '/find-us-on'] },
    {
      name: 'photos',
      port: LHCI_PORTS.tenant,
      env: { VITE_SITE_DATA_URL: data.origin, VITE_PAGE_ID: 'photos', IMAGE_TRUSTED_ORIGINS: bucketOrigin },
      routes: ['/'],
    },
    {
      name: 'big',
      port: LHCI_PORTS.big,
      env: { VITE_SITE_DATA_URL: data.origin, VITE_PAGE_ID: BIG_TENANT_ID, VITE_TIME_ZONE: 'America/Chicago', VITE_EVENTS_URL: `${data.origin}/events`, IMAGE_TRUSTED_ORIGINS: bucketOrigin },
      routes: ['/', `/${serviceSlug(big.dbServices[0]!.name)}`, '/gallery'],
      goal: BIG_TENANT_GOAL,
      // Its every kind of page: tap counts and open/closed run on each (docs/performance.md's table).
      ranRoutes: ['/', '/services', '/contact', '/gallery', '/our-videos', '/digitalcard', '/find-us-on'],
    },
  ];
  const targets = all.filter((t) => !only || t.name === only);

  const failed: string[] = [];
  try {
    for (const target of targets) {
      const dir = await build(target);
      const code = await measure(target, dir, runs);
      if (code !== 0) failed.push(target.name);
      if (target.goal) {
        console.log(`\n[lhci] ${target.name}: the goal, not asserted (every run TBT <= ${target.goal.tbt} ms, performance >= ${target.goal.performance * 100})`);
        for (const line of goalLines(tenantRuns(target.name), target.goal)) console.log(line);
      }
      if (target.ranRoutes && !(await ranWithinBudget(target, dir))) failed.push(`${target.name} (JS run before acting)`);
    }
  } finally {
    await Promise.all([data.close(), bucket.close()]);
  }

  console.log('\n| tenant | route | perf: median (runs) | LCP median | TBT | a11y | bp | seo |\n|:--|:--|--:|--:|--:|--:|--:|--:|');
  for (const t of targets) for (const line of summary(t.name)) console.log(line);
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
