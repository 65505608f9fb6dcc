import { describe, expect, it } from 'vitest';
import { entryStatus, newEntry, readEntry } from './outbox-entry';
import { replayOutbox, type LockManagerLike } from './outbox-replay';
import { classify, GIVE_UP_AFTER_MS, retryAtFrom } from './outbox-retry';
import type { FetchLike } from './outbox-send';
import { memoryOutboxStore, pendingCount, purgeExpired, RETENTION_MS } from './outbox-store';
import { backoffDelay, relayHealth } from './outbox-relays';

const URL_ = 'https://relay.example/send';
const bodies = [
  { toEmail: 'a@x.example', nombre: 'Ana' },
  { toEmail: 'b@x.example', nombre: 'Ana' },
];

interface Call {
  url: string;
  /** `Idempotency-Key`, when the request had one. */
  key: string | undefined;
  headers: Record<string, string>;
  body: Record<string, string>;
}

/** A relay that answers from a script per recipient (`a@...` -> [500, 500, 200]); 'net' throws. */
function fakeRelay(script: Record<string, Array<number | 'net'>>, delayMs = 0) {
  const calls: Call[] = [];
  const fetchImpl: FetchLike = async (url, init) => {
    const body = JSON.parse(String(init.body)) as Record<string, string>;
    const headers = init.headers as Record<string, string>;
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    const queue = script[body.toEmail!] ?? [];
    const next = queue.length > 1 ? queue.shift()! : (queue[0] ?? 200);
    if (next === 'net') throw new TypeError('Failed to fetch');
    calls.push({ url, key: headers['Idempotency-Key'], headers, body });
    return { status: next };
  };
  return { calls, fetchImpl };
}

/** A Web Locks stand-in: one holder at a time per name, others wait their turn. */
function fakeLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, cb: () => Promise<T>): Promise<T> {
      const prev = tails.get(name) ?? Promise.resolve();
      const run = prev.then(cb, cb);
      tails.set(name, run.catch(() => undefined));
      return run;
    },
  };
}

/** A lead for a relay declared deduplicating: each request names its lead and recipient (the key). */
async function seed(store: ReturnType<typeof memoryOutboxStore>, id = 'sub-1') {
  // Sent a moment ago (an entry days old would be given up on).
  await store.put(newEntry(id, URL_, bodies, Date.now() - 1000, { name: 'Ana' }, { idempotency: true }));
}

describe('backoffDelay', () => {
  it('is 5 s, 15 s, 45 s ... capped at 10 minutes', () => {
    expect([0, 1, 2, 3].map(backoffDelay)).toEqual([5000, 15000, 45000, 135000]);
    expect(backoffDelay(10)).toBe(600_000);
  });
});

describe('classify', () => {
  it('2xx delivered, 4xx rejected, 5xx and network errors retried', () => {
    expect(classify(200)).toBe('delivered');
    expect(classify(204)).toBe('delivered');
    expect(classify(400)).toBe('rejected');
    expect(classify(422)).toBe('rejected');
    expect(classify(500)).toBe('retry');
    expect(classify(503)).toBe('retry');
    expect(classify(0)).toBe('retry');
    expect(classify(undefined)).toBe('retry');
  });
});

describe('the request (issue 27 item 1)', () => {
  it('by default is what the original product sent: JSON, the relay fields, no Idempotency-Key, on every retry too', async () => {
    const store = memoryOutboxStore();
    await store.put(newEntry('sub-1', URL_, bodies, Date.now() - 1000, { name: 'Ana' }));
    const relay = fakeRelay({ 'a@x.example': [503, 'net', 200] });
    await replayOutbox({ store, fetchImpl: relay.fetchImpl });
    await replayOutbox({ store, fetchImpl: relay.fetchImpl });
    await replayOutbox({ store, fetchImpl: relay.fetchImpl });
    expect(store.map.size).toBe(0);
    expect(relay.calls.map((c) => c.body.toEmail)).toEqual(['a@x.example', 'b@x.example', 'a@x.example']);
    for (const c of relay.calls) {
      expect(c.headers).toEqual({ 'Content-Type': 'application/json' });
      expect(c.body).toEqual(bodies.find((b) => b.toEmail === c.body.toEmail));
    }
  });

  it('for a relay declared deduplicating carries Idempotency-Key, the same on every retry', async () => {
    const store = memoryOutboxStore();
    await store.put(newEntry('sub-1', URL_, bodies, Date.now() - 1000, {}, { idempotency: true }));
    const relay = fakeRelay({ 'a@x.example': [503, 'net', 200] });
    for (let i = 0; i < 3; i++) await replayOutbox({ store, fetchImpl: relay.fetchImpl });
    expect(store.map.size).toBe(0);
    expect(relay.calls.map((c) => c.key)).toEqual(['sub-1:0', 'sub-1:1', 'sub-1:0']);
    expect(relay.calls[0]!.headers).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': 'sub-1:0' });
  });

  it('an entry stored by an earlier version (no declaration) is sent without the key', async () => {
    const store = memoryOutboxStore();
    const { idempotency: _none, ...old } = newEntry('sub-1', URL_, bodies, Date.now() - 1000, {}, { idempotency: true });
    store.map.set('sub-1', old);
    const relay = fakeRelay({});
    await replayOutbox({ store, fetchImpl: relay.fetchImpl });
    expect(relay.calls.map((c) => c.key)).toEqual([undefined, undefined]);
  });
});

