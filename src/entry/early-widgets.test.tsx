import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdClicks } from './start-on-demand';
import { en } from '../i18n/en';
import { FloatingWidgets } from '../features/widgets/floating-widgets';
import { answerEarlyWidgets, warmIcons } from './early-widgets';
import { stopLikeHydratingReact } from '../../tests/support/react-stops';
import { withPage } from '../../tests/support/page';
import { HydrationPart, appRoot } from '../components/hydration-part';
import { APP_ROOT_ID, PART_ATTR } from '../contract/page-marks';

const record = {
  docId: 'doc-1',
  dbPrincipal: { name: 'Acme Trees', phones: [{ phone: '503-555-0142' }], location: [{ address: '1 Main St, Salem, OR 97301' }] },
  labels: { formLabel: { isenglish: 'true' } },
  simpleWidgets: [
    { val: 'WhatsappBtn', activo: true },
    { val: 'CallUsNow', activo: true },
  ],
};

/** The widgets in the app's root, as the app draws them: in its layout's part. */
const widgets = () =>
  withPage(
    <HydrationPart container={appRoot} fallback={null}>
      <FloatingWidgets />
    </HydrationPart>,
    { record },
  );

/** The widgets as the build writes them, in the app's root. */
function prerendered(): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  Object.assign(container, { id: APP_ROOT_ID });
  container.setAttribute(PART_ATTR, '');
  container.innerHTML = renderToString(widgets());
  return container;
}

const toggle = () => screen.getByTestId('widgets-toggle');
const panel = () => document.getElementById(toggle().getAttribute('aria-controls')!)!;
/** The widgets' buttons a visitor can see and reach (none while the panel is hidden). */
const shownNames = () => screen.queryAllByRole('button').map((b) => b.getAttribute('aria-label')).filter((n) => n !== en.widgets.open && n !== en.widgets.closeAll);

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  document.body.innerHTML = '';
});

describe("the floating widgets' button before the app runs", () => {
  it('the build draws the panel hidden; a tap shows its buttons and names the button for closing, a second hides them', () => {
    prerendered();
    expect(panel().hidden).toBe(true);
    expect(shownNames()).toEqual([]);
    stops.push(answerEarlyWidgets(document));
    // The entry's to answer: not held for the app.
    expect(toggle().hasAttribute('data-native')).toBe(true);
    fireEvent.click(toggle());
    expect(shownNames()).toEqual([en.widgets.whatsapp, en.widgets.call]);
    expect([toggle().getAttribute('aria-label'), toggle().getAttribute('aria-expanded')]).toEqual([en.widgets.closeAll, 'true']);
    fireEvent.click(toggle());
    expect(shownNames()).toEqual([]);
    expect([toggle().getAttribute('aria-label'), toggle().getAttribute('aria-expanded')]).toEqual([en.widgets.open, 'false']);
  });

  it('a tap React stops while it hydrates the widgets still opens the panel', () => {
    const c = prerendered();
    stops.push(answerEarlyWidgets(document), stopLikeHydratingReact(c));
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });

  it('Escape closes the open panel and brings the focus from a widget back to the main button', () => {
    prerendered();
    stops.push(answerEarlyWidgets(document));
    fireEvent.click(toggle());
    screen.getByRole('button', { name: en.widgets.call }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('the app hydrates the open panel without a mismatch, opens the widget tapped meanwhile once, and the entry still turns the panel, once a tap, closing the popup with it (issue 37)', async () => {
    const c = prerendered();
    const held = holdClicks(window);
    stops.push(() => held.stop(), answerEarlyWidgets(document));
    fireEvent.click(toggle());
    // Tapped before the app: held, and made again once the app has hydrated it.
    fireEvent.click(screen.getByRole('button', { name: en.widgets.whatsapp }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(c, widgets(), { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(shownNames()).toEqual([en.widgets.whatsapp, en.widgets.call]);
    expect(toggle().getAttribute('aria-label')).toBe(en.widgets.closeAll);
    await act(async () => held.release());
    await screen.findByRole('dialog', { name: 'Acme Trees' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('button', { name: en.widgets.whatsapp }).getAttribute('aria-expanded')).toBe('true');
    // One answer a tap: two (the app's own beside the entry's) would leave the panel open.
    await act(async () => fireEvent.click(toggle()));
    expect(shownNames()).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect([toggle().getAttribute('aria-label'), toggle().getAttribute('aria-expanded')]).toEqual([en.widgets.open, 'false']);
    await act(async () => fireEvent.click(toggle()));
    expect(shownNames()).toEqual([en.widgets.whatsapp, en.widgets.call]);
    // A render of the app leaves the panel as the entry turned it.
    await act(async () => root.render(widgets()));
    expect([toggle().getAttribute('aria-label'), toggle().getAttribute('aria-expanded'), String(panel().hidden)]).toEqual([en.widgets.closeAll, 'true', 'false']);
    act(() => root.unmount());
  });

  it("draws the panel's icons ahead, out of sight and out of reach: no button, no name, nothing a screen reader meets", () => {
    prerendered();
    const before = shownNames();
    warmIcons(document, panel());
    const warm = document.querySelector<HTMLElement>('[data-widget-icons]')!;
    const buttons = [...panel().querySelectorAll('button')];
    const set = warm.firstElementChild!;
    expect([...set.children].map((c) => [c.tagName, c.className])).toEqual(buttons.map((b) => ['SPAN', b.className]));
    expect(set.className, "the icon set's classes: its image of the icons").toBe(panel().querySelector('[data-widget-icon-set]')!.className);
    expect(warm.getAttribute('aria-hidden')).toBe('true');
    expect(warm.style.visibility).toBe('hidden');
    expect(warm.querySelector('button, [aria-label], [data-testid]')).toBeNull();
    expect(shownNames()).toEqual(before);
  });
});
