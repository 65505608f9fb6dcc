import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { whatsappHref } from '../../site-data/selectors';
import { FloatingWidgets } from './floating-widgets';
import { fakeClock } from '../../../tests/support/fake-clock';
import { withPage } from '../../../tests/support/page';

const ALL = ['WhatsappBtn', 'VisitsCounter', 'CallUsNow', 'Wheather', 'ReviewTab', 'ModalColores'];
function record(on: string[], extra: Record<string, unknown> = {}) {
  return {
    docId: 'doc-1',
    dbPrincipal: { name: 'Oak & Ash Tree Care', phones: [{ phone: '503-555-0142' }], location: [{ address: '1 Main St, Salem, OR 97301' }] },
    labels: { formLabel: { isenglish: 'true' } },
    simpleWidgets: ALL.map((val) => ({ val, activo: on.includes(val) })),
    ...extra,
  };
}

/** The widgets as the app renders them with no page from the build, their main button answered by the entry (installed on mount). */
async function setup(raw: object) {
  const clock = fakeClock(1_000_000);
  const user = userEvent.setup();
  render(
    withPage(
      <>
        <button type="button">page content</button>
        <FloatingWidgets />
      </>,
      { record: raw, clock },
    ),
  );
  await vi.dynamicImportSettled();
  return { clock, user, advance: (ms: number) => act(() => clock.advance(ms)) };
}

const toggle = () => screen.getByTestId('widgets-toggle');

