import { describe, expect, it } from 'vitest';
import { readEntry } from '../../contract/outbox-entry';
import { backoffDelay, MAX_RELAY_DELAY_MS } from '../../contract/outbox-relays';
import { GIVE_UP_AFTER_MS } from '../../contract/outbox-retry';
import type { FetchLike } from '../../contract/outbox-send';
import { memoryOutboxStore } from '../../contract/outbox-store';
import { fakeClock } from '../../../tests/support/fake-clock';
import { OutboxClient } from './outbox-client';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2026, 10, 2, 9);
const RELAY = 'https://relay.example/send';
const bodies = [
  { toEmail: 'a@biz.example', nombre: 'Ana' },
  { toEmail: 'b@biz.example', nombre: 'Ana' },
];
const typed = { name: 'Ana', message: 'Big oak leaning toward the house' };

/**
 * A page left open on a relay that gives no answer until `upAt` (for ever when omitted), the
 * device online all along. Records when each request left, and to whom.
 */
function openPage(upAt = Infinity) {
  const store = memoryOutboxStore();
  const clock = fakeClock(T0);
  const requests: Array<{ at: number; to: string }> = [];
  const fetchImpl: FetchLike = async (_url, init) => {
    requests.push({ at: clock.now(), to: (JSON.parse(String(init.body)) as { toEmail: string }).toEmail });
    if (clock.now() < upAt) throw new TypeError('Failed to fetch');
    return { status: 200 };
  };
  const client = new OutboxClient({ store, fetchImpl, clock, isOutage: async () => false });
  /**
   * Lets `ms` pass: the page's own timer fires when it is due, and every `busy` ms something else
   * on the page asks for a replay too (a second form, another tab's message), as a busy page does.
   */
  async function stayOpen(ms: number, busy = MINUTE): Promise<void> {
    const end = clock.now() + ms;
    while (clock.now() < end) {
      clock.advance(Math.min(busy, end - clock.now(), ...clock.pendingDelays()));
      await client.replay();
    }
  }
  const times = () => requests.map((r) => r.at);
  return { store, clock, requests, times, client, stayOpen };
}

describe('a lead waits out its relay for the whole window, on the relay\'s schedule', () => {
  it('a relay down for 6 days 23 hours still gets the lead, each recipient once, soon after it is back', async () => {
    const upAt = T0 + 6 * DAY + 23 * HOUR;
    const page = openPage(upAt);
    expect(await page.client.submit('lead', RELAY, bodies, typed)).toMatchObject({ kind: 'pending', persisted: true });
    await page.stayOpen(upAt - T0 + 15 * MINUTE, 5 * MINUTE);
    expect(await page.client.stateOf('lead')).toEqual({ kind: 'sent' });
    const afterwards = page.requests.filter((r) => r.at >= upAt);
    expect(afterwards.map((r) => r.to)).toEqual(['a@biz.example', 'b@biz.example']);
    expect(afterwards[0]!.at - upAt).toBeLessThanOrEqual(MAX_RELAY_DELAY_MS);
  });

  it('a page open for hours with the relay down tries it on the back-off only (5 s, 15 s ... every 10 minutes), and the lead still waits', async () => {
    const page = openPage();
    await page.client.submit('lead', RELAY, bodies, typed);
    await page.stayOpen(6 * HOUR);
    const times = page.times();
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(gaps).toEqual(gaps.map((_, i) => backoffDelay(i)));
    // 6 attempts in the first 10 minutes, then one every 10 minutes: 40 in 6 hours, of 1,000-odd replays.
    expect(times).toHaveLength(40);
    expect(await page.client.stateOf('lead')).toMatchObject({ kind: 'pending' });
    // The first recipient took every attempt (the relay gave no answer, so the second waited).
    expect(readEntry(page.store.map.get('lead'))!.recipients.map((r) => [r.state, r.attempts])).toEqual([
      ['pending', 40],
      ['pending', 0],
    ]);
  });

  it('7 days after it was sent it is given up: the visitor is told it could not be delivered and gets back what was typed', async () => {
    const page = openPage();
    await page.client.submit('lead', RELAY, bodies, typed);
    await page.stayOpen(GIVE_UP_AFTER_MS + 15 * MINUTE, 5 * MINUTE);
    // Tried until the window closed, and not once after: 6 tries in the first 10 minutes, then one
    // every 10 minutes, 1,012 in the week.
    expect(page.times()).toHaveLength(1012);
    const last = page.times().at(-1)!;
    expect(last).toBeLessThan(T0 + GIVE_UP_AFTER_MS);
    expect(last).toBeGreaterThanOrEqual(T0 + GIVE_UP_AFTER_MS - MAX_RELAY_DELAY_MS);
    expect(await page.client.stateOf('lead')).toEqual({ kind: 'failed' });
    expect(readEntry(page.store.map.get('lead'))!.recipients.map((r) => r.gaveUp)).toEqual([true, true]);
    expect((await page.client.takeFailed('lead'))?.values).toEqual(typed);
  });
});
