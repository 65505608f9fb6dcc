import { describe, expect, it } from 'vitest';
import { newEntry } from '../../contract/outbox-entry';
import { RELAYS_KEY } from '../../contract/outbox-relays';
import type { FetchLike } from '../../contract/outbox-send';
import { memoryOutboxStore, RETENTION_MS } from '../../contract/outbox-store';
import { fakeClock } from '../../../tests/support/fake-clock';
import { OutboxClient } from './outbox-client';
import { refusedConnectOrigin } from './outbox-listeners';

/** Lets the replay a timer started run to its end (memory store and fake fetch resolve at once). */
const flush = () => new Promise((r) => setTimeout(r, 10));

const bodies = [{ toEmail: 'a@biz.example', nombre: 'Ana' }];

describe('OutboxClient', () => {
  it('saves before sending, retries 5xx on its backoff timer, and reports the lead sent', async () => {
    const store = memoryOutboxStore();
    const answers = [500, 500, 200];
    const seen: number[] = [];
    const fetchImpl: FetchLike = async () => {
      // The entry is already stored when the first request leaves.
      seen.push(store.map.size);
      return { status: answers.shift() ?? 200 };
    };
    const m = fakeClock();
    const client = new OutboxClient({ store, fetchImpl, clock: m });
    const first = await client.submit('id-1', 'https://relay.example', bodies, { name: 'Ana' });
    expect(seen).toEqual([1]);
    expect(first).toEqual({ kind: 'pending', waiting: 1, persisted: true });
    expect(m.pendingDelays()).toEqual([5000]);
    m.advance(5000);
    await flush();
    expect(m.pendingDelays()).toEqual([15000]);
    m.advance(15000);
    await flush();
    expect(await client.stateOf('id-1')).toEqual({ kind: 'sent' });
    expect(seen).toHaveLength(3);
    expect(m.pendingDelays()).toEqual([]);
  });

  it('a 4xx is final: the form can take the entry back with what was typed', async () => {
    const store = memoryOutboxStore();
    let calls = 0;
    const client = new OutboxClient({ store, fetchImpl: async () => {
        calls++;
        return { status: 422 };
      }, clock: fakeClock() });
    expect(await client.submit('id-2', 'https://relay.example', bodies, { name: 'Ana', message: 'Oak' })).toEqual({ kind: 'failed' });
    // Another form of the same page does not take a lead that is still followed by its own form.
    expect(await client.takeFailed()).toBeUndefined();
    const taken = await client.takeFailed('id-2');
    expect(taken?.values).toEqual({ name: 'Ana', message: 'Oak' });
    await client.replay();
    expect(calls).toBe(1);
    expect(store.map.size).toBe(0);
  });

  it('network errors keep the lead waiting', async () => {
    const store = memoryOutboxStore();
    const client = new OutboxClient({
      store,
      fetchImpl: async () => {
        throw new TypeError('Failed to fetch');
      },
      clock: fakeClock(),
    });
    expect(await client.submit('id-3', 'https://relay.example', bodies, {})).toEqual({ kind: 'pending', waiting: 1, persisted: true });
    expect(await client.waiting()).toBe(1);
  });
});

describe('a relay the site\'s CSP refuses (issue 13 item 9)', () => {
  it('reads the refused origin from a connect-src violation only', () => {
    expect(refusedConnectOrigin({ effectiveDirective: 'connect-src', blockedURI: 'https://new-relay.example/send?x=1' })).toBe('https://new-relay.example');
    expect(refusedConnectOrigin({ effectiveDirective: 'img-src', blockedURI: 'https://cdn.example/a.png' })).toBeUndefined();
    expect(refusedConnectOrigin({ effectiveDirective: 'connect-src', blockedURI: 'inline' })).toBeUndefined();
  });

  it('gives its leads up at once, so the visitor is offered the other ways, and keeps other relays going', async () => {
    const store = memoryOutboxStore();
    const sent: string[] = [];
    const client = new OutboxClient({
      store,
      fetchImpl: async (url) => {
        sent.push(url);
        if (url.startsWith('https://new-relay.example')) throw new TypeError('Failed to fetch'); // what a CSP block looks like
        return { status: 200 };
      },
      clock: fakeClock(),
    });
    const first = await client.submit('blocked', 'https://new-relay.example/send', bodies, { name: 'Ana', message: 'Oak' });
    expect(first).toEqual({ kind: 'pending', waiting: 1, persisted: true });
    let changes = 0;
    client.subscribe(() => changes++);
    // The browser reports the violation: the lead is failed (not retried for ever) and can be taken back.
    client.refuse('https://new-relay.example');
    await flush();
    expect(await client.stateOf('blocked')).toEqual({ kind: 'failed' });
    expect(changes).toBeGreaterThan(0);
    expect((await client.takeFailed('blocked'))?.values).toEqual({ name: 'Ana', message: 'Oak' });
    // A lead to the allowed relay still goes.
    expect(await client.submit('ok', 'https://relay.example/send', bodies, {})).toEqual({ kind: 'sent' });
    expect(sent.filter((u) => u.startsWith('https://new-relay.example'))).toHaveLength(1);
  });
});

describe('OutboxClient.start (issue 13)', () => {
  it('purges entries past the retention limit before replaying', async () => {
    const store = memoryOutboxStore();
    const m = fakeClock();
    m.advance(RETENTION_MS + 10_000);
    // Declared deduplicating, so each request names its lead (the key).
    await store.put(newEntry('old', 'https://relay.example', bodies, 0, {}, { idempotency: true }));
    await store.put(newEntry('new', 'https://relay.example', bodies, RETENTION_MS, {}, { idempotency: true }));
    const sent: string[] = [];
    const fetchImpl: FetchLike = async (_url, init) => {
      sent.push(String(init.headers && (init.headers as Record<string, string>)['Idempotency-Key']));
      return { status: 503 };
    };
    new OutboxClient({ store, fetchImpl, clock: m }).start();
    await flush();
    // (Beside the entries, the store keeps the relay's delay after that 503: outbox-relays.ts.)
    expect([...store.map.keys()].filter((k) => k !== RELAYS_KEY)).toEqual(['new']);
    expect(sent).toEqual(['new:0']);
  });
});

