import fs from 'node:fs';
import path from 'node:path';
import { readEndpoints, recordPath } from '../../src/contract/endpoints';
import type { RawEnv } from '../../src/config/env';
import { recordChanged, recordFingerprint } from '../../src/site-data/fingerprint';
import { parseSiteData } from '../../src/site-data/parse';
import { pool } from '../fs-atomic';
import { recordUnusable } from '../../src/contract/record-rule';
import { normalizeEnv, shellKey, shellKeyId } from '../build-env';
import { writeDashboard } from './dashboard';
import { cleanLeftovers, holdReason, lockOutput, pagesOf, publish } from './output';
import { fetchRecordSince, type Fetched } from './record';
import { MAX_WARNINGS, type FleetReport, type Status, type TenantReport } from './report';
import { inShard, type Shard } from './shard';
import { codeVersion, ensureShell, ROOT } from './shells';
import { homeSize, sizeKb } from './site-size';
import { readState, settingsHash, updateState, writeJson, type FleetState, type TenantState } from './state';
import { tenantEnv, type Tenant } from './tenants';
import { buildTenant, Workers } from './workers';

/**
 * One pass over the fleet: for each tenant, fetch its record once (conditionally, with
 * the validators the data service gave last time, when nothing else asks for a build), skip it
 * when the record, its settings and the code are what its last good build was made from, else
 * build it from that record into a temporary folder (a worker runs the tenant stage: workers.ts)
 * and publish that (a release folder and a symlink swapped in one rename, `publish`). A tenant that
 * fails, or runs over its time limit, keeps its previous site untouched; the others go on. A
 * build that would remove most of a published site's pages is held for the operator.
 */

export type { Status, TenantReport } from './report';
// What the CLI, the benchmarks and the tests use of the parts, from the one module they know.
export { codeVersion, ensureShell } from './shells';
export { cleanLeftovers, holdReason, lockOutput, pagesOf, publish, RELEASES } from './output';
export { readState, STATE_FILE, updateState, type TenantState } from './state';

export const REPORT_FILE = 'fleet-report.json';
/** A tenant's default time limit (fetch and tenant stage), `--tenant-timeout`. */
export const TENANT_TIMEOUT_MS = 10 * 60_000;

export interface FleetOptions {
  tenants: Tenant[];
  outDir: string;
  force?: boolean;
  shard?: Shard;
  /** Called before each tenant (the CLI's progress line). */
  onTenant?(done: number, total: number, id: string): void;
  /** Called after each tenant, with how many are done (the progress line's estimate). */
  onTenantDone?(done: number, total: number, id: string): void;
  /** The project to build (default: this checkout). */
  root?: string;
  /** Per-request limit for the record fetch. */
  timeoutMs?: number;
  /** Tenants built at once (default 1). Builds share the image cache safely (atomic writes). */
  jobs?: number;
  /** Each tenant's time limit for its record and its tenant stage (default 10 minutes; waiting for a shell is not counted). */
  tenantTimeoutMs?: number;
  /** Tenants whose build is published even if it removes most of their pages (`--publish-held <id>`). */
  publishHeld?: readonly string[];
  /** Where warnings go (an unreadable state file). */
  warn?(message: string): void;
}

/** One pass over the fleet; writes the state and `fleet-report.json`, returns the report. */
export async function runFleet(options: FleetOptions): Promise<TenantReport[]> {
  const o: PassOptions = {
    ...options,
    force: options.force ?? false,
    root: options.root ?? ROOT,
    timeoutMs: options.timeoutMs ?? 15_000,
    jobs: options.jobs ?? 1,
    tenantTimeoutMs: options.tenantTimeoutMs ?? TENANT_TIMEOUT_MS,
    publishHeld: options.publishHeld ?? [],
    warn: options.warn ?? console.warn,
  };
  const unlock = lockOutput(o.outDir, o.shard);
  try {
    for (const left of cleanLeftovers(o.outDir)) o.warn(`[fleet] removed ${left}, left by a run that stopped`);
    return await fleetPass(o);
  } finally {
    unlock();
  }
}

