import { deliveredCount, entryStatus, readEntry, type OutboxEntry } from './outbox-entry';
import { relayHealth, relayOf, RELAYS_KEY, type RelayHealth } from './outbox-relays';
import { giveUp, giveUpIfOld, nextAttemptOf } from './outbox-retry';
import { deliverEntry, type FetchLike, type PhotoSender } from './outbox-send';
import type { OutboxStore } from './outbox-store';

/**
 * The replay (./outbox.ts): sends whatever waits, each recipient at most once across every tab
 * and the worker. It holds the `canopy-outbox` Web Lock (windows and workers share it) and reads
 * the outbox once inside it; where Web Locks are missing, each entry is claimed with a lease
 * written in one IndexedDB transaction, and renewed before each of its requests. An entry is
 * removed, in the transaction that records its last delivery, once every recipient is delivered.
 */

/** Web Lock name held around every replay. */
export const OUTBOX_LOCK = 'canopy-outbox';
/**
 * Lease length for the no-Web-Locks fallback. Renewed before each request, so it needs to outlast
 * one (REQUEST_TIMEOUT_MS, later in a hidden tab whose timers are throttled), not all of an
 * entry's: four recipients at the timeout already take 60 s.
 */
export const LEASE_MS = 60_000;

/** The part of the Web Locks API we use (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface ReplayOptions {
  store: OutboxStore;
  fetchImpl: FetchLike;
  /** `navigator.locks` where available; without it, per-entry leases are used. */
  locks?: LockManagerLike;
  now?: () => number;
  /** Who holds a lease (a random id per page or worker). */
  owner?: string;
  /**
   * True for a relay URL the site's policy refuses (the page saw a CSP violation for it): its
   * entries are given up at once instead of queued for ever.
   */
  isBlocked?: (url: string) => boolean;
  /**
   * Each relay URL's delay after failures, kept by the caller between replays (a fresh one per
   * replay when omitted: every relay tried once).
   */
  relays?: RelayHealth;
  /**
   * After a request got no answer: is the device offline (`navigator.onLine` false, the site's
   * own origin unreachable)? Then the replay stops and no relay's delay grows.
   */
  isOutage?: () => Promise<boolean>;
  /**
   * A new visit (the page's first replay) or the device back online: every waiting relay is tried
   * once now, whatever its delay (a failure still grows it). The delays spare a relay that is down
   * the retries of one open page, not a visitor who comes back.
   */
  tryEveryRelay?: boolean;
  /**
   * Collects the relays that fail in this replay. Those already in it failed moments ago, in the
   * replay this one follows in the same run (src/features/lead-form/replay-loop.ts): trying
   * every relay tries them no second time; they wait their delay.
   */
  failedNow?: Set<string>;
  /**
   * Gives the photo parts of delivery (./outbox-photo-send.ts), asked only for an entry with
   * photos: the page imports them then, the worker holds them. Without it, an entry with photos
   * waits for a replay that has them: it is never sent without its photos as if delivered.
   */
  photos?: () => Promise<PhotoSender>;
}

export interface ReplayResult {
  /** Recipients delivered by this replay. */
  delivered: number;
  /** Entries still pending afterwards. */
  pending: number;
  /** Entries whose recipients are all settled with at least one rejected (4xx). */
  failedIds: string[];
  /** Ids removed because every recipient is delivered. */
  deliveredIds: string[];
  /** Ids of entries a relay took without their photos (it answered 413 to them). */
  photosRefusedIds: string[];
  networkError: boolean;
  /** The replay stopped because the device is offline. */
  outage: boolean;
  /**
   * When the earliest entry still pending may be tried (its relay's delay, its Retry-After), or
   * undefined when nothing is pending; at or before now when one could be tried at once.
   */
  nextAttemptAt?: number;
}

type Replay = Required<Omit<ReplayOptions, 'locks' | 'photos'>> & Pick<ReplayOptions, 'photos'> & { leases: boolean };

