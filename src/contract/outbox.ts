/**
 * The lead outbox, shared by the page and the service worker (decision 0000 § Contact form and
 * estimate modal: a submission is never lost, each recipient receives it exactly once).
 *
 * A submission is one entry in IndexedDB, written BEFORE any request, with one record per
 * recipient. Whoever replays the outbox (a page timer, the `online` event, a page load,
 * Background Sync in the worker) calls `replayOutbox`; the entry is removed once every
 * recipient is delivered. The parts, each pure apart from the injected store, fetch, clock and
 * locks, importing nothing from src but the contract (valibot, so neither the page nor the
 * worker loads zod for it):
 * - ./outbox-entry.ts: the entry and its recipients, as stored;
 * - ./outbox-retry.ts: what an answer means, Retry-After, when a lead is given up;
 * - ./outbox-relays.ts: each relay URL's growing delay after failures, and what counts as an outage;
 * - ./outbox-send.ts: the request (the original product's, plus `Idempotency-Key` for a relay
 *   the tenant declared deduplicating) and one entry's delivery;
 * - ./outbox-store.ts: IndexedDB and memory stores, retention;
 * - ./outbox-replay.ts: the replay, under a Web Lock or per-entry leases;
 * - ./outbox-names.ts: the database's names and whether a browser holds any entry, for the entry
 *   (src/main.tsx) to ask without loading the rest.
 * Its database, channel and lock are its site's (./site-names.ts): several sites may share an origin.
 */

/** Background Sync tag registered by the page and handled by the worker (a registration's own: one site's). */
export const OUTBOX_SYNC_TAG = 'canopy-outbox';
