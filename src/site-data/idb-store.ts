import { get, set } from 'idb-keyval';
import { config } from '../config/env';
import { siteKeyValueStore } from '../contract/key-value';
import type { RecordStore } from './load';

/** IndexedDB-backed store, the site's own; any failure (unavailable, private mode, quota) surfaces as a rejection. */
export const idbRecordStore: RecordStore = {
  get: async (key) => get(key, siteKeyValueStore(config.basePath)),
  set: async (key, value) => set(key, value, siteKeyValueStore(config.basePath)),
};
