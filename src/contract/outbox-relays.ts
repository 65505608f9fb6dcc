/**
 * Reachability of each form relay, per relay URL, for the lead outbox
 * (src/contract/outbox.ts). A relay URL that did not answer, or answered "try later" (5xx, 408,
 * 425, 429), waits a growing delay before it is tried again: 5 s, 15 s, 45 s ... up to 10
 * minutes. Any other answer (2xx, a final 4xx) means it works, and it is tried at once again.
 * Kept per URL, not per origin: when an owner moves the form to a new path on the same host and
 * the old one fails, the new one's leads still go at once.
 *
 * A failure during an outage (the device offline, the page's own origin unreachable) is not the
 * relay's fault: the caller does not record it here, so the relay's delay does not grow.
 *
 * One per replaying context (the page, the worker), kept between replays. A shared one is also
 * kept in the outbox store (read at the start of each replay, written at its end, under the
 * outbox lock), so the page and the worker's Background Sync wait the same delay instead of each
 * trying the relay on its own; an unshared one (a fresh one per replay when none is given) tries
 * each relay once. Pure: the caller passes the time.
 */

/** The longest a failing relay waits between attempts. */
export const MAX_RELAY_DELAY_MS = 10 * 60_000;

/** The wait after the `failures`-th consecutive failure (0-based): 5 s, 15 s, 45 s ... capped. */
export function backoffDelay(failures: number): number {
  return Math.min(5000 * 3 ** Math.max(0, failures), MAX_RELAY_DELAY_MS);
}

function parsed(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** The key a relay is kept under: its URL (normalised when it parses). */
export const relayOf = (url: string): string => parsed(url)?.href ?? url;

/** The origin of `url` (what a CSP violation refuses), or undefined when it does not parse. */
export const originOf = (url: string): string | undefined => parsed(url)?.origin;

/** The outbox store's key for the shared state (not an entry: the replay skips it). */
export const RELAYS_KEY = '~relays';

type RelayState = Map<string, { failures: number; until: number }>;

export interface RelayHealth {
  /** Kept in the outbox store, for every context to read. */
  readonly shared: boolean;
  /** Takes the state stored by the last replay of any context (anything unreadable is none). */
  load(stored: unknown): void;
  /** The state to store, for the relays in `urls` (those that still have leads waiting). */
  stored(urls: Iterable<string>): { relays: Record<string, unknown> };
  /** When `url` may be tried next (epoch ms); 0 when at once. */
  readyAt(url: string): number;
  /** It failed at `now`: the next attempt waits longer than the last. */
  failed(url: string, now: number): void;
  /** It answered (delivered or refused for good): tried at once from now on. */
  answered(url: string): void;
}

export function relayHealth({ shared = false }: { shared?: boolean } = {}): RelayHealth {
  let state: RelayState = new Map();
  return {
    shared,
    load(stored) {
      const relays = (stored as { relays?: unknown } | undefined)?.relays;
      state = new Map();
      if (typeof relays !== 'object' || relays === null) return;
      for (const [url, v] of Object.entries(relays as Record<string, unknown>)) {
        const { failures, until } = (v ?? {}) as { failures?: unknown; until?: unknown };
        if (Number.isSafeInteger(failures) && Number.isFinite(until)) state.set(url, { failures: failures as number, until: until as number });
      }
    },
    stored(urls) {
      const keep = new Set([...urls].map(relayOf));
      return { relays: Object.fromEntries([...state].filter(([url]) => keep.has(url))) };
    },
    readyAt: (url) => state.get(relayOf(url))?.until ?? 0,
    failed(url, now) {
      const key = relayOf(url);
      const failures = state.get(key)?.failures ?? 0;
      state.set(key, { failures: failures + 1, until: now + backoffDelay(failures) });
    },
    answered: (url) => void state.delete(relayOf(url)),
  };
}

/** How long the reachability probe of the site's own origin may take. */
const PROBE_TIMEOUT_MS = 5000;

/**
 * True when a failed request was an outage, not the relay's fault: the device says it is offline,
 * or the site's own origin (`probeUrl`) gives no answer either (any HTTP status is an answer).
 */
export async function isOffline(onLine: boolean, probeUrl: string, fetchImpl: (url: string, init: RequestInit) => Promise<unknown>): Promise<boolean> {
  if (!onLine) return true;
  const timeout = typeof AbortSignal !== 'undefined' && 'timeout' in AbortSignal ? AbortSignal.timeout(PROBE_TIMEOUT_MS) : undefined;
  try {
    // HEAD, uncached: the service worker routes GETs only, so this reaches the network.
    await fetchImpl(probeUrl, { method: 'HEAD', cache: 'no-store', credentials: 'omit', ...(timeout ? { signal: timeout } : {}) });
    return false;
  } catch {
    return true;
  }
}