/** What one read of the store holds: the pending entries, oldest first, and the shared relay state. */
async function readOutbox(store: OutboxStore): Promise<{ queue: OutboxEntry[]; relayState: unknown }> {
  let relayState: unknown;
  const queue: OutboxEntry[] = [];
  for (const [id, raw] of await store.entries()) {
    if (id === RELAYS_KEY) relayState = raw;
    else {
      const e = readEntry(raw);
      // Kept under its id; the store's key wins should the two ever differ.
      if (e && entryStatus(e) === 'pending') queue.push(e.id === id ? e : { ...e, id });
    }
  }
  // Oldest first (ids are random UUIDs, so their order means nothing).
  queue.sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { queue, relayState };
}

/**
 * Claims `id` for `owner` unless someone else holds a live lease: the claimed entry, the entry
 * another replayer holds (`mine: false`), or undefined when it is gone or settled.
 */
async function claim(store: OutboxStore, id: string, owner: string, now: number): Promise<{ entry: OutboxEntry; mine: boolean } | undefined> {
  let found: { entry: OutboxEntry; mine: boolean } | undefined;
  await store.update(id, (raw) => {
    const e = readEntry(raw);
    if (!e || entryStatus(e) !== 'pending') return undefined;
    if (e.lease && e.lease.owner !== owner && e.lease.until > now) {
      found = { entry: e, mine: false };
      return undefined;
    }
    found = { entry: { ...e, lease: { owner, until: now + LEASE_MS } }, mine: true };
    return found.entry;
  });
  return found;
}

/**
 * Renews `owner`'s lease on `id` right before a request to recipient `index`. False when the
 * lease went to another replayer meanwhile or that recipient is settled: the request must not go.
 */
async function renew(store: OutboxStore, id: string, index: number, owner: string, now: number): Promise<boolean> {
  let mine = false;
  await store.update(id, (raw) => {
    const e = readEntry(raw);
    if (!e || e.lease?.owner !== owner || e.recipients[index]?.state !== 'pending') return undefined;
    mine = true;
    return { ...e, lease: { owner, until: now + LEASE_MS } };
  });
  return mine;
}

/** Releases `id`'s lease, if it is still `owner`'s. */
function release(store: OutboxStore, id: string, owner: string): Promise<void> {
  return store.update(id, (raw) => {
    const e = readEntry(raw);
    if (!e || e.lease?.owner !== owner) return undefined;
    const { lease: _lease, ...rest } = e;
    return rest;
  });
}

/**
 * Records `next` (a recipient's answer) over what is stored, keeping whatever the store already
 * settled; an entry every recipient of which is now delivered is removed in the same transaction.
 * Answers whether it was removed.
 */
async function saveAnswer(store: OutboxStore, next: OutboxEntry): Promise<boolean> {
  let removed = false;
  await store.update(next.id, (raw) => {
    const stored = readEntry(raw);
    if (!stored) return undefined;
    const merged = { ...next, recipients: next.recipients.map((r, i) => (stored.recipients[i]?.state === 'pending' ? r : (stored.recipients[i] ?? r))) };
    removed = entryStatus(merged) === 'delivered';
    return removed ? null : merged;
  });
  return removed;
}

/** Whether `seen`'s relay waits its delay now (a relay the site refuses, or an entry too old to send, never waits). */
function waits(o: Replay, seen: OutboxEntry): boolean {
  if (o.isBlocked(seen.url) || giveUpIfOld(seen, o.now()) !== seen) return false;
  // Trying every relay (a new visit): once each, so a relay that fails now waits again.
  return o.tryEveryRelay ? o.failedNow.has(relayOf(seen.url)) : o.relays.readyAt(seen.url) > o.now();
}

/**
 * Sends one pending entry (`seen`, as read inside the lock) and records what became of it.
 * Answers the entry as it stands afterwards (undefined once removed or gone), and whether the
 * device turned out to be offline.
 */
