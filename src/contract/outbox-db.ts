import { createStore, keys, type UseStore } from 'idb-keyval';
import { outboxDbName, OUTBOX_STORE } from './outbox-names';

/**
 * How many keys the outbox store holds, with IndexedDB's helper only (not the outbox's code or
 * its validator): ./outbox-names.ts `outboxHasEntries` loads it where an outbox database exists.
 * Unreadable storage reads as empty (entries it might hold cannot be sent from this page either).
 */
export async function outboxKeyCount(basePath: string, open: () => UseStore = () => createStore(outboxDbName(basePath), OUTBOX_STORE)): Promise<number> {
  try {
    return (await keys(open())).length;
  } catch {
    return 0;
  }
}
