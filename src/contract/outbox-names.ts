import { siteNames } from './site-names';

/**
 * Where the lead outbox lives (IndexedDB database and object store), for the page and the worker:
 * each site of an origin has its own database (./site-names.ts), so a page replays only its
 * site's leads.
 */
export const outboxDbName = (basePath: string): string => siteNames(basePath).outboxDb;
export const OUTBOX_STORE = 'entries';

/**
 * Whether the outbox holds any entry: a page with nothing waiting starts the app and the replay
 * loop only when a form needs them. Asked without loading the outbox's code: a visitor who never
 * saved a lead has no outbox database (most first visits), and that is answered from the list of
 * databases, without opening one (opening creates it, a long task on a slow phone's first visit)
 * or loading IndexedDB's helper (`countKeys`, ./outbox-db.ts). Where the browser cannot list its
 * databases, the store is read; where it refuses to (storage off, as in some private modes),
 * nothing could be read from one either: no. Rejects only when the helper's code cannot load.
 */
export async function outboxHasEntries(
  basePath: string,
  idb: Pick<IDBFactory, 'databases'> | undefined = globalThis.indexedDB,
  countKeys: () => Promise<number> = () => import('./outbox-db').then((m) => m.outboxKeyCount(basePath)),
): Promise<boolean> {
  const name = outboxDbName(basePath);
  try {
    if (typeof idb?.databases === 'function' && !(await idb.databases()).some((d) => d.name === name)) return false;
  } catch {
    return false;
  }
  return (await countKeys()) > 0;
}