describe('replayOutbox', () => {
  it('posts each recipient with JSON and, for a deduplicating relay, an Idempotency-Key, then removes the entry', async () => {
    const store = memoryOutboxStore();
    await seed(store);
    const relay = fakeRelay({});
    const r = await replayOutbox({ store, fetchImpl: relay.fetchImpl });
    expect(relay.calls.map((c) => c.key)).toEqual(['sub-1:0', 'sub-1:1']);
    expect(relay.calls.map((c) => c.body)).toEqual(bodies);
    expect(r).toMatchObject({ delivered: 2, pending: 0, deliveredIds: ['sub-1'] });
    expect(store.map.size).toBe(0);
  });

  it('reads the store once and writes once per answer: the last one removes the entry, and what waits is told without reading again', async () => {
    const store = memoryOutboxStore();
    await seed(store, 'sent');
    await store.put(newEntry('waits', 'https://down.example/send', [bodies[0]!], Date.now()));
    const calls: string[] = [];
    const counted = Object.fromEntries(
      Object.entries(store).map(([name, fn]) => [name, typeof fn === 'function' ? (...args: unknown[]) => (calls.push(name), fn(...args)) : fn]),
    ) as typeof store;
    const fetchImpl: FetchLike = async (url) => (url.startsWith('https://down.example') ? { status: 503 } : { status: 200 });
    const r = await replayOutbox({ store: counted, fetchImpl, locks: fakeLocks(), relays: relayHealth({ shared: true }) });
    expect(r).toMatchObject({ delivered: 2, pending: 1, deliveredIds: ['sent'] });
    // One read, one write per answer (3), and the relay's delay after the 503, kept for the next replay.
    expect(calls).toEqual(['entries', 'update', 'update', 'update', 'update']);
    expect([...store.map.keys()].sort()).toEqual(['waits', '~relays']);
  });

  it('500, 500, 200: retried until delivered, and delivered exactly once', async () => {
    const store = memoryOutboxStore();
    await seed(store);
    const relay = fakeRelay({ 'a@x.example': [500, 500, 200] });
    const first = await replayOutbox({ store, fetchImpl: relay.fetchImpl });
    expect(first.pending).toBe(1);
    // b was delivered on the first pass and is never sent again.
    await replayOutbox({ store, fetchImpl: relay.fetchImpl });
    const third = await replayOutbox({ store, fetchImpl: relay.fetchImpl });
    expect(third.pending).toBe(0);
    await replayOutbox({ store, fetchImpl: relay.fetchImpl });
    const a = relay.calls.filter((c) => c.body.toEmail === 'a@x.example');
    const b = relay.calls.filter((c) => c.body.toEmail === 'b@x.example');
    expect(a).toHaveLength(3);
    expect(b).toHaveLength(1);
    expect(store.map.size).toBe(0);
  });

  it('400: the recipient is marked failed and never retried', async () => {
    const store = memoryOutboxStore();
    await seed(store);
    const relay = fakeRelay({ 'a@x.example': [400] });
    const r = await replayOutbox({ store, fetchImpl: relay.fetchImpl });
    expect(r.failedIds).toEqual(['sub-1']);
    expect(r.pending).toBe(0);
    await replayOutbox({ store, fetchImpl: relay.fetchImpl });
    await replayOutbox({ store, fetchImpl: relay.fetchImpl });
    expect(relay.calls.filter((c) => c.body.toEmail === 'a@x.example')).toHaveLength(1);
    const kept = readEntry(await store.get('sub-1'))!;
    expect(entryStatus(kept)).toBe('failed');
    expect(kept.recipients.map((x) => x.state)).toEqual(['failed', 'delivered']);
    expect(kept.values).toEqual({ name: 'Ana' });
  });

  it('network error: the entry is kept pending and sent later', async () => {
    const store = memoryOutboxStore();
    await seed(store);
    const relay = fakeRelay({ 'a@x.example': ['net', 200] });
    const r = await replayOutbox({ store, fetchImpl: relay.fetchImpl });
    expect(r).toMatchObject({ networkError: true, pending: 1, delivered: 0 });
    expect(await pendingCount(store)).toBe(1);
    const kept = readEntry(await store.get('sub-1'))!;
    expect(kept.recipients[0]).toMatchObject({ state: 'pending', attempts: 1, lastStatus: 0 });
    expect(kept.lease).toBeUndefined();
    await replayOutbox({ store, fetchImpl: relay.fetchImpl });
    expect(relay.calls.map((c) => c.key).sort()).toEqual(['sub-1:0', 'sub-1:1']);
    expect(store.map.size).toBe(0);
  });

  it('ignores values in the store that are not outbox entries', async () => {
    const store = memoryOutboxStore();
    store.map.set('junk', { hello: 1 });
    const relay = fakeRelay({});
    const r = await replayOutbox({ store, fetchImpl: relay.fetchImpl });
    expect(relay.calls).toHaveLength(0);
    expect(r.pending).toBe(0);
  });

  it('two concurrent replays behind a lock never send a recipient twice', async () => {
    const store = memoryOutboxStore();
    for (let i = 0; i < 5; i++) await seed(store, `sub-${i}`);
    const relay = fakeRelay({}, 3);
    const locks = fakeLocks();
    await Promise.all([
      replayOutbox({ store, fetchImpl: relay.fetchImpl, locks, owner: 'tab-1' }),
      replayOutbox({ store, fetchImpl: relay.fetchImpl, locks, owner: 'tab-2' }),
      replayOutbox({ store, fetchImpl: relay.fetchImpl, locks, owner: 'worker' }),
    ]);
    const keys = relay.calls.map((c) => c.key);
    expect(keys).toHaveLength(10);
    expect(new Set(keys).size).toBe(10);
  });

  it('without Web Locks, leases keep concurrent replays from sending twice', async () => {
    const store = memoryOutboxStore();
    for (let i = 0; i < 5; i++) await seed(store, `sub-${i}`);
    const relay = fakeRelay({}, 3);
    let t = 10_000;
    const now = () => t++;
    await Promise.all([
      replayOutbox({ store, fetchImpl: relay.fetchImpl, owner: 'tab-1', now }),
      replayOutbox({ store, fetchImpl: relay.fetchImpl, owner: 'tab-2', now }),
    ]);
    // Whatever one replay skipped because of the other's lease, a later replay picks up.
    await replayOutbox({ store, fetchImpl: relay.fetchImpl, owner: 'tab-1', now });
    const keys = relay.calls.map((c) => c.key);
    expect(keys).toHaveLength(10);
    expect(new Set(keys).size).toBe(10);
    expect(store.map.size).toBe(0);
  });

  it('an expired lease from a vanished page does not block delivery', async () => {
    const store = memoryOutboxStore();
    await store.put({ ...newEntry('sub-1', URL_, bodies, 0), lease: { owner: 'gone', until: 5 } });
    const relay = fakeRelay({});
    await replayOutbox({ store, fetchImpl: relay.fetchImpl, owner: 'me', now: () => 100_000 });
    expect(relay.calls).toHaveLength(2);
  });
});

