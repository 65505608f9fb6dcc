import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../config/env';
import { measureZoneOffsets } from '../../scripts/zone-offsets';
import { startLiveState } from './live-state';
import { markHydrated } from '../../tests/support/app-marks';

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

  it('leaves an element the app has hydrated to the app', async () => {
    const doc = page();
    const year = doc.querySelector('[data-live-year]')!;
    markHydrated(year);
    await startLiveState(doc);
    expect(year.textContent).toBe('2025');
  });
});
