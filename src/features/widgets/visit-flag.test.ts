import { afterEach, describe, expect, it, vi } from 'vitest';
import { countPageVisit, SESSION_FLAG } from './visit-flag';
import { countVisitOnce } from './visits';

const session = () => {
  const m = new Map<string, string>();
  return { m, getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
};
const answering = (status: number) => vi.fn(async () => new Response(JSON.stringify({ count: 7 }), { status }));

describe('countPageVisit (the entry, without the app)', () => {
  it('posts once per session, and the app then counts nothing more', async () => {
    const s = session();
    const fetchImpl = answering(200);
    await countPageVisit('https://c.example/visits', s, fetchImpl);
    await countPageVisit('https://c.example/visits', s, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]).toEqual(['https://c.example/visits', { method: 'POST' }]);
    expect(s.m.get(SESSION_FLAG)).toBe('1');
    const appFetch = answering(200);
    const r = await countVisitOnce({ url: 'https://c.example/visits', store: { get: async () => undefined, set: async () => undefined }, session: s, now: () => 0, fetchImpl: appFetch });
    expect(r).toBeUndefined();
    expect(appFetch).not.toHaveBeenCalled();
  });

  it('leaves the session unmarked when the counter refuses or is down, so the next page tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const fetchImpl of [answering(500), vi.fn(async () => Promise.reject(new TypeError('offline')))]) {
      const s = session();
      await countPageVisit('https://c.example/visits', s, fetchImpl as unknown as typeof fetch);
      expect(s.m.has(SESSION_FLAG)).toBe(false);
    }
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('a visitor who asks not to be tracked', () => {
  const signals: Array<[string, object, string]> = [
    ['Global Privacy Control', navigator, 'globalPrivacyControl'],
    ['Do Not Track', navigator, 'doNotTrack'],
    ["Do Not Track (the window's)", window, 'doNotTrack'],
  ];
  afterEach(() => {
    for (const [, owner, key] of signals) delete (owner as Record<string, unknown>)[key];
  });

  it.each(signals)('%s: the visit is not posted, by the page or by the app', async (_name, owner, key) => {
    Object.defineProperty(owner, key, { value: key === 'globalPrivacyControl' ? true : '1', configurable: true });
    const s = session();
    const fetchImpl = answering(200);
    await countPageVisit('https://c.example/visits', s, fetchImpl);
    const r = await countVisitOnce({ url: 'https://c.example/visits', store: { get: async () => undefined, set: async () => undefined }, session: s, now: () => 0, fetchImpl });
    expect(r).toBeUndefined();
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
