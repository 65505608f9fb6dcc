/** Where the lead outbox lives (IndexedDB database and object store), for the page and the worker. */
export const OUTBOX_DB = 'canopy-outbox';
export const OUTBOX_STORE = 'entries';

/**
 * Whether this browser may hold an outbox at all, told without loading the outbox's code: a
 * visitor who never saved a lead has no outbox database (most first visits), and the entry then
 * loads neither the outbox check nor IndexedDB's helper. Where the browser cannot list its
 * databases, it may; where it refuses to (storage off, as in some private modes), nothing could
 * be read from one either: no.
 */
export async function mayHoldOutbox(idb: Pick<IDBFactory, 'databases'> | undefined = globalThis.indexedDB): Promise<boolean> {
  try {
    return typeof idb?.databases !== 'function' || (await idb.databases()).some((d) => d.name === OUTBOX_DB);
  } catch {
    return false;
  }
}
