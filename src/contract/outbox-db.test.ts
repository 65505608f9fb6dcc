import { describe, expect, it } from 'vitest';
import type { UseStore } from 'idb-keyval';
import { outboxHasEntries } from './outbox-db';

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
    await expect(outboxHasEntries(storeWith([]))).resolves.toBe(false);
    await expect(outboxHasEntries(storeWith(['lead-1']))).resolves.toBe(true);
  });

  it('reads unavailable storage as empty instead of failing the page', async () => {
    await expect(outboxHasEntries(storeWith(new Error('private mode')))).resolves.toBe(false);
  });
});
