import { fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { recordFingerprint } from '../../src/site-data/fingerprint';
import { parseSiteData } from '../../src/site-data/parse';
import { z } from 'zod';
import { lockOwner, pool, processAlive, tryLock, withFileLock, writeFileAtomic } from '../fs-atomic';
import { recordUnusable } from '../record-usable';
import { buildShell } from '../build';
import { normalizeEnv, shellBuildEnv, shellKey, shellKeyId, type ShellKey } from '../build-env';
import type { WorkerAnswer, WorkerJob } from './worker';
import { inShard, type Shard } from './shard';
import { tenantEnv, type Tenant } from './tenants';
import { writeDashboard } from './dashboard';
import { MAX_WARNINGS, type FleetReport, type Status, type TenantReport } from './report';

/**
 * One pass over the fleet (issue 15): for each tenant, fetch its record (conditionally, with the
 * validators the data service gave last time), skip it when the record, its settings and the
 * code are what its last good build was made from, else build it into a temporary folder and
 * publish that (a release folder and a symlink swapped in one rename, `publish`). A tenant that
 * fails, or runs over its time limit, keeps its previous site untouched; the others go on. A
 * build that would remove most of a published site's pages is held for the operator (issue 27).
 */

export type { Status, TenantReport } from './report';

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
/** Where published builds live; `<out>/<id>` is a symlink to one of them (`publish`). */
export const RELEASES = '.releases';
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

const ROOT = path.resolve(import.meta.dirname, '../..');

/** What a site is made of besides its record and settings: the shell's sources and the tenant stage's. */
const CODE_PATHS = ['src', 'sw', 'scripts', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];

/**
 * What the build is made from: a hash of the files the shell and the tenant stage are built from
 * (tests left out), read from the tree itself, so a checkout without git (a tarball, a CI
 * artifact) rebuilds its tenants after a code change as a git checkout does (issue 27 item 11).
 */
export function codeVersion(root = ROOT): string {
  const hash = crypto.createHash('sha256');
  const add = (rel: string) => {
    const abs = path.join(root, rel);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(abs);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(abs).sort()) add(`${rel}/${name}`);
    } else if (stat.isFile() && !/\.test\.tsx?$/.test(rel)) {
      hash.update(`${rel}\0${stat.size}\0`);
      hash.update(fs.readFileSync(abs));
    }
  };
  for (const p of CODE_PATHS) add(p);
  return hash.digest('hex').slice(0, 16);
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
  if (ready()) return dir;
  fs.mkdirSync(SHELLS(root), { recursive: true });
  // One process builds a shell, the others (fleet shards, test workers) wait for it: two cold
  // builds of the same shell at once cost two cores for a minute and a half. A holder that died
  // is taken over (tryLock).
  const lock = `${dir}.lock`;
  while (!tryLock(lock)) await new Promise((r) => setTimeout(r, 500));
  try {
    return ready() ? dir : await buildShellInto(dir, name, key, code, root, ready);
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

async function buildShellInto(dir: string, name: string, key: ShellKey, code: string, root: string, ready: () => boolean): Promise<string> {
  // Other code versions' shells, and half shells of killed runs.
  const deadTmp = (name: string) => /\.tmp-(\d+)$/.test(name) && !processAlive(Number(/\.tmp-(\d+)$/.exec(name)![1]));
  for (const old of fs.readdirSync(SHELLS(root))) if (!old.startsWith(code.replace(/[^\w+-]/g, '')) || deadTmp(old)) fs.rmSync(path.join(SHELLS(root), old), { recursive: true, force: true });
  const tmp = `${dir}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  try {
    await buildShell(path.join(tmp, 'client'), { ...process.env, ...shellBuildEnv(key) }, 'pipe', root);
    fs.renameSync(path.join(tmp, 'client-ssr'), path.join(tmp, 'ssr'));
    // Another process (a second fleet shard, a test suite) finished the same shell meanwhile:
    // keep it, since a build may be copying from it.
    if (ready()) return dir;
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(tmp, dir);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return dir;
}

const tenantStateSchema = z.object({
  fingerprint: z.string(),
  settings: z.string(),
  code: z.string(),
  etag: z.string().optional(),
  lastModified: z.string().optional(),
  builtAt: z.string(),
});

/**
 * What each tenant's last good build was made from. A state file that cannot be read (garbage,
 * `null`, a list) or an entry of another shape counts as no state, with a warning: those tenants
 * are rebuilt, never the whole run stopped (issue 27 item 10).
 */
export function readState(outDir: string, warn: (message: string) => void = console.warn): FleetState {
  const file = path.join(outDir, STATE_FILE);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') warn(`[fleet] ${file} is not readable (${err instanceof Error ? err.message : String(err)}): treated as empty, every tenant is rebuilt`);
    return {};
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    warn(`[fleet] ${file} holds ${JSON.stringify(raw)?.slice(0, 40)}, not the fleet state: treated as empty, every tenant is rebuilt`);
    return {};
  }
  const state: FleetState = {};
  for (const [id, entry] of Object.entries(raw)) {
    const parsed = tenantStateSchema.safeParse(entry);
    if (parsed.success) state[id] = parsed.data;
    else warn(`[fleet] ${file}: the entry of ${id} is not readable: ${id} is rebuilt`);
  }
  return state;
}

/**
 * Sets (or, with undefined, removes) one tenant's entry of the state file: a read-modify-write
 * under a lock file, so runs and shards writing the same output at once lose no update.
 */
export function updateState(outDir: string, id: string, entry: TenantState | undefined): void {
  const file = path.join(outDir, STATE_FILE);
  withFileLock(`${file}.lock`, () => {
    const state = readState(outDir, () => {});
    if (entry) state[id] = entry;
    else delete state[id];
    writeJson(file, state);
  });
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
  let res: Response;
  try {
    res = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError') throw new Error(`no answer from the data service within ${timeoutMs / 1000} s for ${url}`);
    throw err;
  }
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
  /** Resolves when a worker has loaded its modules (its start-up is not a tenant's time). */
  private ready = new WeakMap<ChildProcess, Promise<void>>();
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
    this.ready.set(
      child,
      new Promise<void>((resolve) => {
        const onReady = (m: unknown) => {
          if ((m as { ready?: boolean } | null)?.ready !== true) return;
          child.off('message', onReady);
          resolve();
        };
        child.on('message', onReady);
        child.once('exit', () => resolve());
      }),
    );
    child.on('exit', () => {
      this.all.delete(child);
      this.idle = this.idle.filter((c) => c !== child);
    });
    return child;
  }

  /**
   * Runs one job; past `timeoutMs` its worker is killed (whatever it was waiting for: a slow
   * image host, a stuck render), and the promise rejects only once that process is gone, so
   * nothing writes into the job's folder after it.
   */
  async run(job: Omit<WorkerJob, 'id'>, timeoutMs: number, why: string): Promise<WorkerAnswer> {
    const child = this.idle.pop() ?? this.spawn();
    const id = ++this.next;
    await this.ready.get(child);
    return new Promise<WorkerAnswer>((resolve, reject) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        reject(new Error(`the build worker stopped (exit ${child.exitCode})`));
        return;
      }
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, Math.max(0, timeoutMs));
      const onMessage = (answer: WorkerAnswer) => {
        if (answer.id !== id) return;
        cleanup();
        this.idle.push(child);
        resolve(answer);
      };
      const onExit = (code: number | null) => {
        cleanup();
        reject(new Error(timedOut ? why : `the build worker stopped (exit ${code})`));
      };
      const cleanup = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.send({ ...job, id } satisfies WorkerJob);
    });
  }

  close(): void {
    for (const c of this.all) if (c.connected) c.disconnect();
  }
}

/** Builds one tenant into `dir` on its shell; rejects with the lines of the stage's output that say why. */
async function build(t: Tenant, dir: string, shell: string, workers: Workers, timeoutMs: number, overTime: string): Promise<void> {
  const { ok, output } = await workers.run({ shell, outDir: dir, env: normalizeEnv(tenantEnv(t)) }, timeoutMs, overTime);
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

/**
 * The published home page's HTML, and the JavaScript that HTML names (`<script src>` and
 * `<link rel=modulepreload>`), in KB uncompressed: what the dashboard shows per tenant. The
 * first visit's gzip budget is `npm run budget`'s (scripts/bundle-budget.ts).
 */
export function homeSize(site: string): { homeKb: number; homeJsKb: number } {
  let html: string;
  try {
    html = fs.readFileSync(path.join(site, 'index.html'), 'utf8');
  } catch {
    return { homeKb: 0, homeJsKb: 0 };
  }
  const files = new Set<string>();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    if (tag.startsWith('<link') && !/\brel="modulepreload"/.test(tag)) continue;
    const ref = /\b(?:src|href)="[^"]*?(assets\/[\w.-]+\.js)"/.exec(tag)?.[1];
    if (ref) files.add(ref);
  }
  let js = 0;
  for (const f of files) {
    try {
      js += fs.statSync(path.join(site, f)).size;
    } catch {
      // Named but missing: nothing a visitor would download either.
    }
  }
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  return { homeKb: kb(Buffer.byteLength(html)), homeJsKb: kb(js) };
}

/** A site's pages: the folders (relative, `''` for the home page) that hold an `index.html`. */
export function pagesOf(dir: string): string[] {
  const pages: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(d, e.name));
      else if (e.name === 'index.html') pages.push(path.relative(dir, d));
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return pages.sort();
}

/**
 * Why a new build must wait for the operator instead of replacing the published one, or null:
 * it would remove more than half of the published pages (a record emptied by an outage or a
 * mistake). A first build has nothing to compare and is never held.
 */
export function holdReason(published: readonly string[], fresh: readonly string[], id: string): string | null {
  const kept = new Set(fresh);
  const removed = published.filter((p) => !kept.has(p));
  if (!published.length || removed.length * 2 <= published.length) return null;
  const some = removed.slice(0, 3).map((p) => `/${p}`).join(', ');
  return `held: this build would remove ${removed.length} of the ${published.length} published pages (${some}${removed.length > 3 ? ', ...' : ''}); the published site stays until it is published with --publish-held ${id}`;
}

/** A release folder's name: `<id>.<stamp>.<pid>` (ids have no dots), so leftovers can be told apart. */
let releases = 0;
const releaseName = (id: string) => `${id}.${Date.now().toString(36)}-${(releases++).toString(36)}.${process.pid}`;

/** The release `<out>/<id>` points at (`.releases/<name>`), or null when it is no symlink. */
function currentRelease(site: string): string | null {
  try {
    return fs.readlinkSync(site);
  } catch {
    return null;
  }
}

/**
 * Publishes the complete build `fresh` as `<out>/<id>` so that at no moment is that path missing
 * or half-written (issue 27 item 9): the build becomes `<out>/.releases/<id>.<stamp>.<pid>`, and
 * a new symlink to it replaces `<out>/<id>` in one rename(2), which is atomic. A replaced
 * release stays 30 s (a request being served may still read it), or until the next run. A site
 * published by an older fleet (a real folder) is moved into the releases first: the one moment
 * its path is missing, once, between two renames.
 */
export function publish(outDir: string, id: string, fresh: string): void {
  const releases = path.join(outDir, RELEASES);
  fs.mkdirSync(releases, { recursive: true });
  const name = releaseName(id);
  fs.renameSync(fresh, path.join(releases, name));
  const site = path.join(outDir, id);
  const link = path.join(outDir, `.link-${id}-${process.pid}`);
  fs.rmSync(link, { force: true });
  // Relative, so the output folder can be moved or copied whole.
  fs.symlinkSync(path.join(RELEASES, name), link);
  let before = currentRelease(site);
  if (before === null && fs.existsSync(site)) {
    before = path.join(RELEASES, `${id}.legacy.${process.pid}`);
    fs.renameSync(site, path.join(outDir, before));
  }
  fs.renameSync(link, site);
  // The release just replaced is retired now (its time is when it stopped being served)...
  const now = new Date();
  if (before) fs.utimesSync(path.join(outDir, before), now, now);
  // ... and this tenant's releases retired a while ago go: no request can still be reading them.
  for (const r of fs.readdirSync(releases)) {
    const p = path.join(releases, r);
    if (r.split('.')[0] === id && r !== name && now.getTime() - fs.statSync(p).mtimeMs > RETIRED_MS) fs.rmSync(p, { recursive: true, force: true });
  }
}

/** How long a replaced release stays for requests that were reading it. */
const RETIRED_MS = 30_000;

/**
 * Removes what killed runs left in the output: build folders, symlinks not yet swapped in,
 * folders of the fleet before releases (`<id>.old-<pid>`), and releases no tenant points at.
 * Only those of processes that are gone: a shard running beside this one keeps its own.
 */
export function cleanLeftovers(outDir: string): string[] {
  const removed: string[] = [];
  const gone = (pid: string | undefined) => pid !== undefined && !processAlive(Number(pid));
  const rm = (p: string) => {
    fs.rmSync(p, { recursive: true, force: true });
    removed.push(path.relative(outDir, p));
  };
  if (!fs.existsSync(outDir)) return removed;
  const live = new Set<string>();
  for (const e of fs.readdirSync(outDir)) {
    const p = path.join(outDir, e);
    const target = currentRelease(p);
    if (target) live.add(path.basename(target));
    const tmp = /^\.build-.+-(\d+)$/.exec(e) ?? /^\.link-.+-(\d+)$/.exec(e) ?? /^[a-z0-9-]+\.old-(\d+)$/.exec(e);
    if (tmp && gone(tmp[1])) rm(p);
  }
  const releases = path.join(outDir, RELEASES);
  if (fs.existsSync(releases)) for (const r of fs.readdirSync(releases)) if (!live.has(r) && gone(r.split('.')[2])) rm(path.join(releases, r));
  return removed;
}

/** The lock of one run over an output (`.fleet.lock`, or `.fleet-shard-<i>-of-<n>.lock`). */
const LOCK = /^\.fleet(?:-shard-(\d+)-of-(\d+))?\.lock$/;
const held = new Map<string, number>();

/**
 * Takes the output for this run: refuses (throws, naming the other run's process) while a run
 * whose tenants overlap this one's is working on it; takes over a lock whose process is gone.
 * Re-entrant in one process (`--watch` holds it for the whole session). Returns the release.
 */
export function lockOutput(outDir: string, shard?: Shard): () => void {
  fs.mkdirSync(outDir, { recursive: true });
  const name = shard ? `.fleet-shard-${shard.index}-of-${shard.count}.lock` : '.fleet.lock';
  const lock = path.join(outDir, name);
  const count = held.get(lock) ?? 0;
  const release = () => {
    const n = (held.get(lock) ?? 1) - 1;
    if (n > 0) held.set(lock, n);
    else {
      held.delete(lock);
      if (lockOwner(lock) === process.pid) fs.rmSync(lock, { force: true });
    }
  };
  if (count > 0) {
    held.set(lock, count + 1);
    return release;
  }
  const refuse = (other: string) => {
    const pid = lockOwner(path.join(outDir, other));
    return new Error(
      `another fleet run (process ${pid}) is working on ${outDir} (${other}): wait for it to finish. ` +
        `If no such process is running, this run takes its lock over by itself.`,
    );
  };
  if (!tryLock(lock, `${process.pid}\nstarted ${new Date().toISOString()}\n`)) throw refuse(name);
  held.set(lock, 1);
  // Shards of the same split work on different tenants; anything else overlaps.
  for (const other of fs.readdirSync(outDir)) {
    const m = LOCK.exec(other);
    if (!m || other === name) continue;
    const disjoint = shard && m[1] && Number(m[2]) === shard.count && Number(m[1]) !== shard.index;
    const pid = lockOwner(path.join(outDir, other));
    if (!disjoint && processAlive(pid)) {
      release();
      throw refuse(other);
    }
  }
  return release;
}

/** One pass over the fleet; writes the state and `fleet-report.json`, returns the report. */
export async function runFleet({
  tenants,
  outDir,
  force = false,
  shard,
  onTenant,
  onTenantDone,
  root = ROOT,
  timeoutMs = 15_000,
  jobs = 1,
  tenantTimeoutMs = TENANT_TIMEOUT_MS,
  publishHeld = [],
  warn = console.warn,
}: FleetOptions): Promise<TenantReport[]> {
  const unlock = lockOutput(outDir, shard);
  try {
    for (const left of cleanLeftovers(outDir)) warn(`[fleet] removed ${left}, left by a run that stopped`);
    return await pass();
  } finally {
    unlock();
  }

  async function pass(): Promise<TenantReport[]> {
    const state = readState(outDir, warn);
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
    const limit = `over its time limit of ${tenantTimeoutMs / 1000} s (--tenant-timeout): its published site is kept`;
    const workers = new Workers(root);
    try {
      await pool(mine, jobs, async (t, i) => {
        onTenant?.(done, mine.length, t.id);
        const started = Date.now();
        const site = path.join(outDir, t.id);
        const prev = state[t.id];
        // The validator's findings, once the record is read (a tenant failing later still shows them).
        let issues: string[] = [];
        const report = (status: Status, reason: string): TenantReport => ({
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
        });
        try {
          // The tenant's own time: its record and its stage (a shell shared with others is not its time).
          const fetched = await fetchRecord(t, prev, Math.min(timeoutMs, tenantTimeoutMs));
          const spent = Date.now() - started;
          const settings = settingsHash(t);
          const fingerprint = fetched.notModified ? prev!.fingerprint : recordFingerprint(fetched.raw);
          if (!fetched.notModified) {
            const unusable = recordUnusable(fetched.raw);
            if (unusable) throw new Error(`the data service's answer is not a usable record: ${unusable}`);
          }
          if (fetched.raw !== undefined) issues = parseSiteData(fetched.raw).issues.map((i) => `${i.path}: ${i.message}`);
          const changed = force ? 'forced' : !prev || !fs.existsSync(site) ? 'first build' : prev.fingerprint !== fingerprint ? 'record' : prev.settings !== settings ? 'settings' : prev.code !== code ? 'code' : '';
          if (!changed) {
            const entry = { ...prev!, etag: fetched.etag ?? prev!.etag, lastModified: fetched.lastModified ?? prev!.lastModified };
            if (entry.etag !== prev!.etag || entry.lastModified !== prev!.lastModified) updateState(outDir, t.id, entry);
            reports[i] = report('unchanged', 'record, settings and code as last built');
            return;
          }
          const fresh = path.join(outDir, `.build-${t.id}-${process.pid}`);
          fs.rmSync(fresh, { recursive: true, force: true });
          try {
            const shell = await shellFor(t);
            await build(t, fresh, shell, workers, tenantTimeoutMs - spent, limit);
            const hold = publishHeld.includes(t.id) ? null : holdReason(pagesOf(site), pagesOf(fresh), t.id);
            if (hold) {
              reports[i] = report('held', hold);
              return;
            }
            // The record the pages were made from (the build fetched it again): its fingerprint is in every page.
            const built = /data-fingerprint="([^"]+)"/.exec(fs.readFileSync(path.join(fresh, 'index.html'), 'utf8'))?.[1] ?? fingerprint;
            publish(outDir, t.id, fresh);
            updateState(outDir, t.id, { fingerprint: built, settings, code, etag: fetched.etag, lastModified: fetched.lastModified, builtAt: new Date().toISOString() });
            reports[i] = report('built', changed);
          } finally {
            fs.rmSync(fresh, { recursive: true, force: true });
          }
        } catch (err) {
          reports[i] = report('failed', err instanceof Error ? err.message : String(err));
        } finally {
          done++;
          onTenantDone?.(done, mine.length, t.id);
        }
      });
    } finally {
      workers.close();
    }
    const fleetReport: FleetReport = { generatedAt: new Date().toISOString(), code, shard: shard ? `${shard.index}/${shard.count}` : null, tenants: reports };
    writeJson(path.join(outDir, REPORT_FILE), fleetReport);
    // The operator's page (`<out>/index.html`), drawn from the report just written.
    writeDashboard(outDir, fleetReport);
    return reports;
  }
}

/** The report as a table for the terminal. */
export function reportTable(rows: readonly TenantReport[]): string {
  const head = ['tenant', 'status', 'warnings', 'pages', 'JS KB', 'images KB', 's', 'note'];
  const body = rows.map((r) => [r.id, r.status, String(r.warnings), String(r.pages), r.jsKb.toFixed(1), r.imageKb.toFixed(1), r.seconds.toFixed(1), r.reason]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i >= 2 && i <= 6 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}