describe('what a lead carries (issue 27 item 1)', () => {
  /** Records each request's headers; the relay answers 503 once, then 200. */
  function relayOnceBusy() {
    const headers: Record<string, string>[] = [];
    const answers = [503, 200];
    const fetchImpl: FetchLike = async (_url, init) => {
      headers.push(init.headers as Record<string, string>);
      return { status: answers.shift() ?? 200 };
    };
    return { headers, fetchImpl };
  }

  it('by default: Content-Type only, on the first request and on the retry', async () => {
    const relay = relayOnceBusy();
    const m = fakeClock();
    const client = new OutboxClient({ store: memoryOutboxStore(), fetchImpl: relay.fetchImpl, clock: m });
    await client.submit('id-1', 'https://relay.example/send', bodies, {});
    m.advance(5000);
    await flush();
    expect(await client.stateOf('id-1')).toEqual({ kind: 'sent' });
    expect(relay.headers).toEqual([{ 'Content-Type': 'application/json' }, { 'Content-Type': 'application/json' }]);
  });

  it('for a tenant that declared a deduplicating relay: the key, the same on the retry', async () => {
    const relay = relayOnceBusy();
    const m = fakeClock();
    const client = new OutboxClient({ store: memoryOutboxStore(), fetchImpl: relay.fetchImpl, clock: m, idempotency: true });
    await client.submit('id-1', 'https://relay.example/send', bodies, {});
    m.advance(5000);
    await flush();
    expect(await client.stateOf('id-1')).toEqual({ kind: 'sent' });
    expect(relay.headers.map((h) => h['Idempotency-Key'])).toEqual(['id-1:0', 'id-1:0']);
  });
});

describe('a failing relay path beside a working one on the same host (issue 27 item 2)', () => {
  const OLD = 'https://relay.example/send';
  const LIVE = 'https://relay.example/v2/send';

  it.each([6, 20])('%i leads queued for the failing path: a lead to the working path is sent at once; the page retries the failing one ever later', async (n) => {
    const store = memoryOutboxStore();
    const m = fakeClock();
    const ids = Array.from({ length: n }, () => crypto.randomUUID());
    for (const [i, id] of ids.entries()) await store.put(newEntry(id, OLD, bodies, -60_000 + i));
    const failing: number[] = [];
    const fetchImpl: FetchLike = async (url) => {
      if (url !== OLD) return { status: 200 };
      failing.push(m.now());
      throw new TypeError('Failed to fetch');
    };
    const client = new OutboxClient({ store, fetchImpl, clock: m, isOutage: async () => false });
    client.start();
    await flush();
    expect(await client.submit('live', LIVE, bodies, {})).toEqual({ kind: 'sent' });
    // The page's timer follows the failing relay's back-off: 5 s, 15 s, 45 s ...
    for (const delay of [5000, 15000, 45000, 135_000]) {
      expect(m.pendingDelays()).toEqual([delay]);
      m.advance(delay);
      await flush();
    }
    expect(failing).toEqual([0, 5000, 20000, 65000, 200_000]);
    expect(await client.waiting()).toBe(n);
  });
  it("a new page's first replay, asked for while the visitor's lead is being sent, does not try the failing path a second time at once", async () => {
    const store = memoryOutboxStore();
    const m = fakeClock();
    for (let i = 0; i < 3; i++) await store.put(newEntry(`q${i}`, OLD, bodies, -60_000 + i));
    const failing: number[] = [];
    const live: number[] = [];
    const fetchImpl: FetchLike = async (url) => {
      if (url === LIVE) return live.push(m.now()), { status: 200 };
      failing.push(m.now());
      throw new TypeError('Failed to fetch');
    };
    const client = new OutboxClient({ store, fetchImpl, clock: m, isOutage: async () => false });
    // The lead's own replay runs; the page's start (purge, then "try every relay") comes meanwhile.
    const sent = client.submit('live', LIVE, bodies, {});
    client.start();
    expect(await sent).toEqual({ kind: 'sent' });
    await flush();
    expect(live).toEqual([0]);
    expect(failing, 'tried once, then its delay').toEqual([0]);
    expect(m.pendingDelays()).toEqual([5000]);
    m.advance(5000);
    await flush();
    expect(failing).toEqual([0, 5000]);
  });
});

describe('a visitor who comes back (issue 27 item 2)', () => {
  it('a new page tries every waiting relay at once, whatever the delay an earlier page left', async () => {
    const store = memoryOutboxStore();
    const m = fakeClock();
    let up = false;
    const calls: number[] = [];
    const fetchImpl: FetchLike = async () => {
      calls.push(m.now());
      return { status: up ? 200 : 503 };
    };
    await new OutboxClient({ store, fetchImpl, clock: m }).submit('id-1', 'https://relay.example/send', bodies, {});
    m.advance(5000);
    await flush();
    // Two failures: the relay now waits 15 s before its next try.
    expect(calls).toEqual([0, 5000]);
    // The visitor reloads the page a second later (an update, the next visit); the relay is back.
    up = true;
    m.advance(1000);
    new OutboxClient({ store, fetchImpl, clock: m }).start();
    await flush();
    expect(calls).toEqual([0, 5000, 6000]);
    expect(store.map.has('id-1')).toBe(false);
  });
});
