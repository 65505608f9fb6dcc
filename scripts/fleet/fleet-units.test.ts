// @vitest-environment node
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseFleetArgs } from '../fleet';
import { cleanLeftovers, codeVersion, holdReason, lockOutput, publish, readState, RELEASES, STATE_FILE, updateState, type TenantState } from './run';
import { inShard, parseShard, shardOf } from './shard';
import { readTenants, tenantEnv } from './tenants';

describe('shards', () => {
  it('are disjoint and together the whole fleet, for any ids and any n', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/), { maxLength: 60 }), fc.integer({ min: 1, max: 12 }), (ids, n) => {
        const shards = Array.from({ length: n }, (_, i) => ids.filter((id) => inShard(id, { index: i + 1, count: n })));
        expect(shards.flat().sort()).toEqual([...ids].sort());
        for (const id of ids) expect(shards.filter((s) => s.includes(id))).toHaveLength(1);
      }),
      { numRuns: 200 },
    );
  });

  it('do not move a tenant when others are added or the list is reordered', () => {
    expect(shardOf('acme-trees', 4)).toBe(shardOf('acme-trees', 4));
    expect(inShard('acme-trees', undefined)).toBe(true);
  });

  it('are given as i/n', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    expect(parseShard('0/4')).toMatch(/between 1 and n/);
    expect(parseShard('5/4')).toMatch(/between 1 and n/);
    expect(parseShard('two')).toMatch(/i\/n/);
  });
});

describe('tenants.json', () => {
  it('turns each entry into the build variables of a single build', () => {
    const { tenants, errors } = readTenants(JSON.stringify([{ id: 'acme', dataUrl: 'https://data.example', pageId: 'acme', siteUrl: 'https://acme.example', basePath: '/site/', timeZone: 'America/Chicago', eventsUrl: 'https://e.example/c' }]));
    expect(errors).toEqual([]);
    expect(tenantEnv(tenants[0]!)).toEqual({
      VITE_SITE_DATA_URL: 'https://data.example',
      VITE_PAGE_ID: 'acme',
      VITE_SITE_URL: 'https://acme.example',
      BASE_PATH: '/site/',
      VITE_TIME_ZONE: 'America/Chicago',
      VITE_EVENTS_URL: 'https://e.example/c',
    });
  });

  it('reports each bad entry by index and id, and keeps the good ones', () => {
    const { tenants, errors } = readTenants(
      JSON.stringify([
        { id: 'good', dataUrl: 'https://d.example', pageId: 'g' },
        { id: 'Bad Id', dataUrl: 'https://d.example', pageId: 'b' },
        { id: 'nourl', dataUrl: 'ftp://d.example', pageId: 'n' },
        { id: 'good', dataUrl: 'https://d.example', pageId: 'g2' },
        { id: 'extra', dataUrl: 'https://d.example', pageId: 'e', colour: 'red' },
        'not an object',
      ]),
    );
    expect(tenants.map((t) => t.id)).toEqual(['good']);
    expect(errors).toHaveLength(5);
    expect(errors[0]).toMatch(/^tenants\[1\] \(Bad Id\): id must be/);
    expect(errors[1]).toMatch(/^tenants\[2\] \(nourl\): dataUrl must be an http\(s\) URL/);
    expect(errors[2]).toBe('tenants[3] (good): id is used twice');
    expect(errors[3]).toMatch(/^tenants\[4\] \(extra\): /);
    expect(errors[4]).toMatch(/^tenants\[5\]: /);
    expect(readTenants('{"id":"x"}').errors).toEqual(['must be a JSON array of tenants']);
    expect(readTenants('nope').errors[0]).toMatch(/^not JSON/);
  });

  it('the CLI needs a list and takes --shard, --force, --watch and --interval', () => {
    expect(parseFleetArgs([])).toMatch(/--tenants/);
    expect(parseFleetArgs(['--tenants', 't.json', '--out', 'x', '--shard', '1/3', '--force', '--watch', '--interval', '30'])).toEqual({ tenants: 't.json', out: 'x', force: true, shard: { index: 1, count: 3 }, watch: true, interval: 30, jobs: 1, tenantTimeout: 600, publishHeld: [] });
    expect(parseFleetArgs(['--tenants', 't.json', '--jobs', '2'])).toMatchObject({ jobs: 2 });
    expect(parseFleetArgs(['--tenants', 't.json', '--jobs', '0'])).toMatch(/--jobs/);
    expect(parseFleetArgs(['--tenants', 't.json', '--interval', '1'])).toMatch(/at least 5/);
    expect(parseFleetArgs(['--tenants', 't.json', '--bogus'])).toMatch(/unknown option/);
  });
});

