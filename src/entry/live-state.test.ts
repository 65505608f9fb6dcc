import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../config/env';
import { measureZoneOffsets } from '../../scripts/zone-offsets';
import { startLiveState } from './live-state';
import { markHydrated } from '../../tests/support/app-marks';
import { readHours } from '../site-data/hours';
import { OPEN_WEEK_ID, type OpenWeek } from '../contract/page-marks';

// The hours grammar, watched: a page with the build's reading of its hours must not run it.
vi.mock('../site-data/hours', async (actual) => {
  const m = await actual<typeof import('../site-data/hours')>();
  return { ...m, readHours: vi.fn(m.readHours) };
});

const HOURS = JSON.stringify([[{ day: 'Monday - Saturday' }, { day: 'Sunday' }], [{ hour: '7:00 AM - 6:00 PM' }, { hour: 'Closed' }]]);

function page(): Document {
  document.body.innerHTML = `
    <header><span data-testid="open-now" data-live-open-now='${HOURS}' data-lang="en" hidden><span></span><span></span></span></header>
    <main><span id="es" data-live-open-now='${HOURS}' data-lang="es" hidden><span></span><span></span></span></main>
    <footer>© <span data-live-year="">2025</span> Oak</footer>`;
  return document;
}

// Wednesday 2027-01-06, 17:59 in Chicago (UTC-6).
const WED_1759 = Date.parse('2027-01-06T23:59:00Z');

const buildZone = config.timeZone;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(WED_1759);
  (config as { timeZone: string }).timeZone = 'America/Chicago';
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new Error('offline'))));
  vi.mocked(readHours).mockClear();
});
afterEach(() => {
  (config as { timeZone: string }).timeZone = buildZone;
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('startLiveState', () => {
  it('writes open/closed in the page language and the year, then turns them at the minute', async () => {
    const doc = page();
    await startLiveState(doc);
    const line = doc.querySelector<HTMLElement>('header [data-live-open-now]')!;
    expect(line.hidden).toBe(false);
    expect(line.dataset.open).toBe('true');
    expect(line.textContent).toBe('Open now · closes 6:00 PM');
    expect(doc.getElementById('es')!.textContent).toBe('Abierto ahora · cierra a las 18:00');
    expect(doc.querySelector('[data-live-year]')!.textContent).toBe('2027');
    vi.advanceTimersByTime(61_000);
    expect(line.dataset.open).toBe('false');
    expect(line.textContent).toBe('Closed · opens tomorrow 7:00 AM');
  });

  it("with the build's table of the zone's offsets: the same words at the same minutes, and the page never starts Intl's date data", async () => {
    const table = measureZoneOffsets('America/Chicago', new Date(WED_1759));
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    (config as { zoneOffsets: string }).zoneOffsets = JSON.stringify(table);
    try {
      const doc = page();
      await startLiveState(doc);
      const line = doc.querySelector<HTMLElement>('header [data-live-open-now]')!;
      expect(line.textContent).toBe('Open now · closes 6:00 PM');
      expect(doc.getElementById('es')!.textContent).toBe('Abierto ahora · cierra a las 18:00');
      vi.advanceTimersByTime(61_000);
      expect(line.textContent).toBe('Closed · opens tomorrow 7:00 AM');
      expect(made).not.toHaveBeenCalled();
    } finally {
      (config as { zoneOffsets: string }).zoneOffsets = '';
    }
  });

  /** The build's tag (scripts/prerender.ts) on the page. */
  const withBuildsWeek = (doc: Document, tag: OpenWeek) => {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = OPEN_WEEK_ID;
    script.textContent = JSON.stringify(tag);
    doc.body.append(script);
    return doc;
  };
  const day = (start: number, end: number) => [{ start, end }];
  // What the build read of HOURS, but open until 8 PM: the words show which week was used.
  const UNTIL_8PM = [[], ...Array.from({ length: 6 }, () => day(420, 1200))];

  it("with the build's reading of the page's hours: the line written from it, the hours grammar never run", async () => {
    const doc = withBuildsWeek(page(), { hours: HOURS, week: UNTIL_8PM });
    await startLiveState(doc);
    expect(doc.querySelector('header [data-live-open-now]')!.textContent).toBe('Open now · closes 8:00 PM');
    expect(doc.getElementById('es')!.textContent).toBe('Abierto ahora · cierra a las 20:00');
    expect(readHours).not.toHaveBeenCalled();
  });

  it("a line with other hours than the build read: the grammar reads the line's", async () => {
    const doc = withBuildsWeek(page(), { hours: JSON.stringify([[{ day: 'Monday' }], [{ hour: '9 - 5' }]]), week: UNTIL_8PM });
    await startLiveState(doc);
    expect(doc.querySelector('header [data-live-open-now]')!.textContent).toBe('Open now · closes 6:00 PM');
    expect(readHours).toHaveBeenCalledTimes(1);
  });

  it('hours the build found do not say the whole week: no open/closed line, and no grammar run', async () => {
    const doc = withBuildsWeek(page(), { hours: HOURS, week: null });
    await startLiveState(doc);
    expect(doc.querySelector<HTMLElement>('header [data-live-open-now]')!.hidden).toBe(true);
    expect(doc.querySelector('[data-live-year]')!.textContent).toBe('2027');
    expect(readHours).not.toHaveBeenCalled();
  });

  it('leaves an element the app has hydrated to the app', async () => {
    const doc = page();
    const year = doc.querySelector('[data-live-year]')!;
    markHydrated(year);
    await startLiveState(doc);
    expect(year.textContent).toBe('2025');
  });
});
