import { get, set } from 'idb-keyval';
import type { RecordStore } from './load';

/** IndexedDB-backed store; any failure (unavailable, private mode, quota) surfaces as a rejection. */
export const idbRecordStore: RecordStore = {
  get: (key) => get(key),
  set: (key, value) => set(key, value),
};
