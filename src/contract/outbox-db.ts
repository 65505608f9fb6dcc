import { createStore, keys } from 'idb-keyval';

/** Where the lead outbox lives (IndexedDB database and object store), for the page and the worker. */
export const OUTBOX_DB = 'canopy-outbox';
export const OUTBOX_STORE = 'entries';

/**
 * Whether the outbox holds any entry, without loading the outbox code or its validator: a
 * page with nothing waiting starts the replay loop only when a form needs it. Unreadable
 * storage reads as empty (entries it might hold cannot be sent from this page either).
 */
export async function outboxHasEntries(store = createStore(OUTBOX_DB, OUTBOX_STORE)): Promise<boolean> {
  try {
    return (await keys(store)).length > 0;
  } catch {
    return false;
  }
}