type PassOptions = FleetOptions & Required<Pick<FleetOptions, 'force' | 'root' | 'timeoutMs' | 'jobs' | 'tenantTimeoutMs' | 'publishHeld' | 'warn'>>;

/** What the tenants of one pass share: their options, the state, the code version, the shells and the workers. */
interface Pass {
  o: PassOptions;
  state: FleetState;
  code: string;
  shellFor(t: Tenant): Promise<string>;
  workers: Workers;
}

async function fleetPass(o: PassOptions): Promise<TenantReport[]> {
  const code = codeVersion(o.root);
  const mine = o.tenants.filter((t) => inShard(t.id, o.shard));
  const reports: TenantReport[] = [];
  let done = 0;
  const pass: Pass = { o, state: readState(o.outDir, o.warn), code, shellFor: shellsOfRun(code, o.root), workers: new Workers(o.root) };
  try {
    await pool(mine, o.jobs, async (t, i) => {
      o.onTenant?.(done, mine.length, t.id);
      try {
        reports[i] = await tenantTurn(t, pass);
      } finally {
        done++;
        o.onTenantDone?.(done, mine.length, t.id);
      }
    });
  } finally {
    pass.workers.close();
  }
  const fleetReport: FleetReport = { generatedAt: new Date().toISOString(), code, shard: o.shard ? `${o.shard.index}/${o.shard.count}` : null, tenants: reports };
  writeJson(path.join(o.outDir, REPORT_FILE), fleetReport);
  // The operator's page (`<out>/index.html`), drawn from the report just written.
  writeDashboard(o.outDir, fleetReport);
  return reports;
}

/** One shell per key (base path, open-now, events) for the whole run, built on first need. */
function shellsOfRun(code: string, root: string): (t: Tenant) => Promise<string> {
  const shells = new Map<string, Promise<string>>();
  return (t) => {
    const key = shellKey(tenantEnv(t));
    const id = shellKeyId(key);
    if (!shells.has(id)) shells.set(id, ensureShell(key, code, root));
    return shells.get(id)!;
  };
}

/** One tenant's turn: the record once, whether anything changed, the build, the guard, the swap. */
async function tenantTurn(t: Tenant, pass: Pass): Promise<TenantReport> {
  const { o } = pass;
  const started = Date.now();
  const site = path.join(o.outDir, t.id);
  const prev = pass.state[t.id];
  // The validator's findings, once the record is read (a tenant failing later still shows them).
  let issues: string[] = [];
  const report = (status: Status, reason: string) => tenantReport(t, site, started, issues, status, reason);
  try {
    const env = normalizeEnv(tenantEnv(t));
    const settings = settingsHash(t);
    const firstOrForced = o.force ? 'forced' : !prev || !fs.existsSync(site) ? 'first build' : '';
    const besidesRecord = firstOrForced || (prev!.settings !== settings ? 'settings' : prev!.code !== pass.code ? 'code' : '');
    // Asked conditionally only when the record alone decides: a build that happens anyway needs the record itself.
    const fetched = await fetchRecordSince(recordPath(readEndpoints(env)), besidesRecord ? undefined : prev, Math.min(o.timeoutMs, o.tenantTimeoutMs));
    if (fetched.notModified) return unchanged(pass, t.id, prev!, fetched, report);
    const raw = fetched.raw;
    const parsed = parseSiteData(raw);
    const unusable = recordUnusable(raw);
    if (unusable) throw new Error(`the data service's answer is not a usable record: ${unusable}`);
    issues = parsed.issues.map((i) => `${i.path}: ${i.message}`);
    const changed = firstOrForced || (recordChanged(raw, prev!.fingerprint) ? 'record' : besidesRecord);
    if (!changed) return unchanged(pass, t.id, prev!, fetched, report);
    // The tenant's own time: its record and its stage (a shell shared with others is not its time).
    const timeLeft = o.tenantTimeoutMs - (Date.now() - started);
    const built = { fingerprint: recordFingerprint(raw), settings, code: pass.code, etag: fetched.etag, lastModified: fetched.lastModified };
    return await buildAndPublish(t, { env, record: raw, built, changed, timeLeft }, pass, report);
  } catch (err) {
    return report('failed', err instanceof Error ? err.message : String(err));
  }
}

