import { describe, expect, it } from 'vitest';
import { newEntry } from './outbox-entry';
import { LEASE_MS, replayOutbox } from './outbox-replay';
import type { FetchLike } from './outbox-send';
import { memoryOutboxStore } from './outbox-store';

const T0 = Date.UTC(2026, 10, 2, 9);
const RELAY = 'https://relay.example/send';
/** A business with four addresses: one lead, four requests. */
const four = ['a', 'b', 'c', 'd'].map((x) => ({ toEmail: `${x}@biz.example`, nombre: 'Ana' }));

/**
 * Two tabs of a browser without Web Locks, one store. The first tab's requests each take
 * `slowMs` (a hidden tab, whose timers, the request timeout's too, are throttled); while its
 * request to `during` is out, `laterMs` after it left, the second tab replays.
 */
async function twoTabs(slowMs: number, during: string, laterMs: number): Promise<string[]> {
  const store = memoryOutboxStore();
  await store.put(newEntry('lead', RELAY, four, T0 - 1000));
  let t = T0;
  const now = () => t;
  const sent: string[] = [];
  const to = (init: RequestInit) => (JSON.parse(String(init.body)) as { toEmail: string }).toEmail;
  const second: FetchLike = async (_url, init) => (sent.push(to(init)), { status: 200 });
  const first: FetchLike = async (_url, init) => {
    sent.push(to(init));
    t += laterMs;
    if (to(init) === during) await replayOutbox({ store, fetchImpl: second, owner: 'tab-2', now });
    t += slowMs - laterMs;
    return { status: 200 };
  };
  await replayOutbox({ store, fetchImpl: first, owner: 'tab-1', now });
  expect(store.map.size).toBe(0);
  return sent;
}

describe('without Web Locks, the lease outlasts a slow entry', () => {
  it('a replayer taking longer than the lease over four recipients keeps it: a second one sends none of them again', async () => {
    // 20 s a request: the fourth leaves as the claim's 60 s run out, and the second tab comes 10 s later.
    expect(3 * 20_000).toBeGreaterThanOrEqual(LEASE_MS);
    const sent = await twoTabs(20_000, 'd@biz.example', 10_000);
    expect(sent).toEqual(['a@biz.example', 'b@biz.example', 'c@biz.example', 'd@biz.example']);
  });

  it('a replayer that lost its lease (its requests longer than the lease) sends no more of that entry', async () => {
    // The second tab takes the entry over while b is out: that one request can go twice (the
    // relay's Idempotency-Key is for that), c and d go once, from the second tab.
    const sent = await twoTabs(LEASE_MS + 20_000, 'b@biz.example', LEASE_MS + 10_000);
    expect(sent).toEqual(['a@biz.example', 'b@biz.example', 'b@biz.example', 'c@biz.example', 'd@biz.example']);
  });
});
