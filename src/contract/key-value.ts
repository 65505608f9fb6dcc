import { createStore, type UseStore } from 'idb-keyval';
import { siteNames } from './site-names';

let opened: { name: string; store: UseStore } | undefined;

/**
 * The site's own idb-keyval store (the last good record, the widgets' last readings, the events
 * queue), opened on first use: idb-keyval's default store is one per origin, which every site of
 * that origin would share. A site at `/` opens the default's database, so what it kept is found.
 * Throws where IndexedDB is missing; call it inside an async function, so that surfaces as a rejection.
 */
export function siteKeyValueStore(basePath: string): UseStore {
  const name = siteNames(basePath).keyValueDb;
  if (opened?.name !== name) opened = { name, store: createStore(name, 'keyval') };
  return opened.store;
}
