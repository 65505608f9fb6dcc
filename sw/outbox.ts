/// <reference lib="webworker" />
/**
 * Lead outbox replay in the service worker (Background Sync).
 *
 * Usage, from the worker wiring (sw/sw.ts):
 *
 *     import { registerOutboxSync } from './outbox';
 *     registerOutboxSync(self);
 *
 * It listens for `sync` events tagged `OUTBOX_SYNC_TAG` (the page registers that tag after
 * saving a lead), removes what is past the retention limit (`purgeExpired`, as a page start does:
 * a sync may come days after the last page closed) and replays the IndexedDB outbox with
 * `replayOutbox` (src/contract/outbox-replay.ts), under the same Web Lock the pages
 * of its site use, so a tab and the worker never send the same recipient twice. When a network error
 * leaves leads waiting, the sync promise rejects so the browser schedules another attempt; 4xx
 * answers are final and are left in the outbox for the page to report to the visitor. Every
 * replay is announced on the site's outbox BroadcastChannel so open forms can update their
 * status. Each lead is sent with the headers its entry was made with (`Idempotency-Key` only for
 * a relay the tenant declared deduplicating), and each relay URL waits its own delay after
 * failures, kept while the worker lives.
 */
import { OUTBOX_SYNC_TAG } from '../src/contract/outbox';
import { photoSender } from '../src/contract/outbox-photo-send';
import { replayOutbox, type LockManagerLike, type ReplayResult } from '../src/contract/outbox-replay';
import { idbOutboxStore, purgeExpired, type OutboxStore } from '../src/contract/outbox-store';
import { isOffline, relayHealth } from '../src/contract/outbox-relays';
import { outboxChangedMessage } from '../src/contract/sw-messages';
import { siteLocks, siteNames } from '../src/contract/site-names';

interface SyncEventLike extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance?: boolean;
}

/** Each relay URL's delay after failures, shared with the pages through the store. */
const relays = relayHealth({ shared: true });

/** Purges, then replays once from the worker (Background Sync); answers the result. */
async function replayFromWorker(scope: ServiceWorkerGlobalScope, basePath: string, store: OutboxStore): Promise<ReplayResult> {
  // Personal data is kept no longer than RETENTION_MS (README), whether or not a page opens again.
  await purgeExpired(store, Date.now()).catch(() => 0);
  const navLocks = (scope.navigator as WorkerNavigator & { locks?: LockManagerLike }).locks;
  const locks = navLocks && siteLocks(navLocks, basePath);
  const result = await replayOutbox({
    store,
    fetchImpl: (url, init) => scope.fetch(url, init),
    ...(locks ? { locks } : {}),
    owner: `sw-${Math.random().toString(36).slice(2)}`,
    relays,
    isOutage: () => isOffline(scope.navigator.onLine, scope.registration.scope, (url, init) => scope.fetch(url, init)),
    // A worker cannot import() lazily: it holds the photo parts of delivery.
    photos: async () => photoSender,
  });
  try {
    const channel = new BroadcastChannel(siteNames(basePath).outboxChannel);
    channel.postMessage(outboxChangedMessage(result.pending));
    channel.close();
  } catch {
    // No BroadcastChannel: pages still re-check on focus, online and load.
  }
  return result;
}

/**
 * Replays the outbox of the site at `basePath` (the page's own: src/contract/site-names.ts).
 * `openStore`: the outbox store (IndexedDB; tests pass a memory one).
 */
export function registerOutboxSync(scope: ServiceWorkerGlobalScope, basePath: string, openStore: () => OutboxStore = () => idbOutboxStore(basePath)): void {
  scope.addEventListener('sync', (event) => {
    const e = event as SyncEventLike;
    if (e.tag !== OUTBOX_SYNC_TAG) return;
    e.waitUntil(
      replayFromWorker(scope, basePath, openStore()).then((r) => {
        // Rejecting asks the browser to retry this sync later (with its own backoff).
        if (r.pending > 0 && !e.lastChance) throw new Error(`${r.pending} lead(s) still waiting`);
      }),
    );
  });
}
