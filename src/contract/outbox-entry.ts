import * as v from 'valibot';
import { finiteNumber, plainRecord } from './schema-kit';

/**
 * A lead in the outbox (./outbox.ts): one entry per submission, one record per recipient
 * (`pending` -> `delivered` after a 2xx, or `failed` after a 4xx or when given up), as stored in
 * IndexedDB. Validated with valibot, so neither the page nor the worker loads zod for it.
 */

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
  /** Failed because it was given up on (its age, a relay the site refuses), not rejected by the relay. */
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

/** How many of its recipients have been delivered. */
export const deliveredCount = (entry: OutboxEntry): number => entry.recipients.filter((r) => r.state === 'delivered').length;
