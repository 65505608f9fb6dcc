import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRecord, takeEarlyRecord } from './early-record';
import { loadSiteData, storeKey, type RecordStore } from './load';
import { COVER_DONE_ATTR } from '../contract/page-marks';

const URL_ = 'https://data.example/paginas/demo';
const raw = { dbPrincipal: { name: 'Evergreen Ridge', phones: [{ phone: '5125550100' }], emails: [] }, dbServices: [], simpleWidgets: [] };

/** A fetch whose answer the test releases (or never does). */
function held(body: unknown = raw, status = 200) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const fetchImpl = vi.fn(
    (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        void gate.then(() => resolve(new Response(JSON.stringify(body), { status })));
      }),
  ) as unknown as typeof fetch & { mock: { calls: unknown[][] } };
  return { fetchImpl, release };
}

const covered = () => !document.documentElement.hasAttribute(COVER_DONE_ATTR);
const memory = (): RecordStore & { map: Map<string, unknown> } => {
  const map = new Map<string, unknown>();
  return { map, get: async (k) => map.get(k), set: async (k, v) => void map.set(k, v) };
};

describe('startEarlyRecord (the loading cover of a prerendered page)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.removeAttribute(COVER_DONE_ATTR);
  });
  afterEach(() => {
    takeEarlyRecord();
    vi.useRealTimers();
  });

  it('stays while the record request is pending, however long, and lifts when it answers', async () => {
    const { fetchImpl, release } = held();
    const lifted = startEarlyRecord({ url: URL_, timeoutMs: 8000, minLoadingMs: 1000, fetchImpl, now: () => 300 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(covered()).toBe(true);
    release();
    await vi.advanceTimersByTimeAsync(0);
    await lifted;
    expect(covered()).toBe(false);
    expect(fetchImpl.mock.calls[0]![0]).toBe(URL_);
  });

  it('stays for the rest of the minimum time (counted from navigation) when the answer is quick', async () => {
    const { fetchImpl, release } = held();
    release();
    void startEarlyRecord({ url: URL_, timeoutMs: 8000, minLoadingMs: 1000, fetchImpl, now: () => 400 });
    await vi.advanceTimersByTimeAsync(590);
    expect(covered()).toBe(true);
    await vi.advanceTimersByTimeAsync(20);
    expect(covered()).toBe(false);
  });

  it('lifts on a failed request and on a timeout too (the app then falls back to the saved record)', async () => {
    const failing = held({}, 500);
    failing.release();
    const log = vi.fn();
    void startEarlyRecord({ url: URL_, timeoutMs: 8000, minLoadingMs: 0, fetchImpl: failing.fetchImpl, now: () => 0, log });
    await vi.advanceTimersByTimeAsync(1);
    expect(covered()).toBe(false);
    await expect(takeEarlyRecord()).rejects.toThrow('HTTP 500');

    document.documentElement.removeAttribute(COVER_DONE_ATTR);
    const hanging = held();
    void startEarlyRecord({ url: URL_, timeoutMs: 8000, minLoadingMs: 1000, fetchImpl: hanging.fetchImpl, now: () => 0, log });
    await vi.advanceTimersByTimeAsync(7990);
    expect(covered()).toBe(true);
    await vi.advanceTimersByTimeAsync(20);
    expect(covered()).toBe(false);
    await expect(takeEarlyRecord()).rejects.toThrow('timed out after 8000 ms');
    expect(log.mock.calls.map((c) => c[1])).toEqual(['HTTP 500', 'timed out after 8000 ms']);
  });

  it.each(['{}', '{"error":"not found"}', 'null', '{"dbPrincipal":{"name":"\u200b"}}'])(
    'takes an answer of %s as a failure: the page keeps its record, the app is not started for it, and the failure is logged once',
    async (body) => {
      const onAnswer = vi.fn();
      const log = vi.fn();
      const fetchImpl = vi.fn(async () => new Response(body)) as unknown as typeof fetch;
      void startEarlyRecord({ url: URL_, timeoutMs: 8000, minLoadingMs: 0, fetchImpl, now: () => 0, onAnswer, log });
      await vi.advanceTimersByTimeAsync(1);
      expect(covered()).toBe(false);
      expect(onAnswer).not.toHaveBeenCalled();
      // The app, started for another reason, takes the same request: the last good record, no second log.
      const store = memory();
      store.map.set(storeKey(URL_), raw);
      const appLog = vi.fn();
      const out = await loadSiteData({ url: URL_, timeoutMs: 8000, store, request: takeEarlyRecord(), log: appLog });
      expect(out.source).toBe('cache');
      expect(out.result.data.dbPrincipal.name).toBe('Evergreen Ridge');
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]![1]).toMatch(/not a usable record/);
      expect(appLog).not.toHaveBeenCalled();
    },
  );

  it('hands its request to the app once: the record is fetched once, and a later load asks again', async () => {
    const { fetchImpl, release } = held();
    release();
    void startEarlyRecord({ url: URL_, timeoutMs: 8000, minLoadingMs: 0, fetchImpl, now: () => 0 });
    const store = memory();
    const appFetch = vi.fn(async () => new Response(JSON.stringify(raw))) as unknown as typeof fetch;
    const first = await loadSiteData({ url: URL_, timeoutMs: 8000, store, fetchImpl: appFetch, request: takeEarlyRecord(), log: () => undefined });
    expect(first.source).toBe('network');
    expect(first.result.data.dbPrincipal.name).toBe('Evergreen Ridge');
    expect(store.map.get(storeKey(URL_))).toEqual(raw);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(appFetch).not.toHaveBeenCalled();

    const again = await loadSiteData({ url: URL_, timeoutMs: 8000, store, fetchImpl: appFetch, request: takeEarlyRecord(), log: () => undefined });
    expect(again.source).toBe('network');
    expect(appFetch).toHaveBeenCalledTimes(1);
  });

  it('gives the app no request when the worker announced a changed record meanwhile: the app asks again and gets it', async () => {
    const { fetchImpl, release } = held();
    release();
    const worker = new EventTarget() as unknown as ServiceWorkerContainer;
    void startEarlyRecord({ url: URL_, timeoutMs: 8000, minLoadingMs: 0, fetchImpl, now: () => 0, worker });
    await vi.advanceTimersByTimeAsync(1);
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'SOMETHING_ELSE' } }));
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'RECORD_UPDATED', url: URL_ } }));
    expect(takeEarlyRecord()).toBeUndefined();

    // Without an announcement the request is handed over; after the hand-over nothing is listened to.
    void startEarlyRecord({ url: URL_, timeoutMs: 8000, minLoadingMs: 0, fetchImpl, now: () => 0, worker });
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'SOMETHING_ELSE' } }));
    expect(takeEarlyRecord()).toBeInstanceOf(Promise);
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'RECORD_UPDATED', url: URL_ } }));
    void startEarlyRecord({ url: URL_, timeoutMs: 8000, minLoadingMs: 0, fetchImpl, now: () => 0, worker });
    expect(takeEarlyRecord()).toBeInstanceOf(Promise);
  });

  it('tells the entry what the service answered and what the worker announced, before any app', async () => {
    const { fetchImpl, release } = held();
    const worker = new EventTarget() as unknown as ServiceWorkerContainer;
    const answers: unknown[] = [];
    let updates = 0;
    void startEarlyRecord({ url: URL_, timeoutMs: 8000, minLoadingMs: 0, fetchImpl, now: () => 0, worker, onAnswer: (raw) => answers.push(raw), onUpdated: () => updates++ });
    await vi.advanceTimersByTimeAsync(1);
    expect(answers).toEqual([]);
    release();
    await vi.advanceTimersByTimeAsync(1);
    expect(answers).toEqual([raw]);
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'RECORD_UPDATED', url: URL_ } }));
    expect(updates).toBe(1);
    takeEarlyRecord();
  });
});
