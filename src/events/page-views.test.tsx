import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { testRecord, withPage } from '../../tests/support/page';
import type { Batch } from './collector';
import { PageViews } from './track';
import { blobText as text } from '../../tests/support/blob-text';


const SETTINGS = { eventsUrl: 'https://events.example/c', pageId: 'tenant-a', basePath: '/site/' };

type Beacon = Mock<(url: string, body: Blob) => boolean>;

/** The events the page hands the beacon, from the time it is opened at `path` until it is left. */
async function viewsOf(path: string, beacon: Beacon): Promise<Batch['events']> {
  window.history.replaceState(null, '', path);
  const before = beacon.mock.calls.length;
  const page = render(withPage(<PageViews settings={SETTINGS} />, { record: testRecord({ services: 2 }), route: path.slice('/site'.length) }));
  // The collector loads after the first render; leaving the page sends what it holds.
  const sent = async () => {
    window.dispatchEvent(new Event('pagehide'));
    const bodies = await Promise.all(beacon.mock.calls.slice(before).map(([, blob]) => text(blob)));
    return bodies.flatMap((b) => (JSON.parse(b) as Batch).events);
  };
  let events: Batch['events'] = [];
  await waitFor(async () => {
    events = await sent();
    expect(events.length).toBeGreaterThan(0);
  });
  page.unmount();
  return events;
}

describe('page views', () => {
  afterEach(() => {
    delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    window.history.replaceState(null, '', '/');
  });

  it("a service's page is counted as that service; a crafted address as `other`, never its path", async () => {
    const beacon: Beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    expect((await viewsOf('/site/tree-removal', beacon)).map((e) => [e.name, e.route])).toEqual([['view', '/tree-removal']]);
    const crafted = await viewsOf('/site/call-555-0142-ask-for%20jane%22%3E%3Cscript%3E', beacon);
    expect(crafted.map((e) => [e.name, e.route])).toEqual([['view', 'other']]);
  });
});
