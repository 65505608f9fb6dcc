import fs from 'node:fs';
import os from 'node:os';

/**
 * Lock files shared by processes of one machine or of several (fleet shards on a shared
 * volume, test workers, the fleet's state and the image cache). A lock names its holder beyond
 * its process id: a pid is reused (by another process, or as pid 1 by the next run of a
 * container with a kept volume), so a lock left by a crash would otherwise look held for ever.
 */

/** Who holds a lock: its process, the machine it runs on, that machine's boot, and when the process started. */
export interface LockHolder {
  pid: number;
  /** Absent in a lock written before holders were named (its pid alone is checked). */
  host?: string;
  boot?: string;
  start?: string;
}

/** A holder on another machine is checked by its lock's age: it refreshes it this often (`keepFresh`)... */
export const REFRESH_MS = 10_000;
/** ... and a lock from another machine unrefreshed for this long is a crashed run's. */
export const STALE_MS = 60_000;

function bootId(): string {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return '';
  }
}

/** When a process started (clock ticks after boot: /proc/<pid>/stat field 22), '' where there is no /proc. */
export function processStart(pid: number): string {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

let me: Required<LockHolder> | undefined;
/** This process as a lock names it. */
export function thisHolder(): Required<LockHolder> {
  return (me ??= { pid: process.pid, host: os.hostname(), boot: bootId(), start: processStart(process.pid) });
}

/** A lock file's text for this process: the pid on the first line (what older readers take), then the rest of who it is. */
export function holderText(extra = ''): string {
  const h = thisHolder();
  return `${h.pid}\nhost=${h.host} boot=${h.boot} start=${h.start}\n${extra}`;
}

/** The holder a lock's text names; a pid of NaN while its owner is still writing it. */
export function parseHolder(text: string): LockHolder {
  const [first = '', second = ''] = text.split('\n');
  const holder: LockHolder = { pid: Number.parseInt(first, 10) };
  const fields = Object.fromEntries([...second.matchAll(/(\w+)=(\S*)/g)].map((m) => [m[1]!, m[2]!]));
  if (typeof fields.host === 'string') Object.assign(holder, { host: fields.host, boot: fields.boot ?? '', start: fields.start ?? '' });
  return holder;
}

/** Whether a process with this id is running on this machine (the owner of a temporary folder). */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process a lock names still runs. On this machine: its pid runs and started when
 * the lock says (not a later process given the same pid), and the machine has not rebooted
 * since. On another machine (its processes cannot be asked): while it keeps the lock fresh.
 */
export function holderAlive(holder: LockHolder, lockAgeMs: number): boolean {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0) return lockAgeMs < 5_000; // still being written
  // A lock of an older version names its pid alone: this process writes its own in full, so one naming only its pid is a crashed run's.
  if (holder.host === undefined) return holder.pid !== process.pid && processAlive(holder.pid);
  const self = thisHolder();
  if (holder.host !== self.host) return lockAgeMs < STALE_MS;
  if (holder.boot && self.boot && holder.boot !== self.boot) return false;
  if (!processAlive(holder.pid)) return false;
  const start = holder.start ? processStart(holder.pid) : '';
  return !start || start === holder.start;
}

/** A lock's holder as a message names it: `process 12 on host build-3 (lock written 04:10:02Z)`. */
export function describeHolder(lock: string): string {
  try {
    const h = parseHolder(fs.readFileSync(lock, 'utf8'));
    const at = fs.statSync(lock).mtime.toISOString().slice(11, 19);
    return `process ${h.pid}${h.host ? ` on host ${h.host}` : ''} (lock written ${at}Z)`;
  } catch {
    return 'a process that has just let it go';
  }
}

/** Whether `lock` is held by this very process. */
export function heldByMe(lock: string): boolean {
  try {
    const h = parseHolder(fs.readFileSync(lock, 'utf8'));
    const self = thisHolder();
    return h.pid === self.pid && (h.host === undefined || (h.host === self.host && h.start === self.start));
  } catch {
    return false;
  }
}

const lockAge = (lock: string) => {
  try {
    return Date.now() - fs.statSync(lock).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
};

/** Whether `lock` is there and its holder alive. */
export function lockHeld(lock: string): boolean {
  try {
    return holderAlive(parseHolder(fs.readFileSync(lock, 'utf8')), lockAge(lock));
  } catch {
    return false; // released meanwhile
  }
}

/**
 * Creates `lock` naming this process (`holderText`, then `extra`) if no one holds it, taking
 * over a lock whose holder is gone (`holderAlive`): true when this process now holds it.
 */
export function tryLock(lock: string, extra = ''): boolean {
  const content = holderText(extra);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.writeFileSync(lock, content, { flag: 'wx' });
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let text: string;
    try {
      text = fs.readFileSync(lock, 'utf8');
    } catch {
      continue; // released meanwhile: try again
    }
    if (holderAlive(parseHolder(text), lockAge(lock))) return false;
    // Its owner is gone: move it aside (only one taker succeeds), check it is the one we read, try again.
    const aside = `${lock}.stale-${process.pid}`;
    try {
      fs.renameSync(lock, aside);
    } catch {
      continue;
    }
    if (fs.readFileSync(aside, 'utf8') !== text) {
      // Someone took it over between our read and our rename: theirs goes back.
      try {
        fs.linkSync(aside, lock);
      } catch {
        /* a third process holds it now */
      }
    }
    fs.rmSync(aside, { force: true });
  }
  return false;
}

/** Keeps a lock held for long fresh, so processes on other machines see its holder is alive; returns the stop. */
export function keepFresh(lock: string): () => void {
  const timer = setInterval(() => {
    try {
      const now = new Date();
      fs.utimesSync(lock, now, now);
    } catch {
      // Released or taken over: nothing to keep.
    }
  }, REFRESH_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** The error of a wait that ran out: what it waited for, who held it, and for how long. */
export function waitedTooLong(lock: string, what: string, waitMs: number): Error {
  return new Error(`waited ${Math.round(waitMs / 1000)} s for ${what} (${lock}), still held by ${describeHolder(lock)}: if that process is stuck, stop it`);
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Runs `fn` holding `lock`: processes that share a file (fleet shards and their state) do their
 * read-modify-write one at a time, so no update is lost. Waits up to `waitMs` for the holder,
 * then throws naming `what` it waited for and who held it.
 */
export function withFileLock<T>(lock: string, fn: () => T, waitMs = 30_000, what = 'a file lock'): T {
  const until = Date.now() + waitMs;
  while (!tryLock(lock)) {
    if (Date.now() > until) throw waitedTooLong(lock, what, waitMs);
    Atomics.wait(pause, 0, 0, 5);
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** Waits (without blocking the process) until `lock` is taken, up to `waitMs`; throws naming `what` it waited for. */
export async function waitForLock(lock: string, what: string, waitMs: number, extra = ''): Promise<void> {
  const until = Date.now() + waitMs;
  while (!tryLock(lock, extra)) {
    if (Date.now() > until) throw waitedTooLong(lock, what, waitMs);
    await new Promise((r) => setTimeout(r, Math.min(500, Math.max(10, waitMs / 20))));
  }
}
