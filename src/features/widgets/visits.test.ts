import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStore } from './cache-store';
import { countVisitOnce, readVisits, SESSION_FLAG } from './visits';

function session() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
}
function counter(start = 41) {
  let total = start;
  const calls: string[] = [];
  let down = false;
  const f = (async (_u: string | URL | Request, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push(method);
    if (down) throw new TypeError('Failed to fetch');
    if (method === 'POST') total += 1;
    return new Response(JSON.stringify({ count: total }), { status: 200 });
  }) as unknown as typeof fetch;
  return { f, calls, setDown: (d: boolean) => (down = d) };
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('visits counter', () => {
  it('counts once per session and reads the total without counting afterwards', async () => {
    const c = counter();
    const deps = { url: 'http://c/visits', store: memoryStore(), session: session(), now: () => 5, fetchImpl: c.f };
    expect(await countVisitOnce(deps)).toEqual({ status: 'fresh', count: 42 });
    expect(deps.session.m.get(SESSION_FLAG)).toBe('1');
    expect(await countVisitOnce(deps)).toBeUndefined();
    expect(await readVisits(deps)).toEqual({ status: 'fresh', count: 42 });
    expect(c.calls).toEqual(['POST', 'GET']);
  });

  it('does not mark the session when counting failed, and shows the last known count offline', async () => {
    const c = counter();
    const store = memoryStore();
    const s = session();
    const deps = { url: 'http://c/visits', store, session: s, now: () => 5, fetchImpl: c.f };
    await readVisits(deps);
    c.setDown(true);
    expect(await countVisitOnce(deps)).toEqual({ status: 'stale', count: 41 });
    expect(s.m.has(SESSION_FLAG)).toBe(false);
    expect(await readVisits(deps)).toEqual({ status: 'stale', count: 41 });
  });

  it('rejects junk answers', async () => {
    const junk = (async () => new Response('{"total":"lots"}')) as unknown as typeof fetch;
    expect(await readVisits({ url: 'u', store: memoryStore(), session: session(), now: () => 1, fetchImpl: junk })).toEqual({ status: 'none' });
  });
});

describe('visits counter answers', () => {
  const body = (b: string) => (async () => new Response(b)) as unknown as typeof fetch;
  const read = (b: string) => readVisits({ url: 'u', store: memoryStore(), session: session(), now: () => 1, fetchImpl: body(b) });

  // `{count}` is coerced to a number, then must be a non-negative (safe) integer.
  it.each([
    ['{"count":0}', { status: 'fresh', count: 0 }],
    ['{"count":42}', { status: 'fresh', count: 42 }],
    ['{"count":"42"}', { status: 'fresh', count: 42 }],
    ['{"count":42,"extra":true}', { status: 'fresh', count: 42 }],
    ['{"count":-1}', { status: 'none' }],
    ['{"count":"-3"}', { status: 'none' }],
    ['{"count":1.5}', { status: 'none' }],
    ['{"count":9007199254740993}', { status: 'none' }],
    ['{"count":"lots"}', { status: 'none' }],
    ['{"count":{}}', { status: 'none' }],
    ['{}', { status: 'none' }],
    ['[42]', { status: 'none' }],
    ['42', { status: 'none' }],
  ])('%s -> %o', async (answer, expected) => {
    expect(await read(answer)).toEqual(expected);
  });

  it('ignores a kept count of the wrong shape', async () => {
    const store = memoryStore();
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const deps = { url: 'u', store, session: session(), now: () => 1, fetchImpl: down };
    for (const kept of [{ count: '5', at: 1 }, { count: 5 }, { count: 5, at: 'x' }, 5, null]) {
      store.map.set('canopy:visits:u', kept);
      expect(await readVisits(deps)).toEqual({ status: 'none' });
    }
    store.map.set('canopy:visits:u', { count: 5, at: 1 });
    expect(await readVisits(deps)).toEqual({ status: 'stale', count: 5 });
  });
});
