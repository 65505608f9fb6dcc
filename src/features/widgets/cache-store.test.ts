import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { memoryStore, readCached, type KeyValueStore } from './cache-store';

const schema = v.object({ n: v.number(), tag: v.optional(v.string()) });

describe('readCached', () => {
  it('answers the parsed value (unknown keys dropped), typed from the schema', async () => {
    const store = memoryStore();
    store.map.set('k', { n: 1, tag: 'a', extra: true });
    const v = await readCached(store, 'k', schema);
    expect(v).toEqual({ n: 1, tag: 'a' });
    const n: number | undefined = v?.n;
    expect(n).toBe(1);
  });

  it('reads stale shapes, nothing kept and storage failures as undefined', async () => {
    const store = memoryStore();
    expect(await readCached(store, 'missing', schema)).toBeUndefined();
    for (const bad of [{ n: '1' }, { n: 1, tag: 2 }, { tag: 'a' }, 'x', null]) {
      store.map.set('k', bad);
      expect(await readCached(store, 'k', schema)).toBeUndefined();
    }
    const broken: KeyValueStore = {
      get: async () => {
        throw new Error('blocked');
      },
      set: async () => undefined,
    };
    expect(await readCached(broken, 'k', schema)).toBeUndefined();
  });
});
