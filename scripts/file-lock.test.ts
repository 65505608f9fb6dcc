// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shellKeyId, type ShellKey } from './build-env';
import { processStart, STALE_MS, thisHolder, tryLock, withFileLock } from './file-lock';
import { lockOutput } from './fleet/output';
import { ensureShell } from './fleet/shells';

/**
 * Locks left by runs that crashed are taken over even when a later process has the same pid
 * (pid 1 of a container run again on a kept volume), and every wait for a live holder ends.
 */
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-lock-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const me = thisHolder();
/** A lock's text as a run of this machine writes it. */
const lockText = (pid: number, { host = me.host, boot = me.boot, start = processStart(pid) } = {}) => `${pid}\nhost=${host} boot=${boot} start=${start}\n`;
/** The test runner's parent: a live process other than this one. */
const parent = process.ppid;

describe('a lock left by a run that stopped', () => {
  it("is taken over when it names this process's own pid with another start time (the same pid, a later process)", () => {
    const lock = path.join(dir, 'x.lock');
    fs.writeFileSync(lock, lockText(process.pid, { start: '1' }));
    expect(tryLock(lock)).toBe(true);
    expect(fs.readFileSync(lock, 'utf8')).toBe(lockText(process.pid));
    // A lock written before locks named more than their pid, with this process's pid.
    fs.writeFileSync(lock, `${process.pid}\n`);
    expect(tryLock(lock)).toBe(true);
  });

  it('is taken over when the machine has booted since', () => {
    const lock = path.join(dir, 'x.lock');
    fs.writeFileSync(lock, lockText(parent, { boot: 'an-earlier-boot' }));
    expect(tryLock(lock)).toBe(true);
  });

  it('from another machine is held while its run keeps it fresh, and taken over once it is stale', () => {
    const lock = path.join(dir, 'x.lock');
    fs.writeFileSync(lock, lockText(parent, { host: 'another-builder' }));
    expect(tryLock(lock)).toBe(false);
    const then = new Date(Date.now() - STALE_MS - 1000);
    fs.utimesSync(lock, then, then);
    expect(tryLock(lock)).toBe(true);
  });

  it('is kept while its process runs and started when the lock says', () => {
    const lock = path.join(dir, 'x.lock');
    fs.writeFileSync(lock, lockText(parent));
    expect(tryLock(lock)).toBe(false);
    expect(fs.readFileSync(lock, 'utf8')).toBe(lockText(parent));
  });

  it("the fleet's output lock with this process's own pid but another start is taken over, and released", () => {
    const lock = path.join(dir, '.fleet.lock');
    fs.writeFileSync(lock, lockText(process.pid, { start: '1' }));
    const release = lockOutput(dir);
    expect(fs.readFileSync(lock, 'utf8')).toMatch(new RegExp(`^${process.pid}\\nhost=.* start=${me.start}\\nstarted `));
    release();
    expect(fs.existsSync(lock)).toBe(false);
  });
});

describe('waiting for a live holder', () => {
  it('ends at its deadline, naming what it waited for and who holds it', () => {
    const lock = path.join(dir, 'state.json.lock');
    fs.writeFileSync(lock, lockText(parent));
    expect(() => withFileLock(lock, () => 1, 50, 'the fleet state')).toThrow(
      new RegExp(`^waited 0 s for the fleet state \\(${lock}\\), still held by process ${parent} on host ${me.host} \\(lock written`),
    );
  });

  it("for another run's shell build ends at its deadline, naming the shell and the builder", async () => {
    const key: ShellKey = { basePath: '/site/', openNow: false, events: false };
    fs.mkdirSync(path.join(dir, '.cache', 'shells'), { recursive: true });
    fs.writeFileSync(path.join(dir, '.cache', 'shells', `c0de-${shellKeyId(key)}.lock`), lockText(parent));
    await expect(ensureShell(key, 'c0de', dir, 100)).rejects.toThrow(
      new RegExp(`^waited 0 s for the shell for base path /site/ being built by another run \\(.*\\.lock\\), still held by process ${parent} `),
    );
  });
});
