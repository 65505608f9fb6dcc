import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../i18n/en';
import { quietFormTests, renderFormAndSend } from '../../../tests/support/lead-form-page';

/** The form's sending code cannot be fetched: a first visit offline, before any worker holds it. */
// As the browser's import() then fails (vitest's own error for a throwing factory is not retried
// the same way each time, so the module loads and its start fails, which rejects the same promise).
vi.mock('./outbox-client', () => ({
  startOutboxReplay: () => {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/outbox-client.js');
  },
}));

quietFormTests();

const status = () => document.getElementById('t-status')!;

describe('LeadForm when its sending code cannot be fetched', () => {
  it('says at once the request could not be sent, offers the other ways with the text written out, and keeps what was typed', async () => {
    const relay = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', relay);
    renderFormAndSend();
    const name = () => screen.getByRole('textbox', { name: new RegExp(en.form.name) }) as HTMLInputElement;

    await waitFor(() => expect(status().getAttribute('data-status')).toBe('failed'));
    expect(status().textContent).toContain(en.form.failed);
    expect(within(status()).getByRole('link', { name: /call/i }).getAttribute('href')).toBe('tel:+15035550142');
    const mail = within(status()).getByRole('link', { name: new RegExp(en.form.emailInstead) }).getAttribute('href')!;
    expect(decodeURIComponent(mail)).toContain('503-555-0100');
    expect(name().value).toBe('Ana');
    expect(relay).not.toHaveBeenCalled();

    // A second Send is answered the same way (never left at "Sending..."), and still loses nothing.
    fireEvent.click(screen.getByRole('button', { name: en.form.submit }));
    await waitFor(() => expect(status().getAttribute('data-status')).toBe('failed'));
    expect(status().textContent).toContain(en.form.failed);
    expect(name().value).toBe('Ana');
    expect(relay).not.toHaveBeenCalled();
  });
});
