import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFleetArgs } from '../fleet';
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
    expect(parseFleetArgs(['--tenants', 't.json', '--out', 'x', '--shard', '1/3', '--force', '--watch', '--interval', '30'])).toEqual({ tenants: 't.json', out: 'x', force: true, shard: { index: 1, count: 3 }, watch: true, interval: 30, jobs: 1 });
    expect(parseFleetArgs(['--tenants', 't.json', '--jobs', '2'])).toMatchObject({ jobs: 2 });
    expect(parseFleetArgs(['--tenants', 't.json', '--jobs', '0'])).toMatch(/--jobs/);
    expect(parseFleetArgs(['--tenants', 't.json', '--interval', '1'])).toMatch(/at least 5/);
    expect(parseFleetArgs(['--tenants', 't.json', '--bogus'])).toMatch(/unknown option/);
  });
});
