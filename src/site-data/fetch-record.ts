/**
 * One request for the raw record: JSON or a reason. Rejects on a network error, a status other
 * than 2xx, an answer that is not JSON, or no answer within `timeoutMs`.
 */
export async function fetchRecord(url: string, timeoutMs: number, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  try {
    const res = await fetchImpl(url, { signal: controller.signal, headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const text = await res.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new Error('the answer is not JSON');
    }
  } catch (err) {
    if (controller.signal.aborted) throw new Error(`timed out after ${timeoutMs} ms`);
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

