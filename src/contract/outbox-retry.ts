import type { OutboxEntry, RecipientRecord } from './outbox-entry';
import type { RelayHealth } from './outbox-relays';

/**
 * When a lead is tried again and when it is given up (./outbox.ts): what a relay's answer means,
 * its `Retry-After`, the age limit. Each relay URL's own delay after failures is
 * ./outbox-relays.ts. Pure: the caller passes the time.
 */

/**
 * A recipient still not delivered this long after the visitor sent it is given up on. The age is
 * the only limit: a relay that stays down is tried on its back-off (./outbox-relays.ts, then every
 * 10 minutes) for the whole window, however long a page stays open meanwhile. A count of
 * attempts would run out at that pace in about 3 hours, days before the window ends.
 */
export const GIVE_UP_AFTER_MS = 7 * 24 * 60 * 60_000;
/** The longest `Retry-After` we honour (a relay asking for more gets retried sooner). */
const MAX_RETRY_AFTER_MS = 24 * 60 * 60_000;

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

/** Records the answer `status` for recipient `index` (a pending one); `attempts` counts them, for the record. */
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

/** When `entry` may be tried next: its relay's delay, and Retry-After when every waiting recipient has one. */
export function nextAttemptOf(entry: OutboxEntry, relays: RelayHealth): number {
  const waits = entry.recipients.filter((r) => r.state === 'pending').map((r) => r.retryAt ?? 0);
  return Math.max(relays.readyAt(entry.url), Math.min(...waits));
}
