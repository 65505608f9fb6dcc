import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { keepFresh, processAlive, waitForLock } from '../file-lock';
import { buildShell } from '../build';
import { shellBuildEnv, shellKeyId, type ShellKey } from '../build-env';

/**
 * The fleet's code version and its shells: one shell (the Vite builds) per base path and switches
 * and per code version, kept in `.cache/shells/` and shared by every tenant with that key.
 */

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** What a site is made of besides its record and settings: the shell's sources and the tenant stage's. */
const CODE_PATHS = ['src', 'sw', 'scripts', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];

/**
 * What the build is made from: a hash of the files the shell and the tenant stage are built from
 * (tests left out), read from the tree itself, so a checkout without git (a tarball, a CI
 * artifact) rebuilds its tenants after a code change as a git checkout does.
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
/** How long a run waits for another process's build of the same shell (a cold one takes a minute or two on 2 cores). */
export const SHELL_WAIT_MS = 20 * 60_000;

/**
 * The shell for this key and code version (scripts/build-env.ts), built once and kept in
 * `.cache/shells/` for later runs of the same code; shells of other code versions are removed.
 * Built into a temporary folder and renamed, so a run that stops leaves no half shell.
 */
export async function ensureShell(key: ShellKey, code: string, root = ROOT, waitMs = SHELL_WAIT_MS): Promise<string> {
  const name = `${code.replace(/[^\w+-]/g, '')}-${shellKeyId(key)}`;
  const dir = path.join(SHELLS(root), name);
  const ready = () => fs.existsSync(path.join(dir, 'client', 'sw.js')) && fs.existsSync(path.join(dir, 'ssr', 'entry-server.js'));
  if (ready()) return dir;
  fs.mkdirSync(SHELLS(root), { recursive: true });
  // One process builds a shell, the others (fleet shards, test workers) wait for it: two cold
  // builds of the same shell at once cost two cores for a minute and a half. A holder that died
  // is taken over (file-lock.ts); one that hangs stops the wait at its deadline.
  const lock = `${dir}.lock`;
  await waitForLock(lock, `the shell for base path ${key.basePath} being built by another run`, waitMs);
  const stopRefresh = keepFresh(lock);
  try {
    return ready() ? dir : await buildShellInto(dir, name, key, code, root, ready);
  } finally {
    stopRefresh();
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
