import { describe, expect, it, vi } from 'vitest';
import type { UseStore } from 'idb-keyval';
import { OUTBOX_DB, outboxHasEntries } from './outbox-db';

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

describe('outboxHasEntries', () => {
  it('answers whether any lead waits in the outbox', async () => {
    const listed = { databases: () => Promise.resolve([{ name: OUTBOX_DB, version: 1 }]) };
    await expect(outboxHasEntries(() => storeWith([]), listed)).resolves.toBe(false);
    await expect(outboxHasEntries(() => storeWith(['lead-1']), listed)).resolves.toBe(true);
    // A browser that cannot list its databases: the store is read.
    await expect(outboxHasEntries(() => storeWith(['lead-1']), undefined)).resolves.toBe(true);
  });

  it('reads unavailable storage as empty instead of failing the page', async () => {
    await expect(outboxHasEntries(() => storeWith(new Error('private mode')), undefined)).resolves.toBe(false);
    const refused = { databases: () => Promise.reject(new Error('private mode')) };
    await expect(outboxHasEntries(() => storeWith(['lead-1']), refused)).resolves.toBe(false);
  });

  it('never creates the database on a device that has none (a first visit)', async () => {
    const open = vi.fn(() => storeWith([]));
    await expect(outboxHasEntries(open, { databases: () => Promise.resolve([{ name: 'other', version: 1 }]) })).resolves.toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});
