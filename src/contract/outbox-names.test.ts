import { describe, expect, it, vi } from 'vitest';
import type { UseStore } from 'idb-keyval';
import { outboxKeyCount } from './outbox-db';
import { outboxDbName, outboxHasEntries as hasEntries } from './outbox-names';

/** An idb-keyval store over a fixed list of keys (or a store that cannot be opened). */
function storeWith(keys: string[] | Error): UseStore {
  return ((_mode: IDBTransactionMode, callback: (s: IDBObjectStore) => unknown) => {
    if (keys instanceof Error) return Promise.reject(keys);
    const request = {
      result: keys,
      set onsuccess(fn: () => void) {
        queueMicrotask(fn);
      },
    };
    return callback({ getAllKeys: () => request } as unknown as IDBObjectStore);
  }) as UseStore;
}

/** The store's keys counted as the page counts them, over `keys`. */
const counted = (keys: string[] | Error) => () => outboxKeyCount('/', () => storeWith(keys));

/** The answer of a site at `/` (whose database keeps the name it had before sites were told apart). */
const outboxHasEntries = (idb: Parameters<typeof hasEntries>[1], count: () => Promise<number>) => hasEntries('/', idb, count);
const OUTBOX_DB = outboxDbName('/');

describe('outboxHasEntries', () => {
  it('answers whether any lead waits in the outbox', async () => {
    const listed = { databases: () => Promise.resolve([{ name: OUTBOX_DB, version: 1 }]) };
    await expect(outboxHasEntries(listed, counted([]))).resolves.toBe(false);
    await expect(outboxHasEntries(listed, counted(['lead-1']))).resolves.toBe(true);
    // A browser that cannot list its databases: the store is read.
    await expect(outboxHasEntries(undefined, counted(['lead-1']))).resolves.toBe(true);
  });

  it('reads unavailable storage as empty instead of failing the page', async () => {
    await expect(outboxHasEntries(undefined, counted(new Error('private mode')))).resolves.toBe(false);
    const refused = { databases: () => Promise.reject(new Error('private mode')) };
    await expect(outboxHasEntries(refused, counted(['lead-1']))).resolves.toBe(false);
  });

  it('never creates the database, nor loads the code that reads it, on a device that has none (a first visit)', async () => {
    const count = vi.fn(counted([]));
    await expect(outboxHasEntries({ databases: () => Promise.resolve([{ name: 'other', version: 1 }]) }, count)).resolves.toBe(false);
    expect(count).not.toHaveBeenCalled();
  });

  it("answers for this site's outbox alone: another site of the origin may have leads waiting", async () => {
    const rootsOnly = { databases: () => Promise.resolve([{ name: outboxDbName('/'), version: 1 }]) };
    const count = vi.fn(counted(['lead-of-the-root-site']));
    await expect(hasEntries('/site/', rootsOnly, count)).resolves.toBe(false);
    expect(count).not.toHaveBeenCalled();
    const both = { databases: () => Promise.resolve([{ name: outboxDbName('/'), version: 1 }, { name: outboxDbName('/site/'), version: 1 }]) };
    await expect(hasEntries('/site/', both, counted(['lead-1']))).resolves.toBe(true);
  });
});
