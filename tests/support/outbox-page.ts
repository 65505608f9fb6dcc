import type { Page } from 'playwright-core';

/** An outbox entry as a returning visitor's browser may hold it (any version's shape). */
export type StoredOutboxEntry = { id: string } & Record<string, unknown>;

/**
 * Writes entries into the page's lead outbox (IndexedDB `canopy-outbox`) as the outbox stores
 * them: the prior state of a returning visitor's browser. The page must be on the site's origin.
 */
export function storeOutboxEntries(page: Page, entries: StoredOutboxEntry[]): Promise<void> {
  return page.evaluate(async (entries) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('canopy-outbox');
      req.onupgradeneeded = () => req.result.createObjectStore('entries');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const tx = db.transaction('entries', 'readwrite');
    for (const e of entries) tx.objectStore('entries').put(e, e.id);
    await new Promise((r) => (tx.oncomplete = r));
    db.close();
  }, entries);
}

/** The keys in the page's lead outbox (IndexedDB `canopy-outbox`), read as the outbox reads them. */
export function outboxKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('canopy-outbox');
      req.onupgradeneeded = () => req.result.createObjectStore('entries');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
      const req = db.transaction('entries').objectStore('entries').getAllKeys();
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    db.close();
    return keys.map(String);
  });
}
