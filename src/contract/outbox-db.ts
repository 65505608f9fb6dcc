import { createStore, keys, type UseStore } from 'idb-keyval';
import { mayHoldOutbox, OUTBOX_DB, OUTBOX_STORE } from './outbox-names';

export { OUTBOX_DB, OUTBOX_STORE };

/**
 * Whether the outbox holds any entry, without loading the outbox code or its validator: a
 * page with nothing waiting starts the replay loop only when a form needs it. Unreadable
 * storage reads as empty (entries it might hold cannot be sent from this page either).
 */
export async function outboxHasEntries(
  open: () => UseStore = () => createStore(OUTBOX_DB, OUTBOX_STORE),
  idb: Pick<IDBFactory, 'databases'> | undefined = globalThis.indexedDB,
): Promise<boolean> {
  try {
    // A visitor who never saved a lead has no outbox database: answered without opening one
    // (opening creates it, a long task on a slow phone's first visit). Where the browser
    // cannot list its databases, the store is opened.
    if (!(await mayHoldOutbox(idb))) return false;
    return (await keys(open())).length > 0;
  } catch {
    return false;
  }
}
