import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { measureZoneOffsets } from '../../scripts/zone-offsets';
import { zonedNow } from './open-state';
import { offsetAt, readZoneOffsets } from './zone-offsets';

const BUILT = new Date('2026-11-28T12:00:00Z');
// Daylight time, none, half hours, a 30-minute shift (Lord Howe), the southern hemisphere.
const ZONES = ['America/Chicago', 'Europe/Madrid', 'Asia/Kolkata', 'America/St_Johns', 'Australia/Lord_Howe', 'America/Santiago', 'UTC'];

describe("the build's table of a zone's offsets", () => {
  it('gives the same weekday and minute as Intl at any instant it covers, in every kind of zone', () => {
    for (const zone of ZONES) {
      const table = measureZoneOffsets(zone, BUILT)!;
      expect(table, zone).not.toBeNull();
      fc.assert(
        fc.property(fc.integer({ min: table.steps[0]![0], max: table.until - 1 }), (minute) => {
          const at = new Date(minute * 60_000 + 17_000);
          expect(zonedNow(at, zone, table), `${zone} ${at.toISOString()}`).toEqual(zonedNow(at, zone));
        }),
        { numRuns: 300 },
      );
      // Each change, to the minute: the minute before it and the minute it starts.
      for (const [start] of table.steps.slice(1)) {
        for (const at of [new Date((start - 1) * 60_000), new Date(start * 60_000)]) expect(zonedNow(at, zone, table), `${zone} ${at.toISOString()}`).toEqual(zonedNow(at, zone));
      }
    }
  });

  it('finds each change to the minute: Chicago goes to daylight time at 2 AM on 14 March 2027', () => {
    const table = measureZoneOffsets('America/Chicago', BUILT)!;
    const change = Date.parse('2027-03-14T08:00:00Z');
    expect(offsetAt(table, new Date(change - 60_000))).toBe(-360);
    expect(offsetAt(table, new Date(change))).toBe(-300);
    expect(zonedNow(new Date(change), 'America/Chicago', table)).toEqual({ day: 0, minute: 3 * 60 });
  });

  it('covers three years from the build and nothing outside: then the line asks Intl', () => {
    const table = measureZoneOffsets('Europe/Madrid', BUILT)!;
    expect(offsetAt(table, new Date('2029-11-01T00:00:00Z'))).toBe(60);
    expect(offsetAt(table, new Date('2030-01-01T00:00:00Z'))).toBeNull();
    expect(offsetAt(table, new Date('2026-11-01T00:00:00Z'))).toBeNull();
    const late = new Date('2031-07-01T10:00:00Z');
    expect(zonedNow(late, 'Europe/Madrid', table)).toEqual(zonedNow(late, 'Europe/Madrid'));
  });

  it('is written into the page and read back; anything else reads as no table', () => {
    const table = measureZoneOffsets('America/Chicago', BUILT)!;
    expect(readZoneOffsets(JSON.stringify(table))).toEqual(table);
    expect(measureZoneOffsets('Mars/Olympus', BUILT)).toBeNull();
    for (const bad of [undefined, '', 'x', '{}', '[]', '{"until":5,"steps":[]}', '{"until":5,"steps":[[1,2],[1,3]]}', '{"until":1,"steps":[[1,2]]}', '{"until":9,"steps":[[1,5000]]}', '{"until":9,"steps":[[1,"2"]]}', 42]) {
      expect(readZoneOffsets(bad), String(bad)).toBeNull();
    }
  });
});
