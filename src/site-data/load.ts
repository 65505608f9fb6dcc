import { recordUnusable } from '../contract/record-rule';
import { emptySiteData } from './empty';
import { fetchRecord, reportRecordFailure } from './fetch-record';
import { recordChanged } from './fingerprint';
import type { ParseResult } from './parse';
import type { SiteData } from './schema';
import type { UrlOptions } from './url-safety';

/** The parser (with zod) is its own chunk: a first visit to an unchanged record never needs it. */
const parser = () => import('./parse').then((m) => m.parseSiteData);

/** Where the last good record is kept (idb-keyval in the app, a Map in tests). */
export interface RecordStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
}

export interface LoadOptions extends UrlOptions {
  url: string;
  timeoutMs: number;
  store: RecordStore;
  fetchImpl?: typeof fetch;
  log?: (message: string, detail?: unknown) => void;
  /**
   * The record the page was built from (prerendered, its parsed copy in a file beside the pages) and the fingerprint of the
   * raw record it came from: a fresh answer with the same fingerprint is that record again.
   */
  known?: { fingerprint: string; data: SiteData };
  /** The same request already under way (a prerendered page starts it before the app: early-record.ts). */
  request?: Promise<unknown>;
}

export type LoadSource = 'network' | 'cache' | 'none';
export interface LoadOutcome {
  source: LoadSource;
  result: ParseResult;
  /** The raw record as received or cached (kept so prerendered pages can embed it). */
  raw: unknown;
  error?: string;
}

export function storeKey(url: string): string {
  return `canopy:record:${url}`;
}

/**
 * Loads the site-data record. Never rejects: on failure (network, status, timeout, not JSON,
 * not a record) it logs, then falls back to the last good record in the store, then to none.
 */
export async function loadSiteData(opts: LoadOptions): Promise<LoadOutcome> {
  const log = opts.log ?? ((m: string, d?: unknown) => console.error(m, d));
  const key = storeKey(opts.url);
  const parseOpts: UrlOptions = { relativeBase: opts.relativeBase };
  const known = opts.known;
  // The one rule for a usable record (the build's), on the answer and on the stored copy alike:
  // an answer like `{}` never replaces what is on screen nor the last good record.
  const read = async (raw: unknown): Promise<ParseResult> => {
    const unusable = recordUnusable(raw);
    if (unusable) throw new Error(`the answer is not a usable record: ${unusable}`);
    return known && !recordChanged(raw, known.fingerprint) ? { data: known.data, issues: [], usable: true } : (await parser())(raw, parseOpts);
  };
  let error: string;
  try {
    const raw = await (opts.request ?? fetchRecord(opts.url, opts.timeoutMs, opts.fetchImpl ?? fetch));
    const result = await read(raw);
    if (!result.usable) throw new Error(result.issues[0]?.message ?? 'not a site-data record');
    try {
      await opts.store.set(key, raw);
    } catch (err) {
      log('Site data could not be saved for offline use:', err);
    }
    return { source: 'network', result, raw };
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
    reportRecordFailure(err, log);
  }
  try {
    const cached = await opts.store.get(key);
    // A copy stored before the rule applied here may be `{}`: it is passed over like a bad answer.
    if (cached !== undefined && recordUnusable(cached) === null) {
      const result = await read(cached);
      if (result.usable) return { source: 'cache', result, raw: cached, error };
    }
  } catch (err) {
    log('Saved site data could not be read:', err);
  }
  return { source: 'none', result: { data: emptySiteData(), issues: [], usable: false }, raw: null, error };
}
