import { describe, expect, it } from 'vitest';
import { OUTBOX_SYNC_TAG } from '../src/contract/outbox';
import { newEntry, readEntry } from '../src/contract/outbox-entry';
import { GIVE_UP_AFTER_MS } from '../src/contract/outbox-retry';
import { memoryOutboxStore, RETENTION_MS } from '../src/contract/outbox-store';
import { registerOutboxSync } from './outbox';

const RELAY = 'https://relay.example/send';
const DAY = 24 * 60 * 60_000;
const lead = (id: string, sentAt: number) => newEntry(id, RELAY, [{ toEmail: 'a@biz.example', nombre: id, phone: '503-555-0142' }], sentAt, { name: id });

/** A worker scope with no Web Locks whose relay answers 200, and a way to fire its Background Sync. */
function worker(store: ReturnType<typeof memoryOutboxStore>) {
  const sent: string[] = [];
  let onSync: ((e: unknown) => void) | undefined;
  const scope = {
    addEventListener: (type: string, fn: (e: unknown) => void) => {
      if (type === 'sync') onSync = fn;
    },
    navigator: { onLine: true },
    registration: { scope: 'https://site.example/' },
    fetch: async (_url: string, init: RequestInit) => {
      sent.push((JSON.parse(String(init.body)) as { nombre: string }).nombre);
      return new Response(null, { status: 200 });
    },
  } as unknown as ServiceWorkerGlobalScope;
  registerOutboxSync(scope, '/', () => store);
  /** Fires a sync as the browser does and answers when its `waitUntil` settles. */
  const sync = async (): Promise<void> => {
    let done: Promise<unknown> = Promise.resolve();
    onSync?.({ tag: OUTBOX_SYNC_TAG, waitUntil: (p: Promise<unknown>) => void (done = p) });
    await done;
  };
  return { sent, sync };
}

describe("the worker's Background Sync", () => {
  it('removes what is past the retention limit, as a page start does, then sends what waits', async () => {
    const store = memoryOutboxStore();
    const now = Date.now();
    // Given up weeks ago (a visitor's name and phone, never to be sent), and one sent today.
    store.map.set('old', { ...lead('old', now - RETENTION_MS - DAY), recipients: [{ ...lead('old', 0).recipients[0]!, state: 'failed', gaveUp: true }] });
    // Still pending past the retention limit: purged, not sent.
    await store.put(lead('stale', now - RETENTION_MS - 1000));
    await store.put(lead('new', now - 1000));
    const sw = worker(store);
    await sw.sync();
    expect(sw.sent).toEqual(['new']);
    expect(store.map.size).toBe(0);
  });

  it('keeps a lead past the give-up window but within retention, failed, for the form to report', async () => {
    const store = memoryOutboxStore();
    await store.put(lead('late', Date.now() - GIVE_UP_AFTER_MS - DAY));
    const sw = worker(store);
    await sw.sync();
    expect(sw.sent).toEqual([]);
    expect(readEntry(store.map.get('late'))!.recipients[0]).toMatchObject({ state: 'failed', gaveUp: true });
  });
});
