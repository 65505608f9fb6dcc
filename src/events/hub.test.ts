import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { Batch } from './collector';
import { blobText as text } from '../../tests/support/blob-text';


const SETTINGS = { eventsUrl: 'https://events.example/c', pageId: 'tenant-a', basePath: '/' };
type Beacon = Mock<(url: string, body: Blob) => boolean>;
let beacon: Beacon;

/**
 * A page just opened: fresh module state, and a document of its own (an earlier test's collector
 * still listens on its own).
 */
async function openPage(route: string, html: string) {
  vi.resetModules();
  window.history.replaceState(null, '', route);
  const doc = document.implementation.createHTMLDocument();
  doc.documentElement.dataset.route = route;
  doc.body.innerHTML = html;
  const taps = await import('./early-taps');
  const hub = await import('./hub');
  return { taps, hub, doc };
}

/** What the page sends once it is left. */
async function sentOnLeaving(): Promise<Array<Omit<Batch['events'][number], 'at'>>> {
  let events: Batch['events'] = [];
  await vi.waitFor(async () => {
    window.dispatchEvent(new Event('pagehide'));
    const bodies = await Promise.all(beacon.mock.calls.map(([, blob]) => text(blob)));
    events = bodies.flatMap((b) => (JSON.parse(b) as Batch).events);
    expect(events.length).toBeGreaterThan(0);
  });
  return events.map(({ at: _at, ...e }) => e);
}

beforeEach(() => {
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});

afterEach(() => {
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  delete (navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl;
  window.history.replaceState(null, '', '/');
});

describe('tap counts before the app runs', () => {
  it("a prerendered card's view and a Call tapped before the collector loaded are counted once, as the card's", async () => {
    const { taps, hub, doc } = await openPage('/digitalcard', '<a href="tel:+15125550187">Call</a><a href="/about">About</a>');
    taps.keepEarlyTaps(doc);
    // The visitor's first tap comes before the entry has loaded the collector.
    doc.querySelector<HTMLAnchorElement>('a[href^="tel:"]')!.addEventListener('click', (e) => e.preventDefault());
    doc.querySelector<HTMLAnchorElement>('a[href^="tel:"]')!.click();
    doc.querySelector<HTMLAnchorElement>('a[href="/about"]')!.addEventListener('click', (e) => e.preventDefault());
    doc.querySelector<HTMLAnchorElement>('a[href="/about"]')!.click();
    hub.startPageEvents(doc, SETTINGS);
    // The app, started later on the same address, counts no second view.
    hub.setEventsContext(SETTINGS, new Map([['/digitalcard', '/digitalcard']]));
    hub.countView();
    expect(await sentOnLeaving()).toEqual([
      { name: 'view', route: '/digitalcard' },
      { name: 'call', route: '/digitalcard' },
    ]);
  });

  it('a tap after the collector loaded is counted by it alone', async () => {
    const { taps, hub, doc } = await openPage('/find-us-on', '<button data-event="save-contact">Save</button>');
    taps.keepEarlyTaps(doc);
    hub.startPageEvents(doc, SETTINGS);
    // The collector is its own chunk: once it has loaded, the early listener is gone.
    const removed = vi.spyOn(doc, 'removeEventListener');
    await vi.waitFor(() => expect(removed).toHaveBeenCalledWith('click', expect.any(Function), true));
    doc.querySelector('button')!.click();
    expect(await sentOnLeaving()).toEqual([
      { name: 'view', route: '/find-us-on' },
      { name: 'save-contact', route: '/find-us-on' },
    ]);
  });

  it('the not-found page is `other`; a page with no route named is `other` too', async () => {
    const { hub, doc } = await openPage('/no-such-page', '');
    doc.documentElement.dataset.route = 'other';
    hub.startPageEvents(doc, SETTINGS);
    expect(await sentOnLeaving()).toEqual([{ name: 'view', route: 'other' }]);
  });

  it('under Global Privacy Control nothing is kept or sent, and the early listener is removed', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    const { taps, hub, doc } = await openPage('/digitalcard', '<a href="tel:+1">Call</a>');
    const removed = vi.spyOn(doc, 'removeEventListener');
    hub.startPageEvents(doc, SETTINGS);
    hub.trackLive('call');
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((r) => setTimeout(r, 20));
    expect(beacon).not.toHaveBeenCalled();
    expect(removed).toHaveBeenCalledWith('click', expect.any(Function), true);
    expect(taps.takeEarlyTaps(doc)).toEqual([]);
  });
});
