import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSiteData } from '../../site-data/site-data-context';
import type { LoadOutcome } from '../../site-data/load';
import { parseSiteData } from '../../site-data/parse';
import { FreshRecord } from './fresh-record';
import { InstallGate } from './install-gate';
import { InstallPrompt } from './install-prompt';
import { createPwaStore, type BeforeInstallPromptEvent } from './pwa-store';
import { UpdatePrompt } from './update-prompt';
import { withPage } from '../../../tests/support/page';

const record = (name: string, isenglish = 'true') => ({ dbPrincipal: { name }, labels: { formLabel: { isenglish } } });

function Providers({ children, raw = record('Acme Trees'), load }: { children: ReactNode; raw?: object; load?: () => Promise<LoadOutcome> }) {
  return withPage(children, { record: raw, load });
}

describe('UpdatePrompt', () => {
  it('appears only when a new version waits, and Update switches to it', () => {
    const store = createPwaStore();
    store.acceptUpdate = vi.fn();
    render(<Providers><UpdatePrompt store={store} /></Providers>);
    expect(screen.queryByText('A new version of this site is available.')).toBeNull();
    act(() => store.set({ updateReady: true }));
    expect(screen.getByText('A new version of this site is available.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(store.acceptUpdate).toHaveBeenCalledOnce();
  });

  it('Later hides it without switching', () => {
    const store = createPwaStore();
    store.acceptUpdate = vi.fn();
    store.set({ updateReady: true });
    render(<Providers><UpdatePrompt store={store} /></Providers>);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(store.acceptUpdate).not.toHaveBeenCalled();
    return vi.waitFor(() => expect(screen.queryByText('A new version of this site is available.')).toBeNull());
  });

  it('warns that updating clears a half-filled form', () => {
    const store = createPwaStore();
    store.set({ updateReady: true });
    render(
      <Providers>
        <form>
          <input aria-label="First name" />
        </form>
        <UpdatePrompt store={store} />
      </Providers>,
    );
    expect(screen.queryByText(/unsent form/)).toBeNull();
    fireEvent.input(screen.getByLabelText('First name'), { target: { value: 'Ana' } });
    expect(screen.getByText(/unsent form will be cleared/)).toBeTruthy();
  });

  it('speaks the record language', () => {
    const store = createPwaStore();
    store.set({ updateReady: true });
    render(<Providers raw={record('Árboles', 'false')}><UpdatePrompt store={store} /></Providers>);
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeTruthy();
  });
});

describe('InstallPrompt', () => {
  it('shows Install while the browser offers it and opens the browser prompt', async () => {
    const store = createPwaStore();
    render(<Providers><InstallPrompt store={store} /></Providers>);
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    const prompt = vi.fn(async () => {});
    const offer = Object.assign(new Event('beforeinstallprompt'), { prompt, userChoice: Promise.resolve({ outcome: 'accepted' as const }) });
    act(() => store.set({ installEvent: offer as BeforeInstallPromptEvent }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install' })));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('shows the Add to Home Screen hint in iOS Safari', () => {
    const ua = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1');
    Object.defineProperty(navigator, 'standalone', { value: false, configurable: true });
    try {
      render(<Providers><InstallPrompt store={createPwaStore()} /></Providers>);
      expect(screen.getByText(/Add to Home Screen/)).toBeTruthy();
    } finally {
      ua.mockRestore();
      delete (navigator as { standalone?: boolean }).standalone;
    }
  });
});

describe('InstallGate', () => {
  it('renders nothing until the browser offers installation, then the Install button', async () => {
    const store = createPwaStore();
    const { container } = render(<Providers><InstallGate store={store} /></Providers>);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    const offer = Object.assign(new Event('beforeinstallprompt'), { prompt: vi.fn(async () => {}), userChoice: Promise.resolve({ outcome: 'accepted' as const }) });
    act(() => store.set({ installEvent: offer as BeforeInstallPromptEvent }));
    expect(await screen.findByRole('button', { name: 'Install' })).toBeTruthy();
  });
});

describe('FreshRecord', () => {
  it('loads the record again when the worker reports a fresher copy, without reloading the page', async () => {
    const store = createPwaStore();
    let name = 'Old Name';
    const load = vi.fn(async (): Promise<LoadOutcome> => {
      const raw = record(name);
      return { source: 'network', result: parseSiteData(raw), raw };
    });
    function Name() {
      return <p>{useSiteData().dbPrincipal.name}</p>;
    }
    render(
      <Providers load={load}>
        <FreshRecord store={store} />
        <Name />
      </Providers>,
    );
    await screen.findByText('Old Name');
    expect(load).toHaveBeenCalledTimes(1);
    name = 'New Name';
    act(() => store.set({ recordVersion: 1 }));
    await screen.findByText('New Name');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
