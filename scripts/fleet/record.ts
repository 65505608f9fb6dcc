import { fetchRecord, UnusableRecordError } from '../../src/site-data/fetch-record';

/** The validators of an answer (sent back as If-None-Match / If-Modified-Since). */
export interface Validators {
  etag?: string;
  lastModified?: string;
}

/** A tenant's record as the data service answered it: the record, or "not modified since". */
export interface Fetched extends Validators {
  notModified: boolean;
  raw?: unknown;
}

/**
 * The tenant's record at `url`, asked through the one record fetcher (src/site-data/fetch-record.ts)
 * with If-None-Match / If-Modified-Since when `since` holds the last answer's validators.
 * Rejects with a reason that names the address.
 */
export async function fetchRecordSince(url: string, since: Validators | undefined, timeoutMs: number): Promise<Fetched> {
  let answer: Response | undefined;
  let signal: AbortSignal | null | undefined;
  const conditional: typeof fetch = async (input, init) => {
    signal = init?.signal;
    const headers = new Headers(init?.headers);
    if (since?.etag) headers.set('if-none-match', since.etag);
    if (since?.lastModified) headers.set('if-modified-since', since.lastModified);
    answer = await fetch(input, { ...init, headers });
    return answer;
  };
  try {
    const raw = await fetchRecord(url, timeoutMs, conditional);
    return { notModified: false, raw, ...validatorsOf(answer!) };
  } catch (err) {
    if (answer?.status === 304) {
      const fresh = validatorsOf(answer);
      return { notModified: true, etag: fresh.etag ?? since?.etag, lastModified: fresh.lastModified ?? since?.lastModified };
    }
    if (signal?.aborted) throw new Error(`no answer from the data service within ${timeoutMs / 1000} s for ${url}`);
    if (answer && !answer.ok) throw new Error(`data service answered HTTP ${answer.status} for ${url}`);
    if (err instanceof UnusableRecordError) throw new Error(`the data service's ${err.message.replace(/^the /, '')} (${url})`);
    if (answer) throw new Error(`data service answered something that is not JSON for ${url}`);
    throw err;
  }
}

function validatorsOf(res: Response): Validators {
  return { etag: res.headers.get('etag') ?? undefined, lastModified: res.headers.get('last-modified') ?? undefined };
}