describe('readEntry (the stored shape)', () => {
  const good = newEntry('sub-1', URL_, bodies, 1000, { name: 'Ana' });
  const recipient = good.recipients[0]!;
  const withRecipient = (patch: Record<string, unknown>) => ({ ...good, recipients: [{ ...recipient, ...patch }] });

  it('reads a stored entry back unchanged, with or without the optional parts', () => {
    expect(readEntry(good)).toEqual(good);
    const { values: _values, ...bare } = good;
    expect(readEntry(bare)).toEqual(bare);
    const settled = { ...withRecipient({ state: 'failed', attempts: 2, lastStatus: 422 }), lease: { owner: 'o-1', until: 5 } };
    expect(readEntry(settled)).toEqual(settled);
    expect(readEntry({ ...good, junk: 1 })).toEqual(good);
  });

  it.each([
    ['an empty id', { ...good, id: '' }],
    ['a numeric id', { ...good, id: 7 }],
    ['an empty url', { ...good, url: '' }],
    ['a string createdAt', { ...good, createdAt: '1000' }],
    ['no recipients', { ...good, recipients: [] }],
    ['recipients not a list', { ...good, recipients: recipient }],
    ['an unknown state', withRecipient({ state: 'sent' })],
    ['negative attempts', withRecipient({ attempts: -1 })],
    ['fractional attempts', withRecipient({ attempts: 1.5 })],
    ['attempts as text', withRecipient({ attempts: '1' })],
    ['a fractional lastStatus', withRecipient({ lastStatus: 200.5 })],
    ['a null lastStatus', withRecipient({ lastStatus: null })],
    ['a body with a number', withRecipient({ body: { toEmail: 'a@x.example', n: 1 } })],
    ['a missing toEmail', withRecipient({ toEmail: undefined })],
    ['values that are a list', { ...good, values: ['Ana'] }],
    ['a lease without until', { ...good, lease: { owner: 'o' } }],
    ['a lease with a numeric owner', { ...good, lease: { owner: 1, until: 5 } }],
    ['not an object', 'sub-1'],
    ['null', null],
  ])('rejects %s', (_label, raw) => {
    expect(readEntry(raw)).toBeUndefined();
  });
});

