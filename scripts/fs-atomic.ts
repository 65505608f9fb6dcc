import fs from 'node:fs';

/**
 * Writes a file so that a reader sees the old file or the whole new one, never a half-written
 * one (a temporary name, then a rename): two builds of a fleet can share the image cache.
 */
export function writeFileAtomic(file: string, data: string | NodeJS.ArrayBufferView): void {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}

/** Runs `run` over `items`, at most `n` at a time. */
export async function pool<T>(items: readonly T[], n: number, run: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await run(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(n, items.length)) }, worker));
}

/** Whether a process with this id is running on this machine (the owner of a lock or a temporary folder). */
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

/** The process id on a lock file's first line, or NaN while its owner is still writing it. */
export function lockOwner(lock: string): number {
  try {
    return Number.parseInt(fs.readFileSync(lock, 'utf8'), 10);
  } catch {
    return Number.NaN;
  }
}

/**
 * Creates `lock` holding `content` (its first line this process's id) if no one holds it, taking
 * over a lock whose process is gone (a killed run): true when this process now holds it. A lock
 * being written (no id yet) counts as held for a few seconds.
 */
export function tryLock(lock: string, content = `${process.pid}\n`): boolean {
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
    const pid = Number.parseInt(text, 10);
    const young = () => {
      try {
        return Date.now() - fs.statSync(lock).mtimeMs < 5_000;
      } catch {
        return false;
      }
    };
    if (Number.isInteger(pid) && pid > 0 ? processAlive(pid) : young()) return false;
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

const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Runs `fn` holding `lock`: processes that share a file (fleet shards and their state) do their
 * read-modify-write one at a time, so no update is lost. Waits up to `waitMs` for the holder.
 */
export function withFileLock<T>(lock: string, fn: () => T, waitMs = 30_000): T {
  const until = Date.now() + waitMs;
  while (!tryLock(lock)) {
    if (Date.now() > until) throw new Error(`${lock} is still held by process ${lockOwner(lock)} after ${waitMs / 1000} s`);
    Atomics.wait(pause, 0, 0, 5);
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}