describe('the fleet CLI limits and publishing on purpose (issue 27)', () => {
  it('takes a per-tenant time limit, 10 minutes by default, and the tenants to publish although held', () => {
    expect(parseFleetArgs(['--tenants', 't.json'])).toMatchObject({ tenantTimeout: 600, publishHeld: [] });
    expect(parseFleetArgs(['--tenants', 't.json', '--tenant-timeout', '90', '--publish-held', 'acme', '--publish-held', 'oak'])).toMatchObject({ tenantTimeout: 90, publishHeld: ['acme', 'oak'] });
    expect(parseFleetArgs(['--tenants', 't.json', '--tenant-timeout', '0'])).toMatch(/--tenant-timeout/);
    expect(parseFleetArgs(['--tenants', 't.json', '--publish-held'])).toMatch(/--publish-held needs a tenant id/);
  });
});

describe('a build that would remove most of a published site', () => {
  const published = ['', 'about', 'contact', 'services/a', 'services/b', 'services/c'];
  it('is held when more than half of the published pages would go, naming them and the flag', () => {
    const why = holdReason(published, ['', 'about'], 'acme');
    expect(why).toMatch(/would remove 4 of the 6 published pages \(\/contact, \/services\/a, \/services\/b, \.\.\.\)/);
    expect(why).toContain('--publish-held acme');
  });
  it('is published when half or fewer go, when pages are only added, and on a first build', () => {
    expect(holdReason(published, ['', 'about', 'contact'], 'acme')).toBeNull();
    expect(holdReason(published, [...published, 'services/d'], 'acme')).toBeNull();
    expect(holdReason([], [''], 'acme')).toBeNull();
  });
});

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-fleet-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A process id that was just in use and is not any more (a killed run's). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((r) => child.on('exit', r));
  return child.pid!;
}

const entry = (n: number): TenantState => ({ fingerprint: `f${n}`, settings: 's', code: 'c', builtAt: '2026-01-01T00:00:00.000Z' });

describe('the fleet state', () => {
  it('treats a state file holding null, garbage or a list as empty, with a warning, instead of stopping the run', () => {
    for (const text of ['null', 'garbage{', '[1,2]', '42']) {
      fs.writeFileSync(path.join(dir, STATE_FILE), text);
      const warnings: string[] = [];
      expect(readState(dir, (w) => warnings.push(w)), text).toEqual({});
      expect(warnings, text).toHaveLength(1);
      expect(warnings[0]).toMatch(/treated as empty/);
    }
    // An entry of another shape is dropped (that tenant is rebuilt), the others are kept.
    fs.writeFileSync(path.join(dir, STATE_FILE), JSON.stringify({ good: entry(1), bad: null, odd: { fingerprint: 3 } }));
    const warnings: string[] = [];
    expect(readState(dir, (w) => warnings.push(w))).toEqual({ good: entry(1) });
    expect(warnings).toHaveLength(2);
    // No file: no state, no warning.
    fs.rmSync(path.join(dir, STATE_FILE));
    expect(readState(dir, () => expect.fail('no warning for a first run'))).toEqual({});
  });

  it('loses no update when several processes write their tenants at once', async () => {
    const script = path.join(dir, 'writer.ts');
    fs.writeFileSync(
      script,
      `import { updateState } from ${JSON.stringify(path.resolve(import.meta.dirname, 'run.ts'))};\n` +
        `const [out, who] = process.argv.slice(2);\n` +
        `for (let i = 0; i < 40; i++) updateState(out, \`\${who}-\${i}\`, { fingerprint: String(i), settings: 's', code: 'c', builtAt: new Date().toISOString() });\n`,
    );
    const writers = ['a', 'b', 'c'].map(
      (who) =>
        new Promise<number | null>((resolve) => {
          const child = spawn(process.execPath, ['--import', 'tsx', script, dir, who], { stdio: 'inherit' });
          child.on('exit', resolve);
        }),
    );
    expect(await Promise.all(writers)).toEqual([0, 0, 0]);
    const state = readState(dir);
    expect(Object.keys(state)).toHaveLength(120);
    expect(fs.readdirSync(dir).filter((f) => f !== STATE_FILE && f !== 'writer.ts')).toEqual([]);
  }, 120_000);

  it('updates one tenant and keeps the others', () => {
    updateState(dir, 'a', entry(1));
    updateState(dir, 'b', entry(2));
    updateState(dir, 'a', entry(3));
    expect(readState(dir)).toEqual({ a: entry(3), b: entry(2) });
  });
});

describe('one run per output', () => {
  it('refuses while another live run holds the output, naming its process', () => {
    // The test runner's parent is a live process other than this one.
    fs.writeFileSync(path.join(dir, '.fleet.lock'), `${process.ppid}\n`);
    expect(() => lockOutput(dir)).toThrow(new RegExp(`another fleet run, process ${process.ppid} \\(lock written [\\d:]+Z\\), is working on`));
    expect(() => lockOutput(dir, { index: 1, count: 2 })).toThrow(/another fleet run/);
    expect(fs.readFileSync(path.join(dir, '.fleet.lock'), 'utf8')).toBe(`${process.ppid}\n`);
    expect(fs.existsSync(path.join(dir, '.fleet-shard-1-of-2.lock'))).toBe(false);
  });

  it("takes over the lock of a run that was killed, and lets the other shards of a split run beside it", async () => {
    fs.writeFileSync(path.join(dir, '.fleet.lock'), `${await deadPid()}\n`);
    const release = lockOutput(dir);
    expect(Number.parseInt(fs.readFileSync(path.join(dir, '.fleet.lock'), 'utf8'), 10)).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(dir, '.fleet.lock'))).toBe(false);
    fs.writeFileSync(path.join(dir, '.fleet-shard-2-of-2.lock'), `${process.ppid}\n`);
    const mine = lockOutput(dir, { index: 1, count: 2 });
    mine();
    expect(() => lockOutput(dir, { index: 2, count: 2 })).toThrow(/another fleet run/);
  });
});

