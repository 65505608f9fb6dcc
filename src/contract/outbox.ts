import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';
import * as v from 'valibot';
import { OUTBOX_DB, OUTBOX_STORE } from './outbox-db';
import { relayHealth, relayOf, RELAYS_KEY, type RelayHealth } from './outbox-relays';
import { finiteNumber, plainRecord } from './schema-kit';

/**
 * The lead outbox, shared by the page and the service worker (decision 0000 § Contact form and estimate modal: a submission is
 * never lost, each recipient receives it exactly once).
 *
 * A submission is one entry in IndexedDB, written BEFORE any request, with one record per
 * recipient (`pending` -> `delivered` after a 2xx, or `failed` after a 4xx). Whoever replays
 * the outbox (a page timer, the `online` event, a page load, Background Sync in the worker)
 * calls `replayOutbox`, which holds the `canopy-outbox` Web Lock (windows and workers share it)
 * and re-reads every entry inside it; where Web Locks are missing, each entry is claimed with
 * a lease written in one IndexedDB transaction. An entry is removed once every recipient is
 * delivered. A request is what the original product sent (`Content-Type: application/json` and
 * the relay's fields): a relay whose CORS preflight allows nothing more still gets every lead.
 * Only an entry made for a relay the tenant declared deduplicating (`relayIdempotency`) carries
 * `Idempotency-Key: <entryId>:<recipientIndex>`, the same on every retry, so that relay can drop
 * the rare resend after a crash between its 2xx and our bookkeeping (docs/relay-contract.md).
 * Each relay URL waits its own growing delay after a failure (./outbox-relays.ts).
 *
 * Pure apart from the injected store, fetch, clock and locks; imports nothing else from src
 * but the contract's own schema kit (valibot, so neither the page nor the worker loads zod for it).
 */

export { OUTBOX_DB, OUTBOX_STORE } from './outbox-db';
/** Background Sync tag registered by the page and handled by the worker. */
export const OUTBOX_SYNC_TAG = 'canopy-outbox';
/** Web Lock name held around every replay. */
export const OUTBOX_LOCK = 'canopy-outbox';
/** BroadcastChannel on which replayers announce that entries changed. */
export const OUTBOX_CHANNEL = 'canopy-outbox';
/** A request that takes longer than this counts as a network failure (and is retried). */
export const REQUEST_TIMEOUT_MS = 15_000;
/** Lease length for the no-Web-Locks fallback: longer than one entry's requests. */
export const LEASE_MS = 60_000;
/** A recipient still not delivered after this many attempts is given up on (issue 13). */
export const MAX_ATTEMPTS = 25;
/** ... or this long after the visitor sent it. */
export const GIVE_UP_AFTER_MS = 7 * 24 * 60 * 60_000;
/** Personal data retention: any entry older than this is removed at page start (README). */
export const RETENTION_MS = 30 * 24 * 60 * 60_000;
/** The longest `Retry-After` we honour (a relay asking for more gets retried sooner). */
const MAX_RETRY_AFTER_MS = 24 * 60 * 60_000;

/** zod's `z.number().int().nonnegative()`: a safe integer, 0 or more. */
const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const nonEmpty = v.pipe(v.string(), v.minLength(1));

const recipientSchema = v.object({
  toEmail: v.string(),
  /** The exact JSON body for the relay. */
  body: plainRecord((x) => typeof x === 'string'),
  state: v.picklist(['pending', 'delivered', 'failed']),
  attempts: count,
  /** Last HTTP status seen (0 = network error). */
  lastStatus: v.optional(v.pipe(v.number(), v.safeInteger())),
  /** Not before this time (epoch ms): the relay's `Retry-After`. */
  retryAt: v.optional(finiteNumber),
  /** Failed because it was given up on (attempts or age), not rejected by the relay. */
  gaveUp: v.optional(v.boolean()),
});

export const outboxEntrySchema = v.object({
  id: nonEmpty,
  url: nonEmpty,
  createdAt: finiteNumber,
  recipients: v.pipe(v.array(recipientSchema), v.minLength(1)),
  /** What the visitor typed, so a rejected lead can be put back in the form. */
  values: v.optional(plainRecord()),
  lease: v.optional(v.object({ owner: v.string(), until: finiteNumber })),
  /** Sent with `Idempotency-Key` (the tenant declared its relay deduplicating when it was made). */
  idempotency: v.optional(v.boolean()),
  /** When this device first saw it, stored when `createdAt` was in the future (purgeExpired). */
  firstSeenAt: v.optional(finiteNumber),
});