type Report = (status: Status, reason: string) => TenantReport;

/** Nothing changed: the published site stays; the service's new validators, if any, are kept. */
function unchanged(pass: Pass, id: string, prev: TenantState, fetched: Fetched, report: Report): TenantReport {
  const entry = { ...prev, etag: fetched.etag ?? prev.etag, lastModified: fetched.lastModified ?? prev.lastModified };
  if (entry.etag !== prev.etag || entry.lastModified !== prev.lastModified) updateState(pass.o.outDir, id, entry);
  return report('unchanged', 'record, settings and code as last built');
}

interface BuildJob {
  env: RawEnv;
  /** The raw record fetched for this turn: the stage builds from it. */
  record: unknown;
  /** What the build is made from, for the state once it is published. */
  built: Omit<TenantState, 'builtAt'>;
  changed: string;
  timeLeft: number;
}

/** Builds the tenant into a temporary folder and publishes it, unless it would remove most of the site (held). */
async function buildAndPublish(t: Tenant, job: BuildJob, pass: Pass, report: Report): Promise<TenantReport> {
  const { outDir, publishHeld, tenantTimeoutMs } = pass.o;
  const fresh = path.join(outDir, `.build-${t.id}-${process.pid}`);
  fs.rmSync(fresh, { recursive: true, force: true });
  try {
    const shell = await pass.shellFor(t);
    const overTime = `over its time limit of ${tenantTimeoutMs / 1000} s (--tenant-timeout): its published site is kept`;
    const notes = await buildTenant(pass.workers, { shell, outDir: fresh, env: job.env, record: job.record }, job.timeLeft, overTime);
    const hold = publishHeld.includes(t.id) ? null : holdReason(pagesOf(path.join(outDir, t.id)), pagesOf(fresh), t.id);
    if (hold) return report('held', hold);
    publish(outDir, t.id, fresh);
    updateState(outDir, t.id, { ...job.built, builtAt: new Date().toISOString() });
    return report('built', [job.changed, ...notes].join('; '));
  } finally {
    fs.rmSync(fresh, { recursive: true, force: true });
  }
}

/** A tenant's line of the report, measured on its site as published now. */
function tenantReport(t: Tenant, site: string, started: number, issues: readonly string[], status: Status, reason: string): TenantReport {
  return {
    id: t.id,
    status,
    reason,
    warnings: issues.length,
    warningList: issues.slice(0, MAX_WARNINGS),
    pages: pagesOf(site).length,
    jsKb: sizeKb(path.join(site, 'assets'), (f) => f.endsWith('.js')),
    imageKb: sizeKb(path.join(site, 'img'), () => true),
    ...homeSize(site),
    seconds: Math.round((Date.now() - started) / 100) / 10,
    at: new Date().toISOString(),
    site: fs.existsSync(path.join(site, 'index.html')) ? `${t.id}/index.html` : null,
    siteUrl: t.siteUrl ?? null,
  };
}

/** The report as a table for the terminal. */
export function reportTable(rows: readonly TenantReport[]): string {
  const head = ['tenant', 'status', 'warnings', 'pages', 'JS KB', 'images KB', 's', 'note'];
  const body = rows.map((r) => [r.id, r.status, String(r.warnings), String(r.pages), r.jsKb.toFixed(1), r.imageKb.toFixed(1), r.seconds.toFixed(1), r.reason]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i >= 2 && i <= 6 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}
