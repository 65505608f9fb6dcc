/**
 * What Lighthouse CI's runs say (scripts/lhci.ts): which URLs missed an assertion, the median
 * floor under every route's performance score, and the table CI's log shows.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The URLs with a failed error-level assertion in LHCI's last `assert` (`.lighthouseci/assertion-results.json`). */
export function failingUrls(results: unknown): string[] {
  if (!Array.isArray(results)) return [];
  const urls = results
    .filter((r): r is { url: string } => !!r && typeof r === 'object' && (r as { passed?: unknown }).passed === false && (r as { level?: unknown }).level !== 'warn' && typeof (r as { url?: unknown }).url === 'string')
    .map((r) => r.url);
  return [...new Set(urls)];
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
export function collectedRuns(): RunScore[] {
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
 * A tenant's goal, reported beside its assertions and not asserted: every run's TBT at most
 * `tbt` ms and performance at least `performance`.
 */
export interface Goal {
  tbt: number;
  performance: number;
}

/**
 * Issue 38 item 3, for the 20-service tenant: TBT <= 50 ms and performance >= 0.98 on every route,
 * every run. Reported in CI's log (`goalLines`), not asserted: on 7 Dec 2026 the code of 29 Nov,
 * whose service page read best runs of 0-22 ms in the CI runs of 28-29 Nov, read 45-447 ms there
 * (home 233-733, gallery 88-1,044; 7 runs each, idle box), as HEAD did: the machines moved, not the
 * code, and a bar of 50 ms judged the host. The tenant is held to lighthouserc.json's bars, as the
 * others are; docs/performance.md ("What the assertions are") has the history.
 */
export const BIG_TENANT_GOAL: Goal = { tbt: 50, performance: 0.98 };

/** One run as the goal reads it. */
export interface RunNumbers {
  url: string;
  tbt: number | undefined;
  performance: number | undefined;
}

/** One line per URL: whether every run met the goal, and its runs' TBT and performance ranges. */
export function goalLines(runs: RunNumbers[], goal: Goal): string[] {
  const urls = [...new Set(runs.map((r) => r.url))];
  return urls.map((url) => {
    const mine = runs.filter((r) => r.url === url);
    const tbt = mine.map((r) => r.tbt ?? Infinity);
    const perf = mine.map((r) => r.performance ?? 0);
    const met = tbt.every((t) => t <= goal.tbt) && perf.every((p) => p >= goal.performance);
    const range = (v: number[], f: (n: number) => string) => `${f(Math.min(...v))}-${f(Math.max(...v))}`;
    return `  ${new URL(url).pathname} ${met ? 'met' : 'MISSED'}: TBT ${range(tbt, (n) => String(Math.round(n)))} ms, performance ${range(perf, (n) => String(Math.round(n * 100)))} (${mine.length} runs)`;
  });
}

/** The tenant's runs as `goalLines` reads them (its `.lighthouseci/<tenant>/manifest.json`). */
export function tenantRuns(tenant: string): RunNumbers[] {
  const file = path.join(ROOT, '.lighthouseci', tenant, 'manifest.json');
  if (!fs.existsSync(file)) return [];
  const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as ManifestEntry[];
  return entries.map((e) => ({ url: e.url, tbt: auditValue(e, 'total-blocking-time'), performance: e.summary.performance }));
}

/**
 * One line per route: the median of each category score over the runs (what the assertions
 * check; LHCI's "representative" run can score lower or higher than that), every run's
 * performance score, the median LCP and the range of TBT, so a route's spread, and what moved
 * it, are visible in CI's log.
 */
export function summary(tenant: string): string[] {
  const file = path.join(ROOT, '.lighthouseci', tenant, 'manifest.json');
  if (!fs.existsSync(file)) return [`${tenant}: no manifest`];
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
    return `| ${tenant} | ${new URL(url).pathname} | ${cat('performance')} (${perfRuns}) | ${lcpText} | ${tbtText} | ${cat('accessibility')} | ${cat('best-practices')} | ${cat('seo')} |`;
  });
}