describe('one bad lead never stops the others (issue 13)', () => {
  const DEAD = 'https://gone.example/send';
  const LIVE = 'https://relay.example/send';
  /** A relay per URL: the dead one never answers (DNS, CORS, CSP all look like this). */
  function twoRelays() {
    const sent: string[] = [];
    const fetchImpl: FetchLike = async (url, init) => {
      if (url === DEAD) throw new TypeError('Failed to fetch');
      sent.push(String((JSON.parse(String(init.body)) as { nombre: string }).nombre));
      return { status: 200 };
    };
    return { sent, fetchImpl };
  }

  it('entries to a dead relay wait; later entries to a live relay are delivered in the same replay', async () => {
    const store = memoryOutboxStore();
    const now = Date.now();
    // The dead relay's leads are older, and their ids sort first: they used to block the rest.
    await store.put(newEntry('0000-a', DEAD, [{ toEmail: 'a@x.example', nombre: 'Old 1' }], now - 5000));
    await store.put(newEntry('0000-b', DEAD, [{ toEmail: 'a@x.example', nombre: 'Old 2' }], now - 4000));
    await store.put(newEntry('ffff-c', LIVE, [{ toEmail: 'a@x.example', nombre: 'New' }], now - 1000));
    const relay = twoRelays();
    const r = await replayOutbox({ store, fetchImpl: relay.fetchImpl, locks: fakeLocks() });
    expect(relay.sent).toEqual(['New']);
    expect(r).toMatchObject({ networkError: true, pending: 2, deliveredIds: ['ffff-c'] });
  });

  it('replays oldest first, not in id order', async () => {
    const store = memoryOutboxStore();
    const now = Date.now();
    await store.put(newEntry('aaaa', LIVE, [{ toEmail: 'a@x.example', nombre: 'Second' }], now - 1000));
    await store.put(newEntry('zzzz', LIVE, [{ toEmail: 'a@x.example', nombre: 'First' }], now - 9000));
    const relay = twoRelays();
    await replayOutbox({ store, fetchImpl: relay.fetchImpl });
    expect(relay.sent).toEqual(['First', 'Second']);
  });
});

