import fs from 'node:fs';
import path from 'node:path';
import { describeHolder, heldByMe, keepFresh, lockHeld, processAlive, tryLock } from '../file-lock';
import type { Shard } from './shard';

/**
 * The fleet's output folder: its lock, the published sites (releases swapped in by one rename),
 * the guard that holds a build which would remove most of a site, and what killed runs left.
 */

/** Where published builds live; `<out>/<id>` is a symlink to one of them (`publish`). */
export const RELEASES = '.releases';

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
 * or half-written: the build becomes `<out>/.releases/<id>.<stamp>.<pid>`, and
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
const held = new Map<string, { count: number; stopRefresh: () => void }>();

/**
 * Takes the output for this run: refuses (throws, naming the other run's process and host)
 * while a run whose tenants overlap this one's is working on it; takes over a lock whose process
 * is gone, even if a later process has its pid (file-lock.ts). Re-entrant in one process
 * (`--watch` holds it for the whole session). Returns the release.
 */
export function lockOutput(outDir: string, shard?: Shard): () => void {
  fs.mkdirSync(outDir, { recursive: true });
  const name = shard ? `.fleet-shard-${shard.index}-of-${shard.count}.lock` : '.fleet.lock';
  const lock = path.join(outDir, name);
  const release = () => {
    const mine = held.get(lock);
    if (mine && mine.count > 1) mine.count--;
    else {
      held.delete(lock);
      mine?.stopRefresh();
      if (heldByMe(lock)) fs.rmSync(lock, { force: true });
    }
  };
  const mine = held.get(lock);
  if (mine) {
    mine.count++;
    return release;
  }
  const refuse = (other: string) =>
    new Error(
      `another fleet run, ${describeHolder(path.join(outDir, other))}, is working on ${outDir} (${other}): wait for it to finish. ` +
        `If no such process is running, this run takes its lock over by itself.`,
    );
  if (!tryLock(lock, `started ${new Date().toISOString()}\n`)) throw refuse(name);
  // Kept fresh while held: a run on another machine sharing the output sees this one is alive.
  held.set(lock, { count: 1, stopRefresh: keepFresh(lock) });
  // Shards of the same split work on different tenants; anything else overlaps.
  for (const other of fs.readdirSync(outDir)) {
    const m = LOCK.exec(other);
    if (!m || other === name) continue;
    const disjoint = shard && m[1] && Number(m[2]) === shard.count && Number(m[1]) !== shard.index;
    if (!disjoint && lockHeld(path.join(outDir, other))) {
      release();
      throw refuse(other);
    }
  }
  return release;
}
