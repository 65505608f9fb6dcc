import { OUTBOX_SYNC_TAG } from '../../contract/outbox';
import { entryStatus, newEntry, readEntry, type OutboxEntry, type OutboxPhoto } from '../../contract/outbox-entry';
import { isOffline, originOf } from '../../contract/outbox-relays';
import type { LockManagerLike, ReplayResult } from '../../contract/outbox-replay';
import type { FetchLike } from '../../contract/outbox-send';
import { siteLocks } from '../../contract/site-names';
import { idbOutboxStore, memoryOutboxStore, pendingCount, purgeExpired, takePhotosRefused, type OutboxStore } from '../../contract/outbox-store';
import { config } from '../../config/env';
import { realClock, type Clock } from '../../utils/clock';
import { listenToPage, OutboxListeners } from './outbox-listeners';
import { ReplayLoop } from './replay-loop';

/** How a form follows its leads: with the outbox's code, as it runs only once that has loaded. */
export { followLeads, showSubmitted } from './follow-leads';

/**
 * What became of a submission. `persisted: false` means the device could not store it
 * (IndexedDB unavailable or full): it lives only in this page's memory, is retried while the
 * page stays open, and the visitor must be told so. `photosRefused`: the relay took the lead
 * but not its photos (413). `photosNotSaved`: the device would not store the photos, so nothing
 * was kept or sent; the form still holds the lead and offers it without them.
 */
export type SubmissionState =
  | { kind: 'sent'; photosRefused?: boolean }
  | { kind: 'pending'; waiting: number; persisted: boolean }
  | { kind: 'failed' }
  | { kind: 'photosNotSaved' };

export interface OutboxClientDeps {
  /** The device's store (IndexedDB); without one, leads live in this page's memory. */
  store?: OutboxStore;
  fetchImpl: FetchLike;
  locks?: LockManagerLike;
  clock: Clock;
  /** Asks the service worker for a Background Sync (no-op where there is none). */
  requestSync?: () => void;
  owner?: string;
  /** The tenant's relay deduplicates: new leads carry `Idempotency-Key` (config.relayIdempotency). */
  idempotency?: boolean;
  /** After a request got no answer: is this device offline? (replayOutbox's `isOutage`) */
  isOutage?: () => Promise<boolean>;
  /** The tenant's relay accepts files: new leads go as multipart, with their photos (config.relayFiles). */
  multipart?: boolean;
}

/**
 * The page side of the lead outbox: saves a submission before any request, sends it, and
 * replays whatever waits (on start, `online`, a backoff timer, and whenever asked: ./replay-loop.ts).
 * Replays themselves are exactly-once across tabs and the worker (src/contract/outbox-replay.ts).
 */
export class OutboxClient {
  private deps: OutboxClientDeps;
  private store!: OutboxStore;
  /** Whether submissions survive this page (IndexedDB) or live only in memory. */
  private persistent = true;
  private listeners = new OutboxListeners();
  private loop: ReplayLoop;
  private started = false;
  /** Submissions made from this page whose forms are still following them. */
  private ownIds = new Set<string>();
  /**
   * Relay origins this site's CSP refuses (seen as violations): the record's relay changed
   * after the build. Their leads are given up at once and the visitor is offered the other
   * ways instead of "will send later" for ever.
   */
  private refused = new Set<string>();
  /** Leads a relay took without their photos (413), to say so when their form asks. */
  private photosRefused = new Set<string>();

  constructor(deps: OutboxClientDeps) {
    this.deps = deps;
    if (deps.store) this.store = deps.store;
    else this.keepInMemory();
    this.loop = new ReplayLoop({
      clock: deps.clock,
      ...(deps.requestSync ? { requestSync: deps.requestSync } : {}),
      options: () => ({
        store: this.store,
        fetchImpl: this.deps.fetchImpl,
        isBlocked: (url) => this.refused.has(originOf(url) ?? url),
        ...(this.deps.isOutage ? { isOutage: this.deps.isOutage } : {}),
        ...(this.deps.locks ? { locks: this.deps.locks } : {}),
        ...(this.deps.owner ? { owner: this.deps.owner } : {}),
        // Loaded only when a lead with photos is sent: a visitor who adds none never loads it (issue 39).
        photos: () => import('../../contract/outbox-photo-send').then((m) => m.photoSender),
      }),
      onResult: (result) => {
        for (const id of result.photosRefusedIds) this.photosRefused.add(id);
        this.listeners.changed(result.delivered > 0 || result.failedIds.length > 0);
      },
    });
  }

  /** The one memory fallback: the device cannot store (no IndexedDB, or a write refused), so this page keeps its leads. */
  private keepInMemory(): void {
    this.store = memoryOutboxStore();
    this.persistent = false;
  }

  /** Calls `fn` whenever the outbox may have changed (here, in another tab or in the worker). */
  subscribe(fn: () => void): () => void {
    return this.listeners.subscribe(fn);
  }

  /** A relay origin the site's policy refused: its leads are given up on the next replay, which runs now. */
  refuse(origin: string): void {
    if (this.refused.has(origin)) return;
    this.refused.add(origin);
    void this.replay();
  }

  /** Once per page: replay now, on `online`, and when another context reports a change. */
  start(): void {
    if (this.started || typeof window === 'undefined') return;
    this.started = true;
    listenToPage({ online: () => void this.replay({ tryEveryRelay: true }), refused: (origin) => this.refuse(origin) });
    this.listeners.listen();
    // Personal data is kept no longer than RETENTION_MS (README), then the rest is replayed.
    void purgeExpired(this.store, this.deps.clock.now())
      .catch(() => 0)
      .then(() => this.replay({ tryEveryRelay: true }));
  }