export type OutboxEntry = v.InferOutput<typeof outboxEntrySchema>;
export type RecipientRecord = OutboxEntry['recipients'][number];
export type RecipientState = RecipientRecord['state'];

/** What to do after an answer: 2xx delivered, 4xx stop (but 408, 425, 429), 5xx and anything else retry. */
export type Outcome = 'delivered' | 'rejected' | 'retry';

/** `status` 0 (or undefined) stands for a network error, timeout or CORS failure. */
export function classify(status: number | undefined): Outcome {
  if (!status) return 'retry';
  if (status >= 200 && status < 300) return 'delivered';
  // Timeout, too early, too many requests: the relay asks to be tried again later.
  if (status === 408 || status === 425 || status === 429) return 'retry';
  if (status >= 400 && status < 500) return 'rejected';
  return 'retry';
}

/** `Retry-After` (seconds or an HTTP date) as a time to retry at, or undefined. */
export function retryAtFrom(header: string | null | undefined, now: number): number | undefined {
  const h = header?.trim();
  if (!h) return undefined;
  const at = /^\d+$/.test(h) ? now + Number(h) * 1000 : Date.parse(h);
  if (!Number.isFinite(at) || at <= now) return undefined;
  return Math.min(at, now + MAX_RETRY_AFTER_MS);
}

export function idempotencyKey(entryId: string, recipientIndex: number): string {
  return `${entryId}:${recipientIndex}`;
}

export interface EntryOptions {
  /** The relay deduplicates: send `Idempotency-Key` (config.relayIdempotency). */
  idempotency?: boolean;
}

export function newEntry(
  id: string,
  url: string,
  bodies: ReadonlyArray<Record<string, string>>,
  createdAt: number,
  values?: Record<string, unknown>,
  { idempotency = false }: EntryOptions = {},
): OutboxEntry {
  return {
    id,
    url,
    createdAt,
    recipients: bodies.map((body) => ({ toEmail: body.toEmail ?? '', body: { ...body }, state: 'pending', attempts: 0 })),
    ...(values ? { values } : {}),
    ...(idempotency ? { idempotency: true } : {}),
  };
}

/** The headers of a request: the original product's, plus the key for a deduplicating relay. */
export function requestHeaders(entry: OutboxEntry, index: number): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (entry.idempotency) headers['Idempotency-Key'] = idempotencyKey(entry.id, index);
  return headers;
}

/** Parses a stored value; anything else (another version, corruption) is `undefined`. */
export function readEntry(raw: unknown): OutboxEntry | undefined {
  const r = v.safeParse(outboxEntrySchema, raw);
  return r.success ? r.output : undefined;
}

export type EntryStatus = 'pending' | 'delivered' | 'failed';

/** pending while any recipient is; otherwise failed if any was rejected; else delivered. */
export function entryStatus(entry: OutboxEntry): EntryStatus {
  if (entry.recipients.some((r) => r.state === 'pending')) return 'pending';
  return entry.recipients.some((r) => r.state === 'failed') ? 'failed' : 'delivered';
}

export function markRecipient(entry: OutboxEntry, index: number, status: number, retryAt?: number): OutboxEntry {
  const outcome = classify(status);
  return {
    ...entry,
    recipients: entry.recipients.map((r, i) => {
      if (i !== index || r.state !== 'pending') return r;
      const { retryAt: _old, ...rest } = r;
      const next: RecipientRecord = {
        ...rest,
        attempts: r.attempts + 1,
        lastStatus: status,
        state: outcome === 'delivered' ? 'delivered' : outcome === 'rejected' ? 'failed' : 'pending',
      };
      if (next.state === 'pending' && retryAt !== undefined) next.retryAt = retryAt;
      if (next.state === 'pending' && next.attempts >= MAX_ATTEMPTS) return { ...next, state: 'failed', gaveUp: true };
      return next;
    }),
  };
}

/** When the visitor sent it, as far as this device knows (a future date is replaced by first seen). */
function sentAt(entry: OutboxEntry): number {
  return Math.min(entry.createdAt, entry.firstSeenAt ?? Infinity);
}

/** Marks every pending recipient failed when the entry is older than GIVE_UP_AFTER_MS. */
export function giveUpIfOld(entry: OutboxEntry, now: number): OutboxEntry {
  return now - sentAt(entry) < GIVE_UP_AFTER_MS ? entry : giveUp(entry);
}

