import { describe, expect, it, vi } from 'vitest';
import { recordFingerprint } from './fingerprint';
import { loadSiteData, storeKey, type RecordStore } from './load';
import { parseSiteData } from './parse';

const URL_ = 'https://data.example/paginas/demo';

function record(name: string) {
  return { dbPrincipal: { name, phones: [{ phone: '5125550100' }], emails: [] }, dbServices: [], simpleWidgets: [] };
}

function memory(initial?: unknown): RecordStore & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>(initial === undefined ? [] : [[storeKey(URL_), initial]]);
  return { map, get: async (k) => map.get(k), set: async (k, v) => void map.set(k, v) };
}

const answering = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as unknown as typeof fetch;

const quiet = () => undefined;

describe('loadSiteData', () => {
  it('keeps the page’s own copy when the service answers the record it was built from, and saves it', async () => {
    const raw = record('Evergreen Ridge');
    const built = parseSiteData(raw).data;
    const store = memory();
    const out = await loadSiteData({ url: URL_, timeoutMs: 1000, store, fetchImpl: answering(raw), known: { fingerprint: recordFingerprint(raw), data: built } });
    expect(out.source).toBe('network');
    expect(out.result.data).toBe(built);
    expect(out.result.issues).toEqual([]);
    expect(store.map.get(storeKey(URL_))).toEqual(raw);
  });

  it('parses a record that changed since the build', async () => {
    const old = record('Evergreen Ridge');
    const built = parseSiteData(old).data;
    const out = await loadSiteData({
      url: URL_,
      timeoutMs: 1000,
      store: memory(),
      fetchImpl: answering(record('Evergreen Ridge Tree Co')),
      known: { fingerprint: recordFingerprint(old), data: built },
    });
    expect(out.source).toBe('network');
    expect(out.result.data).not.toBe(built);
    expect(out.result.data.dbPrincipal.name).toBe('Evergreen Ridge Tree Co');
  });

  it('falls back to the saved record when the service fails, then to none', async () => {
    const saved = record('Saved Co');
    const fromCache = await loadSiteData({ url: URL_, timeoutMs: 1000, store: memory(saved), fetchImpl: answering('oops', 500), log: quiet });
    expect(fromCache.source).toBe('cache');
    expect(fromCache.result.data.dbPrincipal.name).toBe('Saved Co');
    expect(fromCache.error).toBe('HTTP 500');
    const none = await loadSiteData({ url: URL_, timeoutMs: 1000, store: memory(), fetchImpl: answering('not json'), log: quiet });
    expect(none.source).toBe('none');
    expect(none.error).toBe('the answer is not JSON');
    expect(none.result.usable).toBe(false);
  });
});

describe('an answer that is no usable record is a failure like any other', () => {
  const bad = ['{}', '{"error":"not found"}', '[]', 'null', '{"dbPrincipal":{"name":""}}', '{"dbPrincipal":{"name":"\u200b\u200b"}}'];

  it.each(bad)('%s never replaces the saved record: the last good one is shown, and the failure logged once', async (body) => {
    const saved = record('Saved Co');
    const store = memory(saved);
    const log = vi.fn();
    const out = await loadSiteData({ url: URL_, timeoutMs: 1000, store, fetchImpl: answering(body), log });
    expect(out.source).toBe('cache');
    expect(out.result.data.dbPrincipal.name).toBe('Saved Co');
    expect(out.error).toMatch(/not a usable record/);
    expect(store.map.get(storeKey(URL_))).toBe(saved);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('a bad copy saved by an earlier version is passed over, so the page keeps the record it was built from', async () => {
    const out = await loadSiteData({ url: URL_, timeoutMs: 1000, store: memory({ error: 'not found' }), fetchImpl: answering('{}'), log: quiet });
    expect(out.source).toBe('none');
    expect(out.raw).toBeNull();
  });
});