describe('floating widgets', () => {
  it('shows exactly the switched-on widgets once the main button opens the panel', async () => {
    const { user } = await setup(record(['CallUsNow', 'ModalColores', 'ReviewTab'], { qrImg: 'https://cdn.example/qr.png' }));
    expect(screen.queryByRole('button', { name: 'Call us now' })).toBeNull();
    await user.click(toggle());
    expect(toggle()).toHaveProperty(['attributes', 'aria-expanded', 'value'], 'true');
    const names = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label')).filter(Boolean);
    expect(names).toEqual(['Close contact widgets', 'Call us now', 'Colour palette', 'QR code']);
  });

  it('renders nothing when no widget is switched on', async () => {
    await setup(record(['ReviewTab']));
    expect(screen.queryByTestId('widgets-toggle')).toBeNull();
  });

  it('WhatsApp: typing for 3 s, then the greeting; the Send link carries the typed message', async () => {
    const { user, advance } = await setup(record(['WhatsappBtn', 'CallUsNow']));
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'WhatsApp chat' }));
    const popup = await screen.findByRole('dialog', { name: 'Oak & Ash Tree Care' });
    expect(within(popup).getByText('Typically replies in minutes')).toBeTruthy();
    await within(popup).findByTestId('whatsapp-typing');
    expect(document.activeElement).toBe(popup);
    advance(2999);
    expect(within(popup).queryByTestId('whatsapp-greeting')).toBeNull();
    advance(1);
    expect(within(popup).getByTestId('whatsapp-greeting').textContent).toContain('How can we help you?');
    await user.type(within(popup).getByRole('textbox', { name: 'Your message' }), 'Need a quote & stump #2 🌳');
    const send = within(popup).getByRole('link', { name: /Send/ });
    expect(send).toHaveProperty(['attributes', 'href', 'value'], 'https://wa.me/15035550142?text=Need%20a%20quote%20%26%20stump%20%232%20%F0%9F%8C%B3');
    expect(send).toHaveProperty(['attributes', 'target', 'value'], '_blank');
    expect(send).toHaveProperty(['attributes', 'rel', 'value'], 'noopener noreferrer');
  });

  it('Call: a loader for 1 s, then the tel:+1 link; opening it closed WhatsApp', async () => {
    const { user, advance } = await setup(record(['WhatsappBtn', 'CallUsNow']));
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'WhatsApp chat' }));
    await screen.findByRole('dialog', { name: 'Oak & Ash Tree Care' });
    await user.click(screen.getByRole('button', { name: 'Call us now' }));
    const popup = await screen.findByRole('dialog', { name: 'Call us now' });
    expect(screen.queryByRole('dialog', { name: 'Oak & Ash Tree Care' })).toBeNull();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await within(popup).findByTestId('call-loader');
    advance(999);
    expect(within(popup).queryByRole('link')).toBeNull();
    advance(1);
    expect(within(popup).getByRole('link', { name: 'Call 503-555-0142' })).toHaveProperty(['attributes', 'href', 'value'], 'tel:+15035550142');
  });

  it('Escape closes the popup and returns focus to its button; the main button closes everything', async () => {
    const { user } = await setup(record(['WhatsappBtn', 'CallUsNow']));
    await user.click(toggle());
    const callBtn = screen.getByRole('button', { name: 'Call us now' });
    await user.click(callBtn);
    const popup = await screen.findByRole('dialog', { name: 'Call us now' });
    expect(document.activeElement).toBe(popup);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(callBtn);
    expect(callBtn).toHaveProperty(['attributes', 'aria-expanded', 'value'], 'false');
    await user.click(callBtn);
    await screen.findByRole('dialog', { name: 'Call us now' });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close Call us now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Call us now' }));
    await user.click(screen.getByRole('button', { name: 'WhatsApp chat' }));
    await screen.findByRole('dialog');
    await user.click(toggle());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'WhatsApp chat' })).toBeNull();
    expect(toggle()).toHaveProperty(['attributes', 'aria-label', 'value'], 'Open contact widgets');
  });

  it('Escape with a widget button focused closes the panel and gives the focus to the main button', async () => {
    const { user } = await setup(record(['WhatsappBtn', 'CallUsNow']));
    await user.click(toggle());
    screen.getByRole('button', { name: 'Call us now' }).focus();
    await user.keyboard('{Escape}');
    // The buttons stay in the page, hidden with their panel, for the entry to open before the app runs.
    expect(screen.getByTestId('widget-call').closest('[hidden]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Call us now' })).toBeNull();
    expect(document.activeElement).toBe(toggle());
    expect(toggle()).toHaveProperty(['attributes', 'aria-expanded', 'value'], 'false');
    await user.keyboard('{Enter}');
    expect(toggle()).toHaveProperty(['attributes', 'aria-expanded', 'value'], 'true');
    expect(screen.getByRole('button', { name: 'Call us now' })).toBeTruthy();
  });

  it('colour palette: groups all collapsible, one tap copies a hex code with a visible status', async () => {
    const { user } = await setup(record(['ModalColores']));
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => void written.push(t) } });
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Colour palette' }));
    // Its code is a chunk of its own, fetched on the tap: on a busy CI machine that took over the default second.
    const dialog = await screen.findByRole('dialog', { name: 'Colour palette' }, { timeout: 5000 });
    const groups = await within(dialog).findAllByRole('button', { expanded: false }, { timeout: 5000 });
    expect(groups).toHaveLength(12);
    await user.click(await within(dialog).findByRole('button', { name: 'Greens' }, { timeout: 5000 }));
    // The group's swatches render as it opens: on a busy CI machine that took over the default second.
    await user.click(await within(dialog).findByRole('button', { name: /Forest Green, Copy #228B22/ }, { timeout: 5000 }));
    expect(written).toEqual(['#228B22']);
    expect(within(dialog).getByTestId('palette-status').textContent).toBe('Copied #228B22');
    await user.click(within(dialog).getByRole('button', { name: 'Greens' }));
    expect(within(dialog).getAllByRole('button', { expanded: false })).toHaveLength(12);
    await user.keyboard('{Escape}');
    await act(async () => {});
    expect(screen.queryByRole('dialog', { name: 'Colour palette' })).toBeNull();
  });
});

describe('WhatsApp link', () => {
  it('encodes spaces, &, # and emoji, and strips dashes from the phone', () => {
    expect(whatsappHref('503-555-0142', 'hi there & #1 😀')).toBe('https://wa.me/15035550142?text=hi%20there%20%26%20%231%20%F0%9F%98%80');
    expect(whatsappHref('5035550142', 'a b')).toBe('https://wa.me/15035550142?text=a%20b');
    expect(whatsappHref('(503) 555-0142')).toBe('https://wa.me/15035550142');
  });
});