/**
 * Marks every pending recipient failed (given up): the site's policy (its CSP) refuses the
 * relay, so no later attempt can succeed and the visitor must be told now.
 */
export function giveUp(entry: OutboxEntry): OutboxEntry {
  return { ...entry, recipients: entry.recipients.map((r) => (r.state === 'pending' ? { ...r, state: 'failed', gaveUp: true } : r)) };
}

export type FetchLike = (url: string, init: RequestInit) => Promise<{ status: number; headers?: { get(name: string): string | null } }>;

/** One POST to the relay: its status (0 for a network error or timeout) and `Retry-After`. */
async function sendRecipient(entry: OutboxEntry, index: number, fetchImpl: FetchLike): Promise<{ status: number; retryAfter?: string | null }> {
  const r = entry.recipients[index];
  if (!r) return { status: 0 };
  const timeout = typeof AbortSignal !== 'undefined' && 'timeout' in AbortSignal ? AbortSignal.timeout(REQUEST_TIMEOUT_MS) : undefined;
  try {
    const res = await fetchImpl(entry.url, {
      method: 'POST',
      headers: requestHeaders(entry, index),
      body: JSON.stringify(r.body),
      mode: 'cors',
      credentials: 'omit',
      cache: 'no-store',
      ...(timeout ? { signal: timeout } : {}),
    });
    return { status: res.status || 0, retryAfter: res.headers?.get('Retry-After') };
  } catch {
    return { status: 0 };
  }
}

export interface Delivery {
  entry: OutboxEntry;
  /** A request got no answer. */
  networkError: boolean;
  /** ... and the device was offline then (not counted against the recipient or the relay). */
  outage: boolean;
  /** The relay failed (no answer, or 5xx / 408 / 425 / 429): it waits before its next attempt. */
  relayFailed: boolean;
  /** The relay answered at least once. */
  answered: boolean;
}

/**
 * Sends every pending recipient of `entry` once, in order, and returns the updated entry.
 * `save` is called after each answer so a delivered recipient is recorded before the next
 * request (it may return the stored entry, which then wins). Stops at the first network error
 * (the relay or the network is down: the rest would fail too); during an outage (`outage()`
 * says the device is offline) that attempt is not recorded.
 */
export async function deliverEntry(
  entry: OutboxEntry,
  fetchImpl: FetchLike,
  save: (next: OutboxEntry) => Promise<OutboxEntry | void> = async () => undefined,
  now: () => number = () => Date.now(),
  outage: () => Promise<boolean> = async () => false,
): Promise<Delivery> {
  let current = entry;
  const d = { networkError: false, outage: false, relayFailed: false, answered: false };
  for (let i = 0; i < current.recipients.length; i++) {
    const r = current.recipients[i];
    if (r?.state !== 'pending') continue;
    // The relay asked us to wait (Retry-After): not yet.
    if (r.retryAt !== undefined && r.retryAt > now()) continue;
    const { status, retryAfter } = await sendRecipient(current, i, fetchImpl);
    if (status === 0 && (await outage())) return { entry: current, ...d, networkError: true, outage: true };
    current = markRecipient(current, i, status, retryAtFrom(retryAfter, now()));
    current = (await save(current)) ?? current;
    if (status === 0) return { entry: current, ...d, networkError: true, relayFailed: true };
    d.answered = true;
    if (classify(status) === 'retry') d.relayFailed = true;
  }
  return { entry: current, ...d };
}

// ---------- storage ----------

/** Anything found in the store: an entry, or another version's shape (purgeExpired dates it). */
export type StoredValue = Record<string, unknown>;

/** The outbox storage: IndexedDB in browsers, a Map in tests. `update` is atomic. */
export interface OutboxStore {
  ids(): Promise<string[]>;
  get(id: string): Promise<unknown>;
  put(entry: OutboxEntry): Promise<void>;
  delete(id: string): Promise<void>;
  /** Read-modify-write in one transaction: `fn` returns the new value, `null` to delete, `undefined` to leave it. */
  update(id: string, fn: (old: unknown) => OutboxEntry | StoredValue | null | undefined): Promise<void>;
}

