import { get, set } from 'idb-keyval';
import * as v from 'valibot';
import { config } from '../../config/env';
import { siteKeyValueStore } from '../../contract/key-value';

/** Where the widgets keep their last good answers (IndexedDB in the app, a Map in tests). */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
}

/** The site's own IndexedDB store (another site of the origin keeps its readings apart). */
export const idbStore: KeyValueStore = {
  get: async (key) => get(key, siteKeyValueStore(config.basePath)),
  set: async (key, value) => set(key, value, siteKeyValueStore(config.basePath)),
};

export function memoryStore(): KeyValueStore & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: async (key) => map.get(key),
    set: async (key, value) => {
      map.set(key, value);
    },
  };
}

/** Reads and validates a cached value; storage failures and stale shapes read as nothing. */
export async function readCached<S extends v.GenericSchema>(store: KeyValueStore, key: string, schema: S): Promise<v.InferOutput<S> | undefined> {
  try {
    const parsed = v.safeParse(schema, await store.get(key));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/** Writes quietly: a full or unavailable store (private mode) must not break the widget. */
export async function writeCached(store: KeyValueStore, key: string, value: unknown): Promise<void> {
  try {
    await store.set(key, value);
  } catch {
    // nothing to do: the value simply is not kept
  }
}

/** GET (or POST) JSON; rejects on network failure, non-2xx or a body that is not JSON. */
export async function fetchJson(url: string, init: RequestInit = {}, fetchImpl: typeof fetch = fetch, timeoutMs = 8000): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetchImpl(url, { ...init, signal: controller.signal, headers: { Accept: 'application/json', ...init.headers } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as unknown;
  } finally {
    clearTimeout(timer);
  }
}
