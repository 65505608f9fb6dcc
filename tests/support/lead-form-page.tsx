import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { en } from '../../src/i18n/en';
import { LeadForm } from '../../src/features/lead-form/lead-form';
import { withPage } from './page';

/**
 * The estimate form of an English business with a phone, an email and a relay
 * (`idPrefix` "t": its status region is `#t-status`), and a visitor who fills the name and phone
 * and presses Send.
 */
export function renderFormAndSend(): void {
  render(
    withPage(<LeadForm idPrefix="t" />, {
      record: {
        dbPrincipal: { name: 'Oak & Ash', phones: [{ phone: '503-555-0142' }], emails: [{ email: 'a@oak.example' }] },
        labels: { formLabel: { isenglish: 'true' } },
        linkPostEmail: 'https://relay.example/send',
      },
    }),
  );
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(en.form.name) }), { target: { value: 'Ana' } });
  fireEvent.change(screen.getByRole('textbox', { name: en.form.phone }), { target: { value: '503-555-0100' } });
  fireEvent.click(screen.getByRole('button', { name: en.form.submit }));
}

/** Each test of the file runs with console warnings silenced and its stubbed globals restored after it. */
export function quietFormTests(): void {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    vi.unstubAllGlobals();
  });
}
