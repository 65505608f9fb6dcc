/**
 * `npm run bench`: builds the demo, serves it like production (scripts/serve-dist.ts),
 * runs Lighthouse (mobile, default simulated throttling: the same settings as Lighthouse CI) on
 * the five checked routes and prints one table: scores, FCP, LCP, TBT, CLS, the gzip size of
 * the JavaScript a first visit downloads (scripts/bundle-budget.ts) and the image bytes
 * Lighthouse saw the page load.
 *
 *   npm run bench                       # 1 run per route
 *   npm run bench -- --runs 3           # median run (by performance score) of 3
 *   npm run bench -- --dir <build> --routes /,/gallery
 *
 * Ports: CANOPY_PORT_BASE (default 47810) + 10.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildDemo, kb, measure } from './bundle-budget';
import { serveDist } from './serve-dist';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.CANOPY_PORT_BASE ?? 47810) + 10;
export const BENCH_ROUTES = ['/', '/tree-removal', '/gallery', '/digitalcard', '/find-us-on'];
/** The same Chromium flags as lighthouserc.json. */
const CHROME_FLAGS = ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];

/** The parts of a Lighthouse result the table reads. */
interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
}
type RunLighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;

export interface BenchRow {
  route: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  /** Image bytes transferred during the Lighthouse run (its `resource-summary`). */
  imageBytes: number;
}

export function rowFrom(route: string, lhr: Lhr, jsBytes: number): BenchRow {
  const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
  const metric = (k: string) => lhr.audits[k]?.numericValue ?? Number.NaN;
  return {
    route,
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    jsBytes,
    imageBytes: lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'image')?.transferSize ?? Number.NaN,
  };
}

/** The run whose performance score is the median (as Lighthouse CI picks its representative run). */
export function medianRun(lhrs: Lhr[]): Lhr {
  const sorted = [...lhrs].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export function formatBench(rows: BenchRow[]): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const head = ['route', 'perf', 'a11y', 'bp', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'JS KB (gzip)', 'images KB'];
  const body = rows.map((r) => [r.route, `${r.perf}`, `${r.a11y}`, `${r.bp}`, `${r.seo}`, s(r.fcpMs), s(r.lcpMs), `${Math.round(r.tbtMs)} ms`, r.cls.toFixed(3), kb(r.jsBytes), kb(r.imageBytes)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [line(head), `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...body.map(line)].join('\n');
}

function arg(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

async function main(argv: string[]): Promise<void> {
  const runs = Math.max(1, Number(arg(argv, '--runs') ?? 1));
  const routes = arg(argv, '--routes')?.split(',') ?? BENCH_ROUTES;
  const origin = `http://127.0.0.1:${PORT}`;
  let dir = arg(argv, '--dir');
  if (!dir) {
    dir = path.join(ROOT, '.tmp', 'bench', 'demo');
    fs.rmSync(dir, { recursive: true, force: true });
    console.log(`building the demo into ${path.relative(ROOT, dir)} ...`);
    buildDemo(dir, { VITE_SITE_URL: origin });
  }
  dir = path.resolve(dir);

  const js = new Map((await measure(dir, { routes })).map((r) => [r.route, r.bytes]));
  const { default: lighthouse } = (await import('lighthouse')) as unknown as { default: RunLighthouse };
  const { launch } = await import('chrome-launcher');
  const server = await serveDist(dir, { port: PORT });
  const rows: BenchRow[] = [];
  try {
    for (const route of routes) {
      const lhrs: Lhr[] = [];
      for (let i = 0; i < runs; i++) {
        // A fresh browser per run, as Lighthouse CI does.
        const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
        try {
          const result = await lighthouse(`${origin}${route}`, {
            port: chrome.port,
            logLevel: 'error',
            output: 'json',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          if (!result) throw new Error(`no Lighthouse result for ${route}`);
          lhrs.push(result.lhr);
        } finally {
          await chrome.kill();
        }
      }
      const median = medianRun(lhrs);
      // The median run's full report, for reading the failing audits.
      const reportDir = path.join(ROOT, '.tmp', 'bench', 'reports');
      fs.mkdirSync(reportDir, { recursive: true });
      fs.writeFileSync(path.join(reportDir, `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}.json`), JSON.stringify(median));
      const row = rowFrom(route, median, js.get(route) ?? Number.NaN);
      rows.push(row);
      console.log(`  ${route}: perf ${row.perf}, LCP ${(row.lcpMs / 1000).toFixed(1)} s`);
    }
  } finally {
    await server.close();
  }
  console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile, simulated throttling; JS = first visit, gzip:\n`);
  console.log(formatBench(rows));
  console.log('\nmedian-run reports: .tmp/bench/reports/<route>.json');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