async function replayEntry(o: Replay, seen: OutboxEntry, result: ReplayResult): Promise<{ after?: OutboxEntry; outage: boolean }> {
  // With leases, another tab or the worker may have sent it since the store was read.
  const claimed = o.leases ? await claim(o.store, seen.id, o.owner, o.now()) : { entry: seen, mine: true };
  if (!claimed?.mine) return { ...(claimed ? { after: claimed.entry } : {}), outage: false };
  const found = claimed.entry;
  const entry = o.isBlocked(found.url) ? giveUp(found) : giveUpIfOld(found, o.now());
  if (entry !== found) await o.store.update(entry.id, (raw) => (readEntry(raw) ? entry : undefined));
  let removed = false;
  const save = async (next: OutboxEntry) => void (removed = await saveAnswer(o.store, next));
  const maySend = o.leases ? (i: number) => renew(o.store, entry.id, i, o.owner, o.now()) : undefined;
  if (entry.photos?.length && !o.photos) {
    if (o.leases) await release(o.store, entry.id, o.owner);
    return { after: entry, outage: false };
  }
  const photos = entry.photos?.length ? await o.photos?.() : undefined;
  const delivery = await deliverEntry(entry, o.fetchImpl, save, o.now, o.isOutage, maySend, photos);
  if (delivery.relayFailed) {
    o.relays.failed(entry.url, o.now());
    o.failedNow.add(relayOf(entry.url));
  } else if (delivery.answered) o.relays.answered(entry.url);
  const after = delivery.entry;
  result.networkError ||= delivery.networkError;
  result.delivered += deliveredCount(after) - deliveredCount(entry);
  const status = entryStatus(after);
  if (status === 'delivered' && !removed) await o.store.delete(entry.id);
  if (await photos?.settled(o.store, after, status === 'delivered', o.now())) result.photosRefusedIds.push(entry.id);
  if (status === 'delivered') {
    result.deliveredIds.push(entry.id);
    return { outage: delivery.outage };
  }
  if (o.leases) await release(o.store, entry.id, o.owner);
  if (status === 'failed') result.failedIds.push(entry.id);
  return { ...(status === 'pending' ? { after } : {}), outage: delivery.outage };
}

async function replayUnlocked(o: Replay): Promise<ReplayResult> {
  const result: ReplayResult = { delivered: 0, pending: 0, failedIds: [], deliveredIds: [], photosRefusedIds: [], networkError: false, outage: false };
  const { queue, relayState } = await readOutbox(o.store);
  // The delays every context shares: what the last replay here, in another tab or in the worker left.
  if (o.relays.shared) o.relays.load(relayState);
  /** Entries still pending, as this replay leaves them. */
  const waiting: OutboxEntry[] = [];
  for (const [i, seen] of queue.entries()) {
    // A relay URL that failed (down, gone from DNS, CORS, a path its host drops) waits its delay:
    // its entries stay, every other relay's are still sent, those on the same host included.
    if (waits(o, seen)) {
      waiting.push(seen);
      continue;
    }
    const { after, outage } = await replayEntry(o, seen, result);
    if (after) waiting.push(after);
    // Offline: every other relay would fail too, and none of them is to blame.
    if (outage) {
      result.outage = true;
      waiting.push(...queue.slice(i + 1));
      break;
    }
  }
  result.pending = waiting.length;
  for (const e of waiting) result.nextAttemptAt = Math.min(result.nextAttemptAt ?? Infinity, nextAttemptOf(e, o.relays));
  if (o.relays.shared) {
    const stored = o.relays.stored(waiting.map((e) => e.url));
    const any = Object.keys(stored.relays).length > 0;
    if (any || relayState !== undefined) await o.store.update(RELAYS_KEY, () => (any ? stored : null));
  }
  return result;
}

/**
 * Sends everything waiting in the outbox, each recipient at most once across every tab and
 * the worker. Safe to call any time, from anywhere, as often as wanted.
 */
export async function replayOutbox(opts: ReplayOptions): Promise<ReplayResult> {
  const o = {
    store: opts.store,
    fetchImpl: opts.fetchImpl,
    now: opts.now ?? (() => Date.now()),
    owner: opts.owner ?? `o-${Math.random().toString(36).slice(2)}`,
    isBlocked: opts.isBlocked ?? (() => false),
    relays: opts.relays ?? relayHealth(),
    isOutage: opts.isOutage ?? (async () => false),
    tryEveryRelay: opts.tryEveryRelay ?? false,
    failedNow: opts.failedNow ?? new Set<string>(),
    ...(opts.photos ? { photos: opts.photos } : {}),
  };
  if (opts.locks) return opts.locks.request(OUTBOX_LOCK, () => replayUnlocked({ ...o, leases: false }));
  return replayUnlocked({ ...o, leases: true });
}