describe('publishing a site', () => {
  const build = (text: string) => {
    const fresh = path.join(dir, `.build-acme-${process.pid}`);
    fs.mkdirSync(path.join(fresh, 'about'), { recursive: true });
    fs.writeFileSync(path.join(fresh, 'index.html'), text);
    fs.writeFileSync(path.join(fresh, 'about', 'index.html'), text);
    return fresh;
  };

  it('never leaves <out>/<id> missing or half-written while a reader reads it, and keeps at most the previous release', async () => {
    // A site published by the fleet before releases: a real folder, moved in on the first publish.
    fs.renameSync(build('v0'), path.join(dir, 'acme'));
    publish(dir, 'acme', build('v1'));
    const stop = path.join(dir, 'stop');
    // Another process reads the site as a web server would, as fast as it can.
    const reader = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('fs'); let reads = 0, misses = 0;
         while (!fs.existsSync(${JSON.stringify(stop)})) {
           for (const f of ['index.html', 'about/index.html']) {
             reads++;
             try { if (!/^v\\d+$/.test(fs.readFileSync(${JSON.stringify(path.join(dir, 'acme'))} + '/' + f, 'utf8'))) misses++; } catch { misses++; }
           }
         }
         console.log(JSON.stringify({ reads, misses }));`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    reader.stdout.on('data', (d: Buffer) => (out += d.toString()));
    try {
      // A few hundred publishes under the reader.
      for (let i = 2; i < 300; i++) {
        publish(dir, 'acme', build(`v${i}`));
        if (i % 50 === 0) await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      fs.writeFileSync(stop, '');
    }
    await new Promise((r) => reader.on('exit', r));
    const { reads, misses } = JSON.parse(out) as { reads: number; misses: number };
    expect(reads).toBeGreaterThan(100);
    expect(misses).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'acme', 'index.html'), 'utf8')).toBe('v299');
    // Replaced releases stay a while for readers, then the next publish removes them.
    const releases = path.join(dir, RELEASES);
    const past = new Date(Date.now() - 60_000);
    for (const r of fs.readdirSync(releases)) fs.utimesSync(path.join(releases, r), past, past);
    publish(dir, 'acme', build('v300'));
    expect(fs.readdirSync(releases)).toHaveLength(2);
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('.build-') || f.startsWith('.link-'))).toEqual([]);
  }, 60_000);

  it("removes a killed run's leftovers at the next start, and nothing of a live run or a published site", async () => {
    const dead = await deadPid();
    publish(dir, 'acme', build('v1'));
    const live = path.join(dir, RELEASES, 'acme.zzz.' + process.ppid);
    fs.mkdirSync(live);
    for (const left of [`.build-acme-${dead}`, `.link-acme-${dead}`, `acme.old-${dead}`, `${RELEASES}/acme.abc.${dead}`, `${RELEASES}/oak.abc.${dead}`]) fs.mkdirSync(path.join(dir, left), { recursive: true });
    fs.mkdirSync(path.join(dir, `.build-oak-${process.ppid}`));
    const removed = cleanLeftovers(dir).sort();
    expect(removed).toEqual([`.build-acme-${dead}`, `.link-acme-${dead}`, `${RELEASES}/acme.abc.${dead}`, `${RELEASES}/oak.abc.${dead}`, `acme.old-${dead}`].sort());
    expect(fs.readFileSync(path.join(dir, 'acme', 'index.html'), 'utf8')).toBe('v1');
    expect(fs.existsSync(live)).toBe(true);
    expect(fs.existsSync(path.join(dir, `.build-oak-${process.ppid}`))).toBe(true);
  });
});

describe('the code version', () => {
  it('changes with the sources of the shell in a checkout without git, and not with tests or docs', () => {
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(path.join(dir, 'src', 'app.tsx'), 'export const a = 1;');
    fs.writeFileSync(path.join(dir, 'src', 'app.test.tsx'), 'test');
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    fs.writeFileSync(path.join(dir, 'README.md'), 'docs');
    const first = codeVersion(dir);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(codeVersion(dir)).toBe(first);
    fs.writeFileSync(path.join(dir, 'src', 'app.test.tsx'), 'another test');
    fs.writeFileSync(path.join(dir, 'README.md'), 'more docs');
    expect(codeVersion(dir)).toBe(first);
    fs.writeFileSync(path.join(dir, 'src', 'app.tsx'), 'export const a = 2;');
    const second = codeVersion(dir);
    expect(second).not.toBe(first);
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    expect(codeVersion(dir)).not.toBe(second);
  });
});
