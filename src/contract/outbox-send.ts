import type { OutboxEntry } from './outbox-entry';
import { classify, markRecipient, retryAtFrom } from './outbox-retry';
import type { OutboxStore } from './outbox-store';

/**
 * The HTTP side of the outbox (./outbox.ts): what the original product sent
 * (`Content-Type: application/json` and the relay's fields), so a relay whose CORS preflight
 * allows nothing more still gets every lead; only an entry made for a relay the tenant declared
 * deduplicating carries `Idempotency-Key: <entryId>:<recipientIndex>`, the same on every retry
 * (docs/relay-contract.md). An entry made for a relay the tenant declared to accept files goes as
 * `multipart/form-data`; its photos, and the send without them after a 413 (§ Photos), are the
 * `PhotoSender`'s (./outbox-photo-send.ts), which the caller gives only for an entry with photos.
 */

/** A request that takes longer than this counts as a network failure (and is retried). */
export const REQUEST_TIMEOUT_MS = 15_000;

export type FetchLike = (url: string, init: RequestInit) => Promise<{ status: number; headers?: { get(name: string): string | null } }>;

export function idempotencyKey(entryId: string, recipientIndex: number): string {
  return `${entryId}:${recipientIndex}`;
}

/**
 * The headers of a request: the original product's, plus the key for a deduplicating relay. A
 * multipart body names no type here: the browser writes it with its boundary, and a request with
 * nothing else needs no CORS preflight.
 */
export function requestHeaders(entry: OutboxEntry, index: number): Record<string, string> {
  const headers: Record<string, string> = entry.multipart ? {} : { 'Content-Type': 'application/json' };
  if (entry.idempotency) headers['Idempotency-Key'] = idempotencyKey(entry.id, index);
  return headers;
}

/** The photo parts of delivery (./outbox-photo-send.ts), given only for an entry with photos. */
export interface PhotoSender {
  /** Appends recipient `index`'s photos as `photo` file parts (none once its relay refused them). */
  append(form: FormData, entry: OutboxEntry, index: number): void;
  /** The entry to send recipient `index` again at once after `status` (without its photos after a 413), or undefined. */
  resend(entry: OutboxEntry, index: number, status: number): OutboxEntry | undefined;
  /** After a send: whether the entry went without its photos; a `delivered` one leaves the note that says so. */
  settled(store: OutboxStore, after: OutboxEntry, delivered: boolean, now: number): Promise<boolean>;
}

/**
 * Recipient `index`'s body: its fields as JSON, or, for a relay that accepts files, the same
 * fields as text parts in their order, then the photos `photos` appends.
 */
export function requestBody(entry: OutboxEntry, index: number, photos?: PhotoSender): string | FormData {
  const fields = entry.recipients[index]?.body ?? {};
  if (!entry.multipart) return JSON.stringify(fields);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  photos?.append(form, entry, index);
  return form;
}

/** One POST to the relay: its status (0 for a network error or timeout) and `Retry-After`. */
async function sendRecipient(entry: OutboxEntry, index: number, fetchImpl: FetchLike, photos?: PhotoSender): Promise<{ status: number; retryAfter?: string | null }> {
  const r = entry.recipients[index];
  if (!r) return { status: 0 };
  const timeout = typeof AbortSignal !== 'undefined' && 'timeout' in AbortSignal ? AbortSignal.timeout(REQUEST_TIMEOUT_MS) : undefined;
  try {
    const res = await fetchImpl(entry.url, {
      method: 'POST',
      headers: requestHeaders(entry, index),
      body: requestBody(entry, index, photos),
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
 * says the device is offline) that attempt is not recorded. `maySend(i)` is asked right before
 * each request: false stops here, with nothing recorded (another replayer holds the entry now).
 * `photos`: the entry's photo parts and 413 resend (absent: none are sent).
 */
export async function deliverEntry(
  entry: OutboxEntry,
  fetchImpl: FetchLike,
  save: (next: OutboxEntry) => Promise<OutboxEntry | void> = async () => undefined,
  now: () => number = () => Date.now(),
  outage: () => Promise<boolean> = async () => false,
  maySend: (index: number) => Promise<boolean> = async () => true,
  photos?: PhotoSender,
): Promise<Delivery> {
  let current = entry;
  const d = { networkError: false, outage: false, relayFailed: false, answered: false };
  for (let i = 0; i < current.recipients.length; i++) {
    const r = current.recipients[i];
    if (r?.state !== 'pending') continue;
    // The relay asked us to wait (Retry-After): not yet.
    if (r.retryAt !== undefined && r.retryAt > now()) continue;
    if (!(await maySend(i))) return { entry: current, ...d };
    let { status, retryAfter } = await sendRecipient(current, i, fetchImpl, photos);
    const again = photos?.resend(current, i, status);
    if (again) {
      current = again;
      ({ status, retryAfter } = await sendRecipient(current, i, fetchImpl, photos));
    }
    if (status === 0 && (await outage())) return { entry: current, ...d, networkError: true, outage: true };
    current = markRecipient(current, i, status, retryAtFrom(retryAfter, now()));
    current = (await save(current)) ?? current;
    if (status === 0) return { entry: current, ...d, networkError: true, relayFailed: true };
    d.answered = true;
    if (classify(status) === 'retry') d.relayFailed = true;
  }
  return { entry: current, ...d };
}
