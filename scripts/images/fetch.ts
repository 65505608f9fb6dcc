/** Downloads one image with a timeout and a size cap; sends the cached validators when known. */
export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
}

export interface Validators {
  etag?: string;
  lastModified?: string;
}

export type FetchResult =
  | { status: 'ok'; body: Buffer; validators: Validators }
  | { status: 'not-modified' }
  | { status: 'failed'; reason: string; /** The host did not answer at all (DNS, refused, timeout). */ unreachable?: boolean };

export const DEFAULT_LIMITS: FetchLimits = { timeoutMs: 20_000, maxBytes: 25 * 1024 * 1024 };

export async function fetchImage(url: string, known: Validators | undefined, limits: FetchLimits = DEFAULT_LIMITS): Promise<FetchResult> {
  const headers: Record<string, string> = { Accept: 'image/avif,image/webp,image/*,*/*;q=0.8' };
  if (known?.etag) headers['If-None-Match'] = known.etag;
  if (known?.lastModified) headers['If-Modified-Since'] = known.lastModified;
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const res = await fetch(url, { headers, signal, redirect: 'follow' });
    if (res.status === 304) return { status: 'not-modified' };
    if (!res.ok) {
      await res.body?.cancel();
      return { status: 'failed', reason: `HTTP ${res.status}` };
    }
    const declared = Number(res.headers.get('content-length') ?? 0);
    if (declared > limits.maxBytes) {
      await res.body?.cancel();
      return { status: 'failed', reason: `over the size cap (${declared} > ${limits.maxBytes} bytes)` };
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = res.body?.getReader();
    for (;;) {
      const next = await reader?.read();
      if (!next || next.done) break;
      size += next.value.byteLength;
      if (size > limits.maxBytes) {
        await reader!.cancel();
        return { status: 'failed', reason: `over the size cap (> ${limits.maxBytes} bytes)` };
      }
      chunks.push(next.value);
    }
    const validators: Validators = {};
    const etag = res.headers.get('etag');
    const lastModified = res.headers.get('last-modified');
    if (etag) validators.etag = etag;
    if (lastModified) validators.lastModified = lastModified;
    return { status: 'ok', body: Buffer.concat(chunks), validators };
  } catch (err) {
    const timedOut = signal.aborted;
    const cause = err instanceof Error && err.cause instanceof Error ? ` (${(err.cause as Error & { code?: string }).code ?? err.cause.message})` : '';
    const reason = timedOut ? `timed out after ${limits.timeoutMs} ms` : `${err instanceof Error ? err.message : String(err)}${cause}`;
    return { status: 'failed', reason, unreachable: true };
  }
}