describe('408, 425 and 429 are retried, after Retry-After (issue 13)', () => {
  it('classifies them as retry; other 4xx stay final', () => {
    for (const s of [408, 425, 429]) expect(classify(s), String(s)).toBe('retry');
    for (const s of [400, 401, 403, 404, 410, 413, 422]) expect(classify(s), String(s)).toBe('rejected');
  });

  it('reads Retry-After as seconds or a date, and ignores nonsense', () => {
    expect(retryAtFrom('120', 1_000)).toBe(121_000);
    expect(retryAtFrom(new Date(60_000).toUTCString(), 1_000)).toBe(60_000);
    expect(retryAtFrom('soon', 1_000)).toBeUndefined();
    expect(retryAtFrom(null, 1_000)).toBeUndefined();
    expect(retryAtFrom('99999999', 0)).toBe(24 * 60 * 60_000);
  });

  it('a 429 with Retry-After: 60 is not resent before a minute has passed, then is delivered', async () => {
    const store = memoryOutboxStore();
    let t = Date.now();
    await store.put(newEntry('sub-1', URL_, [bodies[0]!], t));
    const answers = [429, 200];
    let calls = 0;
    const fetchImpl: FetchLike = async () => {
      calls++;
      const status = answers.shift()!;
      return { status, headers: { get: (n: string) => (n === 'Retry-After' && status === 429 ? '60' : null) } };
    };
    const now = () => t;
    expect((await replayOutbox({ store, fetchImpl, now })).pending).toBe(1);
    t += 30_000;
    await replayOutbox({ store, fetchImpl, now });
    expect(calls).toBe(1);
    t += 31_000;
    expect((await replayOutbox({ store, fetchImpl, now })).deliveredIds).toEqual(['sub-1']);
    expect(calls).toBe(2);
  });
});

describe('giving up and forgetting (issue 13)', () => {
  it('no number of attempts gives a recipient up: only the 7 days do', async () => {
    const store = memoryOutboxStore();
    const t = Date.UTC(2026, 10, 2);
    await store.put(newEntry('sub-1', URL_, [bodies[0]!], t));
    const fetchImpl: FetchLike = async () => ({ status: 503 });
    for (let i = 0; i < 100; i++) await replayOutbox({ store, fetchImpl, now: () => t + i * 60_000 });
    expect(readEntry(store.map.get('sub-1'))!.recipients[0]).toMatchObject({ state: 'pending', attempts: 100 });
    const r = await replayOutbox({ store, fetchImpl, now: () => t + GIVE_UP_AFTER_MS });
    expect(r.failedIds).toEqual(['sub-1']);
    expect(readEntry(store.map.get('sub-1'))!.recipients[0]).toMatchObject({ state: 'failed', gaveUp: true, attempts: 100 });
  });

  it('an entry older than 7 days is given up on without another request', async () => {
    const store = memoryOutboxStore();
    const t = Date.now();
    await store.put(newEntry('sub-1', URL_, bodies, t - GIVE_UP_AFTER_MS - 1));
    const relay = fakeRelay({});
    const r = await replayOutbox({ store, fetchImpl: relay.fetchImpl, now: () => t });
    expect(relay.calls).toHaveLength(0);
    expect(r.failedIds).toEqual(['sub-1']);
  });

  it('purges pending and failed entries past the retention limit, keeps recent ones', async () => {
    const store = memoryOutboxStore();
    const t = Date.now();
    await store.put(newEntry('old', URL_, bodies, t - RETENTION_MS - 1));
    await store.put(newEntry('new', URL_, bodies, t - 1000));
    store.map.set('other', { not: 'an entry' });
    expect(await purgeExpired(store, t)).toBe(1);
    expect([...store.map.keys()].sort()).toEqual(['new', 'other']);
  });
});

