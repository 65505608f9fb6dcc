import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClockProvider } from '../hooks/use-clock';
import { SiteDataProvider } from '../site-data/site-data-context';
import { realClock } from '../utils/clock';
import { FloatingWidgets } from '../features/widgets/floating-widgets';
import { parsedRecord } from '../../tests/support/parsed-record';
import { answerWidgetsToggle, readWidgetsOpen } from './widgets-toggle';

const record = parsedRecord({
  dbPrincipal: { name: 'Oak & Ash Tree Care', phones: [{ phone: '503-555-0142' }] },
  labels: { formLabel: { isenglish: 'true' } },
  simpleWidgets: [
    { val: 'WhatsappBtn', activo: true },
    { val: 'CallUsNow', activo: true },
  ],
});

const widgets = () => (
  <ClockProvider clock={realClock}>
    <SiteDataProvider minLoadingMs={0} initialData={record}>
      <MemoryRouter>
        <FloatingWidgets />
      </MemoryRouter>
    </SiteDataProvider>
  </ClockProvider>
);

/** The widgets as the build writes them. */
function prerendered(): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(widgets());
  return container;
}

const toggle = () => screen.getByTestId('widgets-toggle');
/** The widgets' buttons a visitor can see and reach. */
const shown = () => screen.queryAllByRole('button').filter((b) => b !== toggle()).map((b) => b.getAttribute('aria-label'));

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('the floating widgets open before the app runs (issue 26)', () => {
  it('a tap on the prerendered button shows the widgets and makes it the close button; a second hides them', () => {
    prerendered();
    stop = answerWidgetsToggle(document);
    expect(shown()).toEqual([]);
    expect(toggle().getAttribute('aria-label')).toBe('Open contact widgets');
    fireEvent.click(toggle());
    expect(shown()).toEqual(['WhatsApp chat', 'Call us now']);
    expect([toggle().getAttribute('aria-expanded'), toggle().getAttribute('aria-label')]).toEqual(['true', 'Close contact widgets']);
    expect(readWidgetsOpen(document)).toBe(true);
    fireEvent.click(toggle());
    expect(shown()).toEqual([]);
    expect([toggle().getAttribute('aria-expanded'), toggle().getAttribute('aria-label')]).toEqual(['false', 'Open contact widgets']);
  });

  it('the app adopts the open panel when it hydrates, without a mismatch, and answers from then on', async () => {
    const c = prerendered();
    stop = answerWidgetsToggle(document);
    fireEvent.click(toggle());
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(c, widgets(), { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(shown()).toEqual(['WhatsApp chat', 'Call us now']);
    await act(async () => fireEvent.click(toggle()));
    expect(shown()).toEqual([]);
    expect(toggle().getAttribute('aria-label')).toBe('Open contact widgets');
    await act(async () => fireEvent.click(toggle()));
    expect(shown()).toEqual(['WhatsApp chat', 'Call us now']);
    act(() => root.unmount());
  });

  it('reads an untouched panel as closed', () => {
    prerendered();
    expect(readWidgetsOpen(document)).toBe(false);
    expect(readWidgetsOpen(undefined)).toBe(false);
  });
});
