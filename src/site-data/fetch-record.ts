import { recordUnusable } from '../contract/record-rule';

/**
 * One request for the raw record: a usable record or a reason. Rejects on a network error, a
 * status other than 2xx, an answer that is not JSON, an answer that is no usable record (`{}`,
 * `{"error":...}`, a nameless record: src/contract/record-rule.ts), or no answer within `timeoutMs`.
 */
export async function fetchRecord(url: string, timeoutMs: number, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  let raw: unknown;
  try {
    const res = await fetchImpl(url, { signal: controller.signal, headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const text = await res.text();
    try {
      raw = JSON.parse(text) as unknown;
    } catch {
      throw new Error('the answer is not JSON');
    }
  } catch (err) {
    if (controller.signal.aborted) throw new Error(`timed out after ${timeoutMs} ms`);
    throw err;
  } finally {
    clearTimeout(timer);
  }
  const unusable = recordUnusable(raw);
  if (unusable) throw new UnusableRecordError(unusable);
  return raw;
}

/** The service answered JSON that is no usable record (src/contract/record-rule.ts says why). */
export class UnusableRecordError extends Error {
  constructor(reason: string) {
    super(`the answer is not a usable record: ${reason}`);
  }
}

const reported = new WeakSet<object>();

/**
 * Logs a failed record request once, whoever reads the failure first: the page's early request
 * (which may be all that runs) or the app's loader taking the same request.
 */
export function reportRecordFailure(err: unknown, log: (message: string, detail?: unknown) => void): void {
  if (typeof err === 'object' && err !== null) {
    if (reported.has(err)) return;
    reported.add(err);
  }
  log('Site data could not be loaded:', err instanceof Error ? err.message : String(err));
}
