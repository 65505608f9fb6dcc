import * as v from 'valibot';
import { privacySignal } from '../../events/privacy';
import { coercedNumber, finiteNumber } from '../../contract/schema-kit';
import { fetchJson, readCached, writeCached, type KeyValueStore } from './cache-store';
import { SESSION_FLAG } from './visit-flag';

/**
 * The visits counter contract (docs/visits-counter.md): `POST {url}` counts one visit and
 * answers `{"count": total}`; `GET {url}` answers the total without counting.
 */
const answerSchema = v.object({ count: v.pipe(coercedNumber, v.safeInteger(), v.minValue(0)) });
const cachedSchema = v.object({ count: finiteNumber, at: finiteNumber });

export { SESSION_FLAG } from './visit-flag';
export const visitsKey = (url: string) => `canopy:visits:${url}`;

export type VisitsResult = { status: 'fresh'; count: number } | { status: 'stale'; count: number } | { status: 'none' };

export interface VisitsDeps {
  url: string;
  store: KeyValueStore;
  session: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  now: () => number;
  fetchImpl?: typeof fetch;
}

function flagged(session: VisitsDeps['session']): boolean {
  try {
    return session?.getItem(SESSION_FLAG) === '1';
  } catch {
    return false;
  }
}

async function ask(method: 'GET' | 'POST', deps: VisitsDeps): Promise<VisitsResult> {
  try {
    const { count } = v.parse(answerSchema, await fetchJson(deps.url, { method }, deps.fetchImpl));
    await writeCached(deps.store, visitsKey(deps.url), { count, at: deps.now() });
    return { status: 'fresh', count };
  } catch (err) {
    console.warn('The visits counter is not available:', err instanceof Error ? err.message : err);
    const cached = await readCached(deps.store, visitsKey(deps.url), cachedSchema);
    return cached ? { status: 'stale', count: cached.count } : { status: 'none' };
  }
}

/**
 * Counts this visit once per browser session: POSTs unless the session is already counted or
 * the browser asks not to be tracked (Global Privacy Control, Do Not Track), and marks the
 * session only after the counter accepted it (so a failure is retried on the next page load).
 * Answers undefined when there was nothing to count.
 */
export async function countVisitOnce(deps: VisitsDeps): Promise<VisitsResult | undefined> {
  if (flagged(deps.session) || privacySignal()) return undefined;
  const r = await ask('POST', deps);
  if (r.status === 'fresh') {
    try {
      deps.session?.setItem(SESSION_FLAG, '1');
    } catch {
      // storage blocked: the visit may be counted again, which is the lesser harm
    }
  }
  return r;
}

/** The current total without counting (GET), else the last known one. */
export function readVisits(deps: VisitsDeps): Promise<VisitsResult> {
  return ask('GET', deps);
}
