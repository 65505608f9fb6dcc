import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';
import { entryStatus, readEntry, type OutboxEntry } from './outbox-entry';
import { outboxDbName, OUTBOX_STORE } from './outbox-names';

/**
 * Where the outbox (./outbox.ts) keeps its entries: IndexedDB in browsers (the page and the
 * worker open the same database), a Map in tests and where the device cannot store. Each method
 * is one IndexedDB transaction. Personal data is kept RETENTION_MS at most (`purgeExpired`).
 */

/** Personal data retention: any entry older than this is removed at page start and in the worker's sync (README). */
export const RETENTION_MS = 30 * 24 * 60 * 60_000;

/** Anything found in the store: an entry, or another version's shape (purgeExpired dates it). */
export type StoredValue = Record<string, unknown>;

/** The outbox storage. `update` is atomic. */
export interface OutboxStore {
  ids(): Promise<string[]>;
  /** Every key with its value, read at once (one transaction). */
  entries(): Promise<Array<[string, unknown]>>;
  get(id: string): Promise<unknown>;
  put(entry: OutboxEntry): Promise<void>;
  delete(id: string): Promise<void>;
  /** Read-modify-write in one transaction: `fn` returns the new value, `null` to delete, `undefined` to leave it. */
  update(id: string, fn: (old: unknown) => OutboxEntry | StoredValue | null | undefined): Promise<void>;
}

/** The outbox of the site at `basePath` (each site of an origin has its own: ./outbox-names.ts). */
export function idbOutboxStore(basePath: string, tx: UseStore = createStore(outboxDbName(basePath), OUTBOX_STORE)): OutboxStore {
  return {
    ids: () => tx('readonly', (s) => promisifyRequest(s.getAllKeys())).then((k) => k.map(String)),
    entries: () =>
      tx('readonly', (s) => Promise.all([promisifyRequest(s.getAllKeys()), promisifyRequest(s.getAll())])).then(([keys, values]) =>
        keys.map((k, i): [string, unknown] => [String(k), values[i]]),
      ),
    get: (id) => tx('readonly', (s) => promisifyRequest(s.get(id))),
    put: (entry) => tx('readwrite', (s) => (s.put(entry, entry.id), promisifyRequest(s.transaction))),
    delete: (id) => tx('readwrite', (s) => (s.delete(id), promisifyRequest(s.transaction))),
    update: (id, fn) =>
      tx(
        'readwrite',
        (s) =>
          new Promise<void>((resolve, reject) => {
            const req = s.get(id);
            req.onerror = () => reject(req.error);
            req.onsuccess = () => {
              try {
                const next = fn(req.result);
                if (next === null) s.delete(id);
                else if (next !== undefined) s.put(next, id);
                promisifyRequest(s.transaction).then(resolve, reject);
              } catch (err) {
                reject(err);
              }
            };
          }),
      ),
  };
}

export function memoryOutboxStore(): OutboxStore & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  const clone = <T,>(v: T): T => (v === undefined ? v : structuredClone(v));
  return {
    map,
    ids: async () => [...map.keys()],
    entries: async () => [...map].map(([k, v]): [string, unknown] => [k, clone(v)]),
    get: async (id) => clone(map.get(id)),
    put: async (entry) => void map.set(entry.id, clone(entry)),
    delete: async (id) => void map.delete(id),
    update: async (id, fn) => {
      const next = fn(clone(map.get(id)));
      if (next === null) map.delete(id);
      else if (next !== undefined) map.set(id, clone(next));
    },
  };
}

/** Entries still waiting for at least one recipient. */
export async function pendingCount(store: OutboxStore): Promise<number> {
  return (await store.entries()).filter(([, raw]) => {
    const e = readEntry(raw);
    return e !== undefined && entryStatus(e) === 'pending';
  }).length;
}

const isObject = (x: unknown): x is StoredValue => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A stored date (epoch ms, or another version's date text) no later than `now`, else undefined. */
function pastDate(x: unknown, now: number): number | undefined {
  const t = typeof x === 'number' ? x : typeof x === 'string' ? Date.parse(x) : NaN;
  return Number.isFinite(t) && t <= now ? t : undefined;
}

/**
 * Removes every stored value older than RETENTION_MS, pending or failed (delivered ones are
 * removed at once), whatever its shape: another version's entry holds a visitor's name and phone
 * too. A value with no date, a date that does not read, or one in the future (a wrong clock)
 * counts as first seen now: `firstSeenAt` is stored in it, and it goes RETENTION_MS later.
 * Answers how many were removed.
 */
export async function purgeExpired(store: OutboxStore, now: number, maxAgeMs = RETENTION_MS): Promise<number> {
  let removed = 0;
  for (const id of await store.ids()) {
    await store.update(id, (raw) => {
      const value = isObject(raw) ? raw : { value: raw };
      const dates = [pastDate(value.createdAt, now), pastDate(value.firstSeenAt, now)].filter((t) => t !== undefined);
      if (dates.length === 0) return { ...value, firstSeenAt: now };
      if (now - Math.min(...dates) < maxAgeMs) return undefined;
      removed++;
      return null;
    });
  }
  return removed;
}

/**
 * The outbox store's key for a note that a lead went to its relay without its photos (a 413: docs/relay-contract.md
 * § Photos). Not an entry: the replay skips it. Left (./outbox-photo-send.ts) by whichever replay sent it (a page, the worker's Background
 * Sync with every page closed) and taken by the form that tells the visitor, so it is said once, on the next page
 * with the form when no form saw it. It is dated, so purgeExpired removes one never taken.
 */
export const PHOTOS_REFUSED_KEY = '~photos-refused';

/** Takes the note, if there is one (one transaction: of two tabs, one takes it). */
export async function takePhotosRefused(store: OutboxStore): Promise<boolean> {
  let found = false;
  await store.update(PHOTOS_REFUSED_KEY, (raw) => {
    found = raw !== undefined;
    return found ? null : undefined;
  });
  return found;
}