export function idbOutboxStore(tx: UseStore = createStore(OUTBOX_DB, OUTBOX_STORE)): OutboxStore {
  return {
    ids: () => tx('readonly', (s) => promisifyRequest(s.getAllKeys())).then((k) => k.map(String)),
    get: (id) => tx('readonly', (s) => promisifyRequest(s.get(id))),
    put: (entry) => tx('readwrite', (s) => (s.put(entry, entry.id), promisifyRequest(s.transaction))),
    delete: (id) => tx('readwrite', (s) => (s.delete(id), promisifyRequest(s.transaction))),
    update: (id, fn) =>
      tx(
        'readwrite',
        (s) =>
          new Promise<void>((resolve, reject) => {
            const req = s.get(id);
            req.onerror = () => reject(req.error);
            req.onsuccess = () => {
              try {
                const next = fn(req.result);
                if (next === null) s.delete(id);
                else if (next !== undefined) s.put(next, id);
                promisifyRequest(s.transaction).then(resolve, reject);
              } catch (err) {
                reject(err);
              }
            };
          }),
      ),
  };
}

export function memoryOutboxStore(): OutboxStore & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  const clone = <T,>(v: T): T => (v === undefined ? v : structuredClone(v));
  return {
    map,
    ids: async () => [...map.keys()],
    get: async (id) => clone(map.get(id)),
    put: async (entry) => void map.set(entry.id, clone(entry)),
    delete: async (id) => void map.delete(id),
    update: async (id, fn) => {
      const next = fn(clone(map.get(id)));
      if (next === null) map.delete(id);
      else if (next !== undefined) map.set(id, clone(next));
    },
  };
}

/** Entries still waiting for at least one recipient. */
export async function pendingCount(store: OutboxStore): Promise<number> {
  let n = 0;
  for (const id of await store.ids()) {
    const e = readEntry(await store.get(id));
    if (e && entryStatus(e) === 'pending') n++;
  }
  return n;
}

// ---------- replay ----------

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
   * replay this one follows in the same run (src/features/lead-form/outbox-client.ts): trying
   * every relay tries them no second time; they wait their delay.
   */
  failedNow?: Set<string>;
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
  networkError: boolean;
  /** The replay stopped because the device is offline. */
  outage: boolean;
  /**
   * When the earliest entry still pending may be tried (its relay's delay, its Retry-After), or
   * undefined when nothing is pending; at or before now when one could be tried at once.
   */
  nextAttemptAt?: number;
}

async function idsOldestFirst(store: OutboxStore): Promise<string[]> {
  const dated: [string, number][] = [];
  for (const id of await store.ids()) dated.push([id, readEntry(await store.get(id))?.createdAt ?? 0]);
  return dated.sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([id]) => id);
}

