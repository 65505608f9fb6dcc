import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { recordFingerprint } from '../../src/site-data/fingerprint';
import { parseSiteData } from '../../src/site-data/parse';
import { pool, writeFileAtomic } from '../fs-atomic';
import { buildShell } from '../build';
import { normalizeEnv, shellBuildEnv, shellKey, shellKeyId, type ShellKey } from '../build-env';
import type { WorkerAnswer, WorkerJob } from './worker';
import { inShard, type Shard } from './shard';
import { tenantEnv, type Tenant } from './tenants';

/**
 * One pass over the fleet (issue 15): for each tenant, fetch its record (conditionally, with the
 * validators the data service gave last time), skip it when the record, its settings and the
 * code are what its last good build was made from, else build it into a temporary folder and
 * swap that in. A tenant that fails keeps its previous site untouched; the others go on.
 */

export type Status = 'built' | 'unchanged' | 'failed';

export interface TenantReport {
  id: string;
  status: Status;
  /** Why it failed, or what changed (`record`, `settings`, `code`, `forced`, `first build`). */
  reason: string;
  /** Validator findings on the record (`npm run validate-record` would print them). */
  warnings: number;
  pages: number;
  jsKb: number;
  imageKb: number;
  seconds: number;
}

/** Kept beside the output (`sites/.fleet-state.json`): what each tenant's last good build was made from. */
export interface TenantState {
  fingerprint: string;
  settings: string;
  code: string;
  etag?: string;
  lastModified?: string;
  builtAt: string;
}
export type FleetState = Record<string, TenantState>;

export const STATE_FILE = '.fleet-state.json';
export const REPORT_FILE = 'fleet-report.json';

