import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import { LeadForm } from './lead-form';
import { resetOutboxClientForTests } from './outbox-client';
import { withPage } from '../../../tests/support/page';

const RELAY = 'https://relay.example/send';
const record = (extra: Record<string, unknown> = {}) => ({
  dbPrincipal: {
    name: 'Oak & Ash Tree Care',
    logo: 'https://cdn.example/logo.webp',
    phones: [{ phone: '503-555-0142' }],
    emails: [{ email: 'a@oak.example' }, { email: 'b@oak.example' }],
  },
  dbServices: [{ name: 'Tree Removal' }, { name: 'Stump Grinding' }],
  labels: { formLabel: { isenglish: 'true', tname: 'Your First Name' } },
  linkPostEmail: RELAY,
  ...extra,
});

const formFor = (raw: object) => withPage(<LeadForm idPrefix="t" />, { record: raw, english: false });

function renderForm(raw: object) {
  return render(formFor(raw));
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  resetOutboxClientForTests();
  fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const type = (name: RegExp | string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('LeadForm', () => {
  it('labels every field (record labels first) with autocomplete and input modes', () => {
    renderForm(record());
    expect(screen.getByLabelText(/Your First Name/)).toHaveProperty('autocomplete', 'given-name');
    expect(screen.getByLabelText(en.form.lastname).getAttribute('autocomplete')).toBe('family-name');
    expect(field(en.form.email).getAttribute('inputmode')).toBe('email');
    expect(field(en.form.phone).getAttribute('inputmode')).toBe('tel');
    // One line: `street-address` is for a multi-line field (autofill would put the whole address in it).
    expect(screen.getByLabelText(en.form.address).getAttribute('autocomplete')).toBe('address-line1');
    const select = screen.getByLabelText(en.form.service);
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([en.form.servicePlaceholder, 'Tree Removal', 'Stump Grinding']);
    expect(screen.getByRole('checkbox', { name: en.form.checkPhone })).toBeTruthy();
    expect(screen.getByRole('button', { name: en.form.submit })).toBeTruthy();
  });

  it('shows errors next to the fields, focuses the summary and sends nothing', async () => {
    renderForm(record());
    fireEvent.click(screen.getByRole('button', { name: en.form.submit }));
    const name = screen.getByLabelText(/Your First Name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const described = name.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(described[0]!)!.textContent).toBe(en.form.errName);
    expect(field(en.form.email).getAttribute('aria-describedby')).toContain('t-contact-error');
    expect(screen.getAllByText(en.form.errContact).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.activeElement?.textContent).toContain(en.form.errSummary));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends one request per recipient and thanks the visitor by business name', async () => {
    renderForm(record());
    type(/Your First Name/, 'Ana');
    type(en.form.phone, '(503) 555-0142');
    fireEvent.click(screen.getByRole('checkbox', { name: en.form.checkPhone }));
    fireEvent.click(screen.getByRole('button', { name: en.form.submit }));
    await screen.findByText(/Thank you! Oak & Ash Tree Care received your request/);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(RELAY);
    expect(JSON.parse(String(init.body))).toMatchObject({ toEmail: 'a@oak.example', nombre: 'Ana', phone: '503-555-0142', waytocontact: 'Phone', mensaje: 'No Extra Info' });
    // As the original product sent it: no Idempotency-Key unless the tenant declared a deduplicating relay.
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect((screen.getByLabelText(/Your First Name/) as HTMLInputElement).value).toBe('');
  });

  it('hydrated over a page filled before the app ran, sends what the page held (issue 26)', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(formFor(record()));
    // Typed, autofilled, restored on Back or set by a script: only the page knows.
    (container.querySelector('input[name="nombre"]') as HTMLInputElement).value = 'Ada';
    (container.querySelector('input[name="phone"]') as HTMLInputElement).value = '(503) 555-0142';
    (container.querySelector('input[name="byEmail"]') as HTMLInputElement).checked = true;
    const root = await act(async () => hydrateRoot(container, formFor(record())));
    fireEvent.click(screen.getByRole('button', { name: en.form.submit }));
    await screen.findByText(/Thank you!/);
    expect(JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body))).toMatchObject({ nombre: 'Ada', phone: '503-555-0142', waytocontact: 'Email' });
    act(() => root.unmount());
    container.remove();
  });

  it('drops a submission with the honeypot filled but looks successful', async () => {
    const { container } = renderForm(record());
    type(/Your First Name/, 'Bot');
    type(en.form.email, 'bot@spam.example');
    fireEvent.change(container.querySelector('input[name="website"]')!, { target: { value: 'http://spam' } });
    fireEvent.click(screen.getByRole('button', { name: en.form.submit }));
    await screen.findByText(/Thank you!/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a 4xx tells the visitor, offers call and WhatsApp, and keeps what they typed', async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 400 }));
    renderForm(record());
    type(/Your First Name/, 'Ana');
    type(en.form.email, 'ana@example.com');
    type(en.form.message, 'Big oak leaning on the house');
    fireEvent.click(screen.getByRole('button', { name: en.form.submit }));
    await screen.findByText(en.form.failed);
    expect(screen.getByRole('link', { name: 'Call 503-555-0142' }).getAttribute('href')).toBe('tel:+15035550142');
    expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe('https://wa.me/15035550142');
    expect((screen.getByLabelText(en.form.message) as HTMLTextAreaElement).value).toBe('Big oak leaning on the house');
    // The way through by email opens already written: nothing typed is lost.
    const mail = new URL(screen.getByRole('link', { name: en.form.emailInstead }).getAttribute('href')!);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe('a@oak.example');
    expect([...mail.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(mail.searchParams.get('subject')).toBe('New Request From Ana');
    expect(mail.searchParams.get('body')).toBe('Ana\nana@example.com\n\nBig oak leaning on the house');
  });

  it('is disabled with call and WhatsApp alternatives when there is no relay or no recipient', () => {
    renderForm(record({ linkPostEmail: undefined }));
    expect(field(/Your First Name/).matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: en.form.submit }).matches(':disabled')).toBe(true);
    expect(screen.getByText(en.form.disabled)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call 503-555-0142' })).toBeTruthy();
  });

  it('a fast second click before the outbox has loaded sends nothing twice (issue 13)', async () => {
    renderForm(record());
    type(/Your First Name/, 'Ana');
    type(en.form.email, 'ana@example.com');
    const button = screen.getByRole('button', { name: en.form.submit });
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByText(/Thank you!/);
    // Two recipients, one request each: not four.
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a relay that is not https (tel:, mailto:, http:) is not pretended to: the form offers the other channels (issue 13)', () => {
    for (const relay of ['mailto:owner@oak.example', 'tel:+15035550142', 'http://relay.example/send']) {
      const { unmount } = renderForm(record({ linkPostEmail: relay }));
      expect(screen.getByRole('button', { name: en.form.submit }).matches(':disabled'), relay).toBe(true);
      expect(screen.getByRole('link', { name: 'Call 503-555-0142' })).toBeTruthy();
      unmount();
    }
  });

  it('speaks Spanish for a Spanish record', async () => {
    renderForm(record({ labels: { formLabel: { isenglish: 'false' } } }));
    fireEvent.click(screen.getByRole('button', { name: es.form.submit }));
    expect(await screen.findAllByText(es.form.errName)).not.toHaveLength(0);
    expect(screen.getByLabelText(new RegExp(es.form.name)).getAttribute('aria-invalid')).toBe('true');
  });
});
