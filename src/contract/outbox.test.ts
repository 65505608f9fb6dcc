import { describe, expect, it } from 'vitest';
import {
  classify,
  GIVE_UP_AFTER_MS,
  MAX_ATTEMPTS,
  purgeExpired,
  RETENTION_MS,
  retryAtFrom,
  entryStatus,
  memoryOutboxStore,
  newEntry,
  pendingCount,
  readEntry,
  replayOutbox,
  type FetchLike,
  type LockManagerLike,
} from './outbox';

const URL_ = 'https://relay.example/send';
const bodies = [
  { toEmail: 'a@x.example', nombre: 'Ana' },
  { toEmail: 'b@x.example', nombre: 'Ana' },
];

interface Call {
  url: string;
  key: string;
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
    calls.push({ url, key: headers['Idempotency-Key']!, body });
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

async function seed(store: ReturnType<typeof memoryOutboxStore>, id = 'sub-1') {
  // Sent a moment ago (an entry days old would be given up on).
  await store.put(newEntry(id, URL_, bodies, Date.now() - 1000, { name: 'Ana' }));
}

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

describe('replayOutbox', () => {
  it('posts each recipient with JSON and an Idempotency-Key, then removes the entry', async () => {
    const store = memoryOutboxStore();
    await seed(store);
    const relay = fakeRelay({});
    const r = await replayOutbox({ store, fetchImpl: relay.fetchImpl });
    expect(relay.calls.map((c) => c.key)).toEqual(['sub-1:0', 'sub-1:1']);
    expect(relay.calls.map((c) => c.body)).toEqual(bodies);
    expect(r).toMatchObject({ delivered: 2, pending: 0, deliveredIds: ['sub-1'] });
    expect(store.map.size).toBe(0);
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
  it(`after ${MAX_ATTEMPTS} attempts the entry is failed (given up), not pending for ever`, async () => {
    const store = memoryOutboxStore();
    await store.put(newEntry('sub-1', URL_, [bodies[0]!], Date.now()));
    const fetchImpl: FetchLike = async () => ({ status: 503 });
    let r = await replayOutbox({ store, fetchImpl });
    for (let i = 1; i < MAX_ATTEMPTS; i++) r = await replayOutbox({ store, fetchImpl });
    expect(r.failedIds).toEqual(['sub-1']);
    const e = readEntry(store.map.get('sub-1'))!;
    expect(entryStatus(e)).toBe('failed');
    expect(e.recipients[0]).toMatchObject({ gaveUp: true, attempts: MAX_ATTEMPTS });
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