export interface FleetOptions {
  tenants: Tenant[];
  outDir: string;
  force?: boolean;
  shard?: Shard;
  /** Called before each tenant (the CLI's progress line). */
  onTenant?(done: number, total: number, id: string): void;
  /** The project to build (default: this checkout). */
  root?: string;
  /** Per-request limit for the record fetch. */
  timeoutMs?: number;
  /** Tenants built at once (default 1). Builds share the image cache safely (atomic writes). */
  jobs?: number;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

const CODE_PATHS = ['src', 'scripts', 'sw', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

/** What the build is made from: the commit and any uncommitted change to it (a dirty tree is its own version). */
export function codeVersion(root = ROOT): string {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const diff = execFileSync('git', ['diff', 'HEAD', '--', ...CODE_PATHS], { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    return diff ? `${head}+${crypto.createHash('sha1').update(diff).digest('hex').slice(0, 8)}` : head;
  } catch {
    return 'unknown';
  }
}

const SHELLS = (root: string) => path.join(root, '.cache', 'shells');

/**
 * The shell for this key and code version (scripts/build-env.ts), built once and kept in
 * `.cache/shells/` for later runs of the same code; shells of other code versions are removed.
 * Built into a temporary folder and renamed, so a run that stops leaves no half shell.
 */
export async function ensureShell(key: ShellKey, code: string, root = ROOT): Promise<string> {
  const name = `${code.replace(/[^\w+-]/g, '')}-${shellKeyId(key)}`;
  const dir = path.join(SHELLS(root), name);
  const ready = () => fs.existsSync(path.join(dir, 'client', 'sw.js')) && fs.existsSync(path.join(dir, 'ssr', 'entry-server.js'));
  if (code !== 'unknown' && ready()) return dir;
  fs.mkdirSync(SHELLS(root), { recursive: true });
  for (const old of fs.readdirSync(SHELLS(root))) if (!old.startsWith(code.replace(/[^\w+-]/g, ''))) fs.rmSync(path.join(SHELLS(root), old), { recursive: true, force: true });
  const tmp = `${dir}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  try {
    await buildShell(path.join(tmp, 'client'), { ...process.env, ...shellBuildEnv(key) }, 'pipe', root);
    fs.renameSync(path.join(tmp, 'client-ssr'), path.join(tmp, 'ssr'));
    // Another process (a second fleet shard, a test suite) finished the same shell meanwhile:
    // keep it, since a build may be copying from it.
    if (code !== 'unknown' && ready()) return dir;
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(tmp, dir);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return dir;
}

export function readState(outDir: string): FleetState {
  try {
    return JSON.parse(fs.readFileSync(path.join(outDir, STATE_FILE), 'utf8')) as FleetState;
  } catch {
    return {};
  }
}

function writeJson(file: string, value: unknown): void {
  writeFileAtomic(file, `${JSON.stringify(value, null, 2)}\n`);
}

const settingsHash = (t: Tenant) => crypto.createHash('sha1').update(JSON.stringify(tenantEnv(t))).digest('hex').slice(0, 16);

interface Fetched {
  notModified: boolean;
  raw?: unknown;
  etag?: string;
  lastModified?: string;
}

/** The tenant's record, with If-None-Match / If-Modified-Since when the service gave validators. */
export async function fetchRecord(t: Tenant, prev: TenantState | undefined, timeoutMs = 15_000): Promise<Fetched> {
  const url = `${t.dataUrl.replace(/\/+$/, '')}/paginas/${encodeURIComponent(t.pageId)}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (prev?.etag) headers['if-none-match'] = prev.etag;
  if (prev?.lastModified) headers['if-modified-since'] = prev.lastModified;
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  const etag = res.headers.get('etag') ?? undefined;
  const lastModified = res.headers.get('last-modified') ?? undefined;
  if (res.status === 304) return { notModified: true, etag: etag ?? prev?.etag, lastModified: lastModified ?? prev?.lastModified };
  if (!res.ok) throw new Error(`data service answered HTTP ${res.status} for ${url}`);
  const text = await res.text();
  try {
    return { notModified: false, raw: JSON.parse(text) as unknown, etag, lastModified };
  } catch {
    throw new Error(`data service answered something that is not JSON for ${url}`);
  }
}

/**
 * The fleet's workers (scripts/fleet/worker.ts): at most `--jobs` long-lived processes, each
 * running one tenant's stage at a time. A worker that dies takes only its tenant down.
 */
class Workers {
  private idle: ChildProcess[] = [];
  private all = new Set<ChildProcess>();
  private next = 0;
  constructor(private readonly root: string) {}

  private spawn(): ChildProcess {
    const child = fork(path.join(this.root, 'scripts', 'fleet', 'worker.ts'), [], {
      cwd: this.root,
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.all.add(child);
    child.on('exit', () => {
      this.all.delete(child);
      this.idle = this.idle.filter((c) => c !== child);
    });
    return child;
  }

  run(job: Omit<WorkerJob, 'id'>): Promise<WorkerAnswer> {
    const child = this.idle.pop() ?? this.spawn();
    const id = ++this.next;
    return new Promise<WorkerAnswer>((resolve, reject) => {
      const onMessage = (answer: WorkerAnswer) => {
        if (answer.id !== id) return;
        cleanup();
        this.idle.push(child);
        resolve(answer);
      };
      const onExit = (code: number | null) => {
        cleanup();
        reject(new Error(`the build worker stopped (exit ${code})`));
      };
      const cleanup = () => {
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.send({ ...job, id } satisfies WorkerJob);
    });
  }

  close(): void {
    for (const c of this.all) c.disconnect();
  }
}

/** Builds one tenant into `dir` on its shell; rejects with the lines of the stage's output that say why. */
async function build(t: Tenant, dir: string, shell: string, workers: Workers): Promise<void> {
  const { ok, output } = await workers.run({ shell, outDir: dir, env: normalizeEnv(tenantEnv(t)) });
  if (ok) return;
  const why = output.trim().split('\n').filter((l) => /error|refus|no record|not a usable/i.test(l)).slice(-3).join(' / ');
  throw new Error(`build failed${why ? `: ${why}` : ''}`);
}

function sizeKb(dir: string, test: (file: string) => boolean): number {
  let bytes = 0;
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (test(p)) bytes += fs.statSync(p).size;
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return Math.round(bytes / 102.4) / 10;
}

function countPages(dir: string): number {
  let n = 0;
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(d, e.name));
      else if (e.name === 'index.html') n++;
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return n;
}

/** Replaces `site` with `fresh` so that `site` is never half-written: old out, new in, old removed. */
function swapIn(fresh: string, site: string): void {
  const old = `${site}.old-${process.pid}`;
  if (fs.existsSync(site)) fs.renameSync(site, old);
  fs.renameSync(fresh, site);
  fs.rmSync(old, { recursive: true, force: true });
}

/** One pass over the fleet; writes the state and `fleet-report.json`, returns the report. */
export async function runFleet({ tenants, outDir, force = false, shard, onTenant, root = ROOT, timeoutMs, jobs = 1 }: FleetOptions): Promise<TenantReport[]> {
  fs.mkdirSync(outDir, { recursive: true });
  const state = readState(outDir);
  const code = codeVersion(root);
  const mine = tenants.filter((t) => inShard(t.id, shard));
  const reports: TenantReport[] = [];
  let done = 0;
  // One shell per key (base path, open-now, events) for the whole run, built on first need.
  const shells = new Map<string, Promise<string>>();
  const shellFor = (t: Tenant) => {
    const key = shellKey(tenantEnv(t));
    const id = shellKeyId(key);
    if (!shells.has(id)) shells.set(id, ensureShell(key, code, root));
    return shells.get(id)!;
  };
  const workers = new Workers(root);
  try {
    await pool(mine, jobs, async (t, i) => {
      onTenant?.(done, mine.length, t.id);
      const started = Date.now();
      const site = path.join(outDir, t.id);
      const prev = state[t.id];
      const report = (status: Status, reason: string, warnings = 0): TenantReport => ({
        id: t.id,
        status,
        reason,
        warnings,
        pages: countPages(site),
        jsKb: sizeKb(path.join(site, 'assets'), (f) => f.endsWith('.js')),
        imageKb: sizeKb(path.join(site, 'img'), () => true),
        seconds: Math.round((Date.now() - started) / 100) / 10,
      });
      try {
        const fetched = await fetchRecord(t, prev, timeoutMs);
        const settings = settingsHash(t);
        const fingerprint = fetched.notModified ? prev!.fingerprint : recordFingerprint(fetched.raw);
        const warnings = fetched.raw === undefined ? 0 : parseSiteData(fetched.raw).issues.length;
        const changed = force ? 'forced' : !prev || !fs.existsSync(site) ? 'first build' : prev.fingerprint !== fingerprint ? 'record' : prev.settings !== settings ? 'settings' : prev.code !== code ? 'code' : '';
        if (!changed) {
          state[t.id] = { ...prev!, etag: fetched.etag ?? prev!.etag, lastModified: fetched.lastModified ?? prev!.lastModified };
          reports[i] = report('unchanged', 'record, settings and code as last built', warnings);
          done++;
          return;
        }
        const fresh = path.join(outDir, `.build-${t.id}-${process.pid}`);
        fs.rmSync(fresh, { recursive: true, force: true });
        try {
          await build(t, fresh, await shellFor(t), workers);
          // The record the pages were made from (the build fetched it again): its fingerprint is in every page.
          const built = /data-fingerprint="([^"]+)"/.exec(fs.readFileSync(path.join(fresh, 'index.html'), 'utf8'))?.[1] ?? fingerprint;
          swapIn(fresh, site);
          state[t.id] = { fingerprint: built, settings, code, etag: fetched.etag, lastModified: fetched.lastModified, builtAt: new Date().toISOString() };
          reports[i] = report('built', changed, warnings);
        } finally {
          fs.rmSync(fresh, { recursive: true, force: true });
        }
      } catch (err) {
        reports[i] = report('failed', err instanceof Error ? err.message : String(err));
      }
      done++;
      writeJson(path.join(outDir, STATE_FILE), state);
    });
  } finally {
    workers.close();
  }
  writeJson(path.join(outDir, STATE_FILE), state);
  writeJson(path.join(outDir, REPORT_FILE), { generatedAt: new Date().toISOString(), code, shard: shard ? `${shard.index}/${shard.count}` : null, tenants: reports });
  return reports;
}

/** The report as a table for the terminal. */
export function reportTable(rows: readonly TenantReport[]): string {
  const head = ['tenant', 'status', 'warnings', 'pages', 'JS KB', 'images KB', 's', 'note'];
  const body = rows.map((r) => [r.id, r.status, String(r.warnings), String(r.pages), r.jsKb.toFixed(1), r.imageKb.toFixed(1), r.seconds.toFixed(1), r.reason]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i >= 2 && i <= 6 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}