const isObject = (x: unknown): x is StoredValue => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A stored date (epoch ms, or another version's date text) no later than `now`, else undefined. */
function pastDate(x: unknown, now: number): number | undefined {
  const t = typeof x === 'number' ? x : typeof x === 'string' ? Date.parse(x) : NaN;
  return Number.isFinite(t) && t <= now ? t : undefined;
}

/**
 * Removes every stored value older than RETENTION_MS, pending or failed (delivered ones are
 * removed at once), whatever its shape: another version's entry holds a visitor's name and phone
 * too. A value with no date, a date that does not read, or one in the future (a wrong clock)
 * counts as first seen now: `firstSeenAt` is stored in it, and it goes RETENTION_MS later.
 * Answers how many were removed.
 */
export async function purgeExpired(store: OutboxStore, now: number, maxAgeMs = RETENTION_MS): Promise<number> {
  let removed = 0;
  for (const id of await store.ids()) {
    await store.update(id, (raw) => {
      const value = isObject(raw) ? raw : { value: raw };
      const dates = [pastDate(value.createdAt, now), pastDate(value.firstSeenAt, now)].filter((t) => t !== undefined);
      if (dates.length === 0) return { ...value, firstSeenAt: now };
      if (now - Math.min(...dates) < maxAgeMs) return undefined;
      removed++;
      return null;
    });
  }
  return removed;
}

/** Claims `id` for `owner` unless someone else holds a live lease; answers the claimed entry. */
async function claim(store: OutboxStore, id: string, owner: string, now: number): Promise<OutboxEntry | undefined> {
  let claimed: OutboxEntry | undefined;
  await store.update(id, (raw) => {
    const e = readEntry(raw);
    if (!e || entryStatus(e) !== 'pending') return undefined;
    if (e.lease && e.lease.owner !== owner && e.lease.until > now) return undefined;
    claimed = { ...e, lease: { owner, until: now + LEASE_MS } };
    return claimed;
  });
  return claimed;
}

/** When `entry` may be tried next: its relay's delay, and Retry-After when every waiting recipient has one. */
function nextAttemptOf(entry: OutboxEntry, relays: RelayHealth): number {
  const waits = entry.recipients.filter((r) => r.state === 'pending').map((r) => r.retryAt ?? 0);
  return Math.max(relays.readyAt(entry.url), Math.min(...waits));
}

async function replayUnlocked(o: Required<Omit<ReplayOptions, 'locks'>> & { leases: boolean }): Promise<ReplayResult> {
  const result: ReplayResult = { delivered: 0, pending: 0, failedIds: [], deliveredIds: [], networkError: false, outage: false };
  // The delays every context shares: what the last replay here, in another tab or in the worker left.
  if (o.relays.shared) o.relays.load(await o.store.get(RELAYS_KEY));
  // Oldest first (ids are random UUIDs, so their order means nothing).
  const ids = (await idsOldestFirst(o.store)).filter((id) => id !== RELAYS_KEY);
  /** Relays that failed in this replay (or in the one it follows). */
  const failedNow = o.failedNow;
  for (const id of ids) {
    // A relay URL that failed (down, gone from DNS, CORS, a path its host drops) waits its delay:
    // its entries stay, every other relay's are still sent, those on the same host included.
    const seen = readEntry(await o.store.get(id));
    if (!seen || entryStatus(seen) !== 'pending') continue;
    const blocked = o.isBlocked(seen.url);
    // Trying every relay (a new visit): once each, so a relay that fails now waits again.
    const waits = o.tryEveryRelay ? failedNow.has(relayOf(seen.url)) : o.relays.readyAt(seen.url) > o.now();
    if (!blocked && giveUpIfOld(seen, o.now()) === seen && waits) continue;
    // Re-read inside the lock: another tab or the worker may have delivered it meanwhile.
    const found = o.leases ? await claim(o.store, id, o.owner, o.now()) : readEntry(await o.store.get(id));
    if (!found || entryStatus(found) !== 'pending') continue;
    const entry = o.isBlocked(found.url) ? giveUp(found) : giveUpIfOld(found, o.now());
    if (entry !== found) await o.store.update(id, (raw) => (readEntry(raw) ? entry : undefined));
    const before = entry.recipients.filter((r) => r.state === 'delivered').length;
    const delivery = await deliverEntry(entry, o.fetchImpl, saveMerged, o.now, o.isOutage);
    async function saveMerged(next: OutboxEntry): Promise<void> {
      await o.store.update(id, (raw) => {
        const stored = readEntry(raw);
        if (!stored) return undefined;
        // Merge: keep whatever the store already settled, add what we just learnt.
        return {
          ...next,
          recipients: next.recipients.map((r, i) => (stored.recipients[i]?.state === 'pending' ? r : (stored.recipients[i] ?? r))),
        };
      });
    }
    const after = delivery.entry;
    if (delivery.relayFailed) {
      o.relays.failed(entry.url, o.now());
      failedNow.add(relayOf(entry.url));
    }
    else if (delivery.answered) o.relays.answered(entry.url);
    result.networkError ||= delivery.networkError;
    result.delivered += after.recipients.filter((r) => r.state === 'delivered').length - before;
    const status = entryStatus(after);
    if (status === 'delivered') {
      await o.store.delete(id);
      result.deliveredIds.push(id);
    } else if (o.leases) {
      await o.store.update(id, (raw) => {
        const e = readEntry(raw);
        if (!e || e.lease?.owner !== o.owner) return undefined;
        const { lease: _lease, ...rest } = e;
        return rest;
      });
    }
    if (status === 'failed') result.failedIds.push(id);
    // Offline: every other relay would fail too, and none of them is to blame.
    if (delivery.outage) {
      result.outage = true;
      break;
    }
  }
  const waiting = new Set<string>();
  for (const id of await o.store.ids()) {
    const e = readEntry(await o.store.get(id));
    if (!e || entryStatus(e) !== 'pending') continue;
    result.pending++;
    waiting.add(e.url);
    result.nextAttemptAt = Math.min(result.nextAttemptAt ?? Infinity, nextAttemptOf(e, o.relays));
  }
  if (o.relays.shared) {
    const stored = o.relays.stored(waiting);
    await o.store.update(RELAYS_KEY, () => (Object.keys(stored.relays).length ? stored : null));
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
  };
  if (opts.locks) return opts.locks.request(OUTBOX_LOCK, () => replayUnlocked({ ...o, leases: false }));
  return replayUnlocked({ ...o, leases: true });
}
