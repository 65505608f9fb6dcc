import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '../../events/track';
import SignatureDialog from './signature-dialog';
import { withPage } from '../../../tests/support/page';
import { blobText } from '../../../tests/support/blob-text';

vi.mock('../../events/track', async (original) => ({ ...(await original<typeof import('../../events/track')>()), track: vi.fn() }));
// The dialog is shown only with the site's public address (card-tools.tsx): the build's setting.
vi.mock('./site-url', () => ({ siteUrlFrom: () => 'https://acme.example/' }));


const record = {
  dbPrincipal: { name: 'Acme Trees', logo: 'https://cdn.example.com/logo.png', phones: [{ phone: '503-555-0142', name: 'Office' }] },
  labels: { formLabel: { isenglish: 'true' } },
};

describe('email signature dialog', () => {
  let written: ClipboardItem[] | undefined;
  beforeEach(() => {
    written = undefined;
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ logo: { from: 'https://cdn.example.com/logo.png', file: 'icons/signature/logo.png' }, icons: {} }))));
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(readonly items: Record<string, Blob>) {}
        get types() {
          return Object.keys(this.items);
        }
      },
    );
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { write: async (items: ClipboardItem[]) => void (written = items) } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('previews the signature with the logo at the site address, and Copy puts HTML and text on the clipboard', async () => {
    render(withPage(<SignatureDialog onClose={() => {}} />, { record }));
    const preview = await screen.findByRole('figure', { name: 'Signature preview' });
    await vi.waitFor(() => expect(preview.querySelector('img')?.getAttribute('src')).toBe('https://acme.example/icons/signature/logo.png'));
    expect(preview.querySelector('a[href="tel:+15035550142"]')?.textContent).toBe('503-555-0142');
    fireEvent.click(screen.getByRole('button', { name: 'Copy signature' }));
    await screen.findByText('Signature copied. Paste it into your email settings.');
    const item = written![0] as unknown as { items: Record<string, Blob> };
    expect(Object.keys(item.items).sort()).toEqual(['text/html', 'text/plain']);
    expect(await blobText(item.items['text/plain']!)).toContain('Office: 503-555-0142');
    expect(await blobText(item.items['text/html']!)).toContain('<table');
    expect(track).toHaveBeenCalledWith('signature-copy');
  });

  it('says so when the clipboard refuses, and reports nothing', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { write: async () => Promise.reject(new Error('denied')) } });
    vi.mocked(track).mockClear();
    render(withPage(<SignatureDialog onClose={() => {}} />, { record }));
    await screen.findByRole('figure', { name: 'Signature preview' });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Copy signature' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Copy signature' }));
    await screen.findByText(/Could not copy the signature/);
    expect(track).not.toHaveBeenCalledWith('signature-copy');
  });
});
