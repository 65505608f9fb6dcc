import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '../../contract/outbox-send';
import { memoryOutboxStore, type OutboxStore } from '../../contract/outbox-store';
import { en } from '../../i18n/en';
import { fakeClock } from '../../../tests/support/fake-clock';
import { quietFormTests, renderFormAndSend } from '../../../tests/support/lead-form-page';
import { OutboxClient, resetOutboxClientForTests } from './outbox-client';

/** Time stands still: no retry timer of the client ever runs. */
const idleClock = fakeClock();
const bodies = [{ toEmail: 'a@biz.example', nombre: 'Ana' }];
const networkDown: FetchLike = async () => {
  throw new TypeError('Failed to fetch');
};

/** A store whose writes fail the way a full disk does (QuotaExceededError). */
function fullStore(): OutboxStore {
  const quota = () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
  return { ...memoryOutboxStore(), put: quota, update: quota };
}

quietFormTests();

describe('OutboxClient when the device cannot store the lead', () => {
  it('storage full: keeps the lead in memory, keeps sending it, and reports it as not persisted', async () => {
    let up = false;
    const sent: string[] = [];
    const fetchImpl: FetchLike = async (_url, init) => {
      if (!up) throw new TypeError('Failed to fetch');
      sent.push(String(init?.body));
      return new Response('{}', { status: 200 });
    };
    // The device is offline until `up` (so the relay's back-off does not grow: outbox-relays.ts).
    const client = new OutboxClient({ store: fullStore(), fetchImpl, clock: idleClock, isOutage: async () => !up });
    expect(await client.submit('id-1', 'https://relay.example', bodies, {})).toEqual({ kind: 'pending', waiting: 1, persisted: false });
    up = true;
    await client.replay();
    expect(sent).toHaveLength(1);
    expect(await client.stateOf('id-1')).toEqual({ kind: 'sent' });
  });

  it('IndexedDB fine: a waiting lead is reported as persisted', async () => {
    const client = new OutboxClient({ store: memoryOutboxStore(), fetchImpl: networkDown, clock: idleClock });
    expect(await client.submit('id-2', 'https://relay.example', bodies, {})).toEqual({ kind: 'pending', waiting: 1, persisted: true });
  });
});

describe('LeadForm when IndexedDB is unavailable and the relay cannot be reached', () => {
  it('never claims the request is saved: says so, offers call and WhatsApp, and keeps what was typed', async () => {
    resetOutboxClientForTests();
    // jsdom has no IndexedDB, as in a browser that refuses it; the network is down too.
    vi.stubGlobal('fetch', vi.fn(networkDown));
    renderFormAndSend();
    const status = await waitFor(() => {
      const el = document.getElementById('t-status')!;
      expect(el.getAttribute('data-status')).toBe('saved');
      return el;
    });
    expect(status.textContent).toContain(en.form.notSaved);
    expect(status.textContent).not.toContain('saved on this device');
    expect(within(status).getByRole('link', { name: /call/i }).getAttribute('href')).toBe('tel:+15035550142');
    expect(within(status).getByRole('link', { name: /whatsapp/i }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/15035550142/);
    expect((screen.getByRole('textbox', { name: new RegExp(en.form.name) }) as HTMLInputElement).value).toBe('Ana');
  });
});