describe('state and back-off per relay URL (issue 27 item 2)', () => {
  const HOST = 'https://relay.example';
  const OLD = `${HOST}/send`;
  const LIVE = `${HOST}/v2/send`;
  const T0 = Date.UTC(2026, 10, 26);

  /** The old path answers nothing the page may read (a 404 without CORS headers); the new one works. */
  function sameHost() {
    const attempts: { url: string; at: number }[] = [];
    const sent: string[] = [];
    let t = T0;
    const fetchImpl: FetchLike = async (url, init) => {
      attempts.push({ url, at: t });
      if (url === OLD) throw new TypeError('Failed to fetch');
      sent.push(`${(JSON.parse(String(init.body)) as { nombre: string }).nombre}|${(JSON.parse(String(init.body)) as { toEmail: string }).toEmail}`);
      return { status: 200 };
    };
    return { attempts, sent, fetchImpl, now: () => t, advance: (ms: number) => void (t += ms) };
  }

  /** `n` leads for the old path, stored in a random order with random ids, all older than the live one. */
  async function queueFailing(store: ReturnType<typeof memoryOutboxStore>, n: number): Promise<void> {
    const entries = Array.from({ length: n }, (_, i) => newEntry(crypto.randomUUID(), OLD, bodies, T0 - 60_000 + i * 100));
    for (const e of entries.sort(() => Math.random() - 0.5)) await store.put(e);
  }

  it.each([6, 20])('with %i leads queued for a failing path, a lead to a working path on the same host goes in the first pass', async (n) => {
    const store = memoryOutboxStore();
    await queueFailing(store, n);
    await store.put(newEntry(crypto.randomUUID(), LIVE, [{ toEmail: 'a@x.example', nombre: 'Live' }, { toEmail: 'b@x.example', nombre: 'Live' }], T0));
    const relay = sameHost();
    const r = await replayOutbox({ store, fetchImpl: relay.fetchImpl, now: relay.now, relays: relayHealth(), locks: fakeLocks() });
    expect(relay.sent).toEqual(['Live|a@x.example', 'Live|b@x.example']);
    // The failing path was tried once in that pass, not once per queued lead.
    expect(relay.attempts.filter((a) => a.url === OLD)).toHaveLength(1);
    expect(r).toMatchObject({ pending: n, networkError: true, outage: false });
    expect(r.nextAttemptAt).toBe(T0 + backoffDelay(0));
  });

  it.each([6, 20])('with %i leads queued, the failing path is tried with growing back-off, not every pass; new leads to the working path go at once', async (n) => {
    const store = memoryOutboxStore();
    await queueFailing(store, n);
    const relay = sameHost();
    const relays = relayHealth();
    // A replay every second for 22 minutes (a busy page: submissions, online events, syncs) ...
    const passes = 22 * 60;
    for (let s = 0; s < passes; s++) {
      // ... and every 100 s a visitor sends a lead to the working path: it goes in that replay.
      if (s % 100 === 0) await store.put(newEntry(crypto.randomUUID(), LIVE, [{ toEmail: 'a@x.example', nombre: `Live ${s}` }], relay.now()));
      await replayOutbox({ store, fetchImpl: relay.fetchImpl, now: relay.now, relays, locks: fakeLocks() });
      if (s % 100 === 0) expect(relay.sent.at(-1)).toBe(`Live ${s}|a@x.example`);
      relay.advance(1000);
    }
    const tries = relay.attempts.filter((a) => a.url === OLD).map((a) => a.at);
    const gaps = tries.slice(1).map((t, i) => t - tries[i]!);
    // 5 s, 15 s, 45 s, 135 s, 405 s, then every 10 minutes: 7 attempts in 1320 replays.
    expect(gaps).toEqual([5000, 15000, 45000, 135_000, 405_000, 600_000]);
    expect(relay.sent).toHaveLength(Math.ceil(passes / 100));
  });

  it('an outage grows no relay\'s back-off and counts no attempt; back online, the relay is tried at once', async () => {
    const store = memoryOutboxStore();
    await store.put(newEntry('sub-1', LIVE, [bodies[0]!], T0));
    let online = false;
    let t = T0;
    const calls: number[] = [];
    const fetchImpl: FetchLike = async () => {
      calls.push(t);
      if (!online) throw new TypeError('Failed to fetch');
      return { status: 200 };
    };
    const relays = relayHealth();
    const opts = { store, fetchImpl, now: () => t, relays, isOutage: async () => !online };
    for (let i = 0; i < 30; i++) {
      const r = await replayOutbox(opts);
      expect(r).toMatchObject({ outage: true, pending: 1 });
      // Its relay may be tried at once: only the page's own offline timer (and `online`) waits.
      expect(r.nextAttemptAt).toBeLessThanOrEqual(t);
      t += 60_000;
    }
    expect(calls).toHaveLength(30);
    expect(readEntry(store.map.get('sub-1'))!.recipients[0]).toMatchObject({ state: 'pending', attempts: 0 });
    online = true;
    expect((await replayOutbox(opts)).deliveredIds).toEqual(['sub-1']);
  });

  it('the page and the worker wait the same delay: a relay that failed in one is not tried by the other before it', async () => {
    const store = memoryOutboxStore();
    await store.put(newEntry('sub-1', OLD, [bodies[0]!], T0));
    const relay = sameHost();
    const page = relayHealth({ shared: true });
    const worker = relayHealth({ shared: true });
    const replay = (relays: typeof page) => replayOutbox({ store, fetchImpl: relay.fetchImpl, now: relay.now, relays, locks: fakeLocks() });
    await replay(page);
    relay.advance(100);
    await replay(worker);
    relay.advance(4900);
    await replay(worker);
    relay.advance(1000);
    await replay(page);
    expect(relay.attempts.map((a) => a.at - T0)).toEqual([0, 5000]);
    // Nothing waits any more: no relay state is left behind in the store.
    await store.delete('sub-1');
    await replay(page);
    expect(store.map.size).toBe(0);
  });

  it('a relay answering 503 waits its own back-off; another relay on the same host is not held back', async () => {
    const store = memoryOutboxStore();
    await store.put(newEntry('busy-1', OLD, [bodies[0]!], T0 - 2000));
    await store.put(newEntry('busy-2', OLD, [bodies[0]!], T0 - 1000));
    await store.put(newEntry('live', LIVE, [bodies[0]!], T0));
    const urls: string[] = [];
    const fetchImpl: FetchLike = async (url) => (urls.push(url), { status: url === OLD ? 503 : 200 });
    const relays = relayHealth();
    const r = await replayOutbox({ store, fetchImpl, now: () => T0, relays });
    expect(urls).toEqual([OLD, LIVE]);
    expect(r).toMatchObject({ pending: 2, deliveredIds: ['live'], nextAttemptAt: T0 + 5000 });
    await replayOutbox({ store, fetchImpl, now: () => T0 + 4000, relays });
    expect(urls).toHaveLength(2);
  });
});