  /** Saves the lead with its photos (before any request), then tries to send it. */
  async submit(id: string, url: string, bodies: ReadonlyArray<Record<string, string>>, values: Record<string, unknown>, photos: readonly OutboxPhoto[] = []): Promise<SubmissionState> {
    const entry = newEntry(id, url, bodies, this.deps.clock.now(), values, { idempotency: this.deps.idempotency ?? false, multipart: this.deps.multipart ?? false, photos });
    this.ownIds.add(id);
    try {
      await this.store.put(entry);
    } catch (err) {
      // The device would not keep the photos (full, private mode): nothing is sent yet, rather
      // than photos that could be lost with the page; the form offers the lead without them.
      if (entry.photos) {
        console.warn('Outbox storage refused the photos; the lead is offered without them', err);
        this.ownIds.delete(id);
        return { kind: 'photosNotSaved' };
      }
      // Private mode, quota: kept in memory for this page rather than lost.
      console.warn('Outbox storage unavailable; keeping the request in memory', err);
      this.keepInMemory();
      await this.store.put(entry);
    }
    this.deps.requestSync?.();
    await this.replay();
    return this.stateOf(id);
  }

  async stateOf(id: string): Promise<SubmissionState> {
    const e = readEntry(await this.store.get(id).catch(() => undefined));
    if (!e) {
      this.ownIds.delete(id);
      return this.photosRefused.has(id) ? { kind: 'sent', photosRefused: true } : { kind: 'sent' };
    }
    const s = entryStatus(e);
    if (s === 'pending') return { kind: 'pending', waiting: await this.waiting(), persisted: this.persistent };
    return s === 'failed' ? { kind: 'failed' } : { kind: 'sent' };
  }

  /**
   * What a form should say of a lead settled where no form said it: a lead that went to its relay
   * without its photos since a form last said so (this page's replay, another tab's, or the
   * worker's with every page closed), answered once, then the note is gone; else nothing. The
   * form shows what this answers without knowing of photos, so a form without them carries no
   * photo code (issue 39).
   */
  async takeUntold(): Promise<Extract<SubmissionState, { kind: 'sent' }> | undefined> {
    return (await takePhotosRefused(this.store).catch(() => false)) ? { kind: 'sent', photosRefused: true } : undefined;
  }

  waiting(): Promise<number> {
    return pendingCount(this.store).catch(() => 0);
  }

  /**
   * Removes and answers an entry a relay rejected (4xx), so its values go back in a form:
   * `id`'s, or without `id` any one not submitted by a form of this page (those take their own).
   */
  async takeFailed(id?: string): Promise<OutboxEntry | undefined> {
    let taken: OutboxEntry | undefined;
    if (id) this.ownIds.delete(id);
    try {
      const ids = id ? [id] : (await this.store.ids()).filter((x) => !this.ownIds.has(x));
      for (const id of ids) {
        await this.store.update(id, (raw) => {
          const e = readEntry(raw);
          if (!e || entryStatus(e) !== 'failed') return undefined;
          taken = e;
          return null;
        });
        if (taken) break;
      }
    } catch {
      return undefined;
    }
    return taken;
  }

  /** Replays the outbox now (./replay-loop.ts). */
  replay(opts: { tryEveryRelay?: boolean } = {}): Promise<ReplayResult> {
    return this.loop.replay(opts);
  }
}

let pageClient: OutboxClient | undefined;

/** The device's outbox store, or none where IndexedDB is missing or refuses to open (some private modes). */
function deviceStore(): OutboxStore | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  try {
    return idbOutboxStore(config.basePath);
  } catch (err) {
    console.warn('Outbox storage unavailable; requests are kept in memory', err);
    return undefined;
  }
}

function browserDeps(clock: Clock): OutboxClientDeps {
  const nav = navigator as Navigator & { locks?: LockManagerLike };
  const store = deviceStore();
  return {
    ...(store ? { store } : {}),
    fetchImpl: (url, init) => fetch(url, init),
    idempotency: config.relayIdempotency,
    multipart: config.relayFiles,
    isOutage: () => isOffline(navigator.onLine, `${location.origin}/`, (url, init) => fetch(url, init)),
    ...(nav.locks ? { locks: siteLocks(nav.locks, config.basePath) } : {}),
    clock,
    owner: `page-${crypto.randomUUID()}`,
    requestSync: () => {
      const sw = navigator.serviceWorker;
      if (!sw) return;
      sw.getRegistration()
        .then((reg) => (reg as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync?.register(OUTBOX_SYNC_TAG))
        .catch(() => undefined);
    },
  };
}

/** The one outbox client of this page (browser only: call from effects and handlers). */
export function outboxClient(clock: Clock = realClock): OutboxClient {
  // One per page: several forms (home, estimate modal) share one replay loop.
  pageClient ??= new OutboxClient(browserDeps(clock));
  return pageClient;
}

/** Starts page-side replay (load, `online`, timer); safe to call many times. */
export function startOutboxReplay(clock: Clock = realClock): OutboxClient {
  const c = outboxClient(clock);
  c.start();
  return c;
}

/** Tests only: forget the page client so the next call builds a fresh one. */
export function resetOutboxClientForTests(): void {
  pageClient = undefined;
}
