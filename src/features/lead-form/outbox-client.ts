import {
  entryStatus,
  idbOutboxStore,
  memoryOutboxStore,
  newEntry,
  OUTBOX_CHANNEL,
  OUTBOX_SYNC_TAG,
  pendingCount,
  purgeExpired,
  readEntry,
  replayOutbox,
  type FetchLike,
  type LockManagerLike,
  type OutboxEntry,
  type OutboxStore,
  type ReplayResult,
} from '../../contract/outbox';
import { backoffDelay, isOffline, relayHealth } from '../../contract/outbox-relays';
import { config } from '../../config/env';
import { isOutboxChangedMessage, outboxChangedMessage } from '../../contract/sw-messages';
import { realClock, type Clock } from '../../utils/clock';

/**
 * The origin a CSP `connect-src` violation refused, or undefined for any other violation.
 * (`blockedURI` is the refused URL; Chrome reports `effectiveDirective` `connect-src`.)
 */
export function refusedConnectOrigin(e: Pick<SecurityPolicyViolationEvent, 'effectiveDirective' | 'blockedURI'>): string | undefined {
  if (e.effectiveDirective !== 'connect-src') return undefined;
  try {
    return new URL(e.blockedURI).origin;
  } catch {
    return undefined;
  }
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** Retry delays (a relay's after failures, the page's while offline): 5 s, 15 s, 45 s, ... capped at 10 minutes. */
export { backoffDelay };

/**
 * What became of a submission. `persisted: false` means the device could not store it
 * (IndexedDB unavailable or full): it lives only in this page's memory, is retried while the
 * page stays open, and the visitor must be told so (issue 8).
 */
export type SubmissionState = { kind: 'sent' } | { kind: 'pending'; waiting: number; persisted: boolean } | { kind: 'failed' };

export interface OutboxClientDeps {
  store: OutboxStore;
  fetchImpl: FetchLike;
  locks?: LockManagerLike;
  clock: Clock;
  /** Asks the service worker for a Background Sync (no-op where there is none). */
  requestSync?: () => void;
  owner?: string;
  /** False when `store` is already a memory fallback (no IndexedDB on this device). */
  persistent?: boolean;
  /** The tenant's relay deduplicates: new leads carry `Idempotency-Key` (config.relayIdempotency). */
  idempotency?: boolean;
  /** After a request got no answer: is this device offline? (replayOutbox's `isOutage`) */
  isOutage?: () => Promise<boolean>;
}

/**
 * The page side of the lead outbox: saves a submission before any request, sends it, and
 * replays whatever waits (on start, `online`, a backoff timer, and whenever asked). Replays
 * themselves are exactly-once across tabs and the worker (src/contract/outbox.ts).
 */
export class OutboxClient {
  private deps: OutboxClientDeps;
  private listeners = new Set<() => void>();
  private running: Promise<ReplayResult> | undefined;
  private again = false;
  /** Timer retries while offline (or while the outbox cannot be read). */
  private attempt = 0;
  /** Each relay URL's delay after failures, shared with other tabs and the worker through the store. */
  private relays = relayHealth({ shared: true });
  /** The next replay tries every waiting relay, whatever its delay (a new visit, back online). */
  private tryEveryRelay = false;
  private cancelTimer: (() => void) | undefined;
  private channel: BroadcastChannel | undefined;
  private started = false;
  /** Submissions made from this page whose forms are still following them. */
  private ownIds = new Set<string>();
  /** Whether submissions survive this page (IndexedDB) or live only in memory. */
  private persistent: boolean;
  /**
   * Relay origins this site's CSP refuses (seen as violations): the record's relay changed
   * after the build. Their leads are given up at once and the visitor is offered the other
   * ways (issue 13 item 9) instead of "will send later" for ever.
   */
  private refused = new Set<string>();

  constructor(deps: OutboxClientDeps) {
    this.deps = deps;
    this.persistent = deps.persistent ?? true;
  }

  /** Calls `fn` whenever the outbox may have changed (here, in another tab or in the worker). */
  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private changed(broadcast: boolean): void {
    for (const fn of [...this.listeners]) fn();
    if (broadcast) this.channel?.postMessage(outboxChangedMessage());
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
    window.addEventListener('online', () => void this.replay({ tryEveryRelay: true }));
    document.addEventListener('securitypolicyviolation', (e) => {
      const origin = refusedConnectOrigin(e);
      if (origin) this.refuse(origin);
    });
    if (typeof BroadcastChannel !== 'undefined') {
      this.channel = new BroadcastChannel(OUTBOX_CHANNEL);
      this.channel.onmessage = (e: MessageEvent) => {
        if (isOutboxChangedMessage(e.data)) this.changed(false);
      };
    }
    // Personal data is kept no longer than RETENTION_MS (README), then the rest is replayed.
    void purgeExpired(this.deps.store, this.deps.clock.now())
      .catch(() => 0)
      .then(() => this.replay({ tryEveryRelay: true }));
  }

  /** Saves the lead (before any request), then tries to send it. */
  async submit(id: string, url: string, bodies: ReadonlyArray<Record<string, string>>, values: Record<string, unknown>): Promise<SubmissionState> {
    const entry = newEntry(id, url, bodies, this.deps.clock.now(), values, { idempotency: this.deps.idempotency ?? false });
    this.ownIds.add(id);
    try {
      await this.deps.store.put(entry);
    } catch (err) {
      // No IndexedDB (private mode, quota): keep it in memory for this page rather than lose it.
      console.warn('Outbox storage unavailable; keeping the request in memory', err);
      this.deps.store = memoryOutboxStore();
      this.persistent = false;
      await this.deps.store.put(entry);
    }
    this.deps.requestSync?.();
    await this.replay();
    return this.stateOf(id);
  }

  async stateOf(id: string): Promise<SubmissionState> {
    const e = readEntry(await this.deps.store.get(id).catch(() => undefined));
    if (!e) {
      this.ownIds.delete(id);
      return { kind: 'sent' };
    }
    const s = entryStatus(e);
    if (s === 'pending') return { kind: 'pending', waiting: await this.waiting(), persisted: this.persistent };
    return s === 'failed' ? { kind: 'failed' } : { kind: 'sent' };
  }

  waiting(): Promise<number> {
    return pendingCount(this.deps.store).catch(() => 0);
  }

  /**
   * Removes and answers an entry a relay rejected (4xx), so its values go back in a form:
   * `id`'s, or without `id` any one not submitted by a form of this page (those take their own).
   */
  async takeFailed(id?: string): Promise<OutboxEntry | undefined> {
    let taken: OutboxEntry | undefined;
    if (id) this.ownIds.delete(id);
    try {
      const ids = id ? [id] : (await this.deps.store.ids()).filter((x) => !this.ownIds.has(x));
      for (const id of ids) {
        await this.deps.store.update(id, (raw) => {
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

  /**
   * Replays the outbox; calls made while one runs are folded into one more run. `tryEveryRelay`:
   * a new visit or the device back online tries every waiting relay now, whatever its delay.
   */
  replay({ tryEveryRelay = false }: { tryEveryRelay?: boolean } = {}): Promise<ReplayResult> {
    this.tryEveryRelay ||= tryEveryRelay;
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = async (): Promise<ReplayResult> => {
      let result: ReplayResult;
      // A relay that failed in this run is not tried again by a replay folded into it, even one
      // that tries every relay (a new visit whose first replay came while a lead was being sent).
      const failedNow = new Set<string>();
      do {
        this.again = false;
        const everyRelay = this.tryEveryRelay;
        this.tryEveryRelay = false;
        result = await replayOutbox({
          tryEveryRelay: everyRelay,
          failedNow,
          store: this.deps.store,
          fetchImpl: this.deps.fetchImpl,
          now: () => this.deps.clock.now(),
          isBlocked: (url) => this.refused.has(originOf(url)),
          relays: this.relays,
          ...(this.deps.isOutage ? { isOutage: this.deps.isOutage } : {}),
          ...(this.deps.locks ? { locks: this.deps.locks } : {}),
          ...(this.deps.owner ? { owner: this.deps.owner } : {}),
        }).catch((err: unknown) => {
          console.warn('Outbox replay failed', err);
          return { delivered: 0, pending: 1, failedIds: [], deliveredIds: [], networkError: true, outage: false };
        });
        this.changed(result.delivered > 0 || result.failedIds.length > 0);
      } while (this.again);
      this.schedule(result);
      return result;
    };
    this.running = run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /**
   * The next replay: when the earliest waiting lead's relay may be tried again (each relay URL
   * waits its own delay), or, offline, on the page's own growing delay (and at `online`).
   */
  private schedule(result: ReplayResult): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    if (result.pending === 0) {
      this.attempt = 0;
      return;
    }
    this.deps.requestSync?.();
    let delay: number;
    if (result.outage || result.nextAttemptAt === undefined) delay = backoffDelay(this.attempt++);
    else {
      this.attempt = 0;
      delay = Math.max(result.nextAttemptAt - this.deps.clock.now(), backoffDelay(0));
    }
    this.cancelTimer = this.deps.clock.after(delay, () => void this.replay());
  }
}

let pageClient: OutboxClient | undefined;

function browserDeps(clock: Clock): OutboxClientDeps {
  const nav = navigator as Navigator & { locks?: LockManagerLike };
  let store: OutboxStore;
  let persistent = true;
  try {
    store = typeof indexedDB === 'undefined' ? ((persistent = false), memoryOutboxStore()) : idbOutboxStore();
  } catch (err) {
    // IndexedDB missing or refusing to open (some private modes): memory only, and say so.
    console.warn('Outbox storage unavailable; requests are kept in memory', err);
    store = memoryOutboxStore();
    persistent = false;
  }
  return {
    store,
    persistent,
    fetchImpl: (url, init) => fetch(url, init),
    idempotency: config.relayIdempotency,
    isOutage: () => isOffline(navigator.onLine, `${location.origin}/`, (url, init) => fetch(url, init)),
    ...(nav.locks ? { locks: nav.locks } : {}),
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