describe('retention whatever the shape (issue 27 item 3)', () => {
  const T = Date.UTC(2026, 10, 26);
  const personal = { nombre: 'Ana', phone: '503-555-0142' };

  it("removes another version's entries past the retention limit, by their date", async () => {
    const store = memoryOutboxStore();
    // Shapes this version's schema refuses, holding a visitor's name and phone.
    store.map.set('no-recipients', { id: 'no-recipients', url: URL_, createdAt: T - RETENTION_MS - 1, recipients: [], values: personal });
    store.map.set('dated-text', { id: 'dated-text', createdAt: new Date(T - RETENTION_MS - 1).toISOString(), lead: personal });
    store.map.set('recent', { id: 'recent', createdAt: T - 1000, lead: personal });
    expect(await purgeExpired(store, T)).toBe(2);
    expect([...store.map.keys()]).toEqual(['recent']);
  });

  it.each([
    ['dated in the future', newEntry('x', URL_, bodies, T + 400 * 24 * 60 * 60_000, personal)],
    ['with no date', { id: 'x', lead: personal }],
    ['with an unreadable date', { id: 'x', createdAt: 'yesterday', lead: personal }],
    ['not an object at all', 'Ana 503-555-0142'],
  ])('an entry %s counts as first seen now (stored) and goes RETENTION_MS later', async (_label, raw) => {
    const store = memoryOutboxStore();
    store.map.set('x', raw);
    expect(await purgeExpired(store, T)).toBe(0);
    expect(store.map.get('x')).toMatchObject({ firstSeenAt: T });
    expect(await purgeExpired(store, T + RETENTION_MS - 1)).toBe(0);
    // The first sighting stays the date: a later purge does not move it.
    expect(store.map.get('x')).toMatchObject({ firstSeenAt: T });
    expect(await purgeExpired(store, T + RETENTION_MS)).toBe(1);
    expect(store.map.size).toBe(0);
  });

  it('a future-dated lead keeps its first sighting through replays and is given up 7 days after it', async () => {
    const store = memoryOutboxStore();
    store.map.set('x', newEntry('x', URL_, [bodies[0]!], T + 400 * 24 * 60 * 60_000));
    await purgeExpired(store, T);
    const fetchImpl: FetchLike = async () => ({ status: 503 });
    await replayOutbox({ store, fetchImpl, now: () => T + 1000 });
    expect(readEntry(store.map.get('x'))).toMatchObject({ firstSeenAt: T });
    const r = await replayOutbox({ store, fetchImpl, now: () => T + GIVE_UP_AFTER_MS });
    expect(r.failedIds).toEqual(['x']);
  });
});
