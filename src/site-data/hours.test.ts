import { describe, expect, it } from 'vitest';
import { readHours } from './hours';

describe('readHours: the one pairing of days with hours', () => {
  it('pairs days with hours and builds the week', () => {
    const r = readHours([{ day: 'Monday - Friday' }, { day: 'Saturday' }], [{ hour: '7:00 AM - 6:00 PM' }, { hour: '8:00 AM - 2:00 PM' }]);
    expect(r.rows.map((x) => [x.day, x.hour])).toEqual([
      ['Monday - Friday', '7:00 AM - 6:00 PM'],
      ['Saturday', '8:00 AM - 2:00 PM'],
    ]);
    expect(r.issues).toEqual([]);
    expect(r.week![0]).toEqual([]);
    expect(r.week![3]).toEqual([{ start: 420, end: 1080 }]);
    expect(r.week![6]).toEqual([{ start: 480, end: 840 }]);
  });

  it('keeps misaligned and unreadable rows as written, reports them with their path, and gives no week', () => {
    const r = readHours([{ day: 'Monday - Friday' }, { day: ' ' }, { day: 'Holidays' }], [{ hour: '7-5' }, { hour: 'Sat 8-2' }]);
    expect(r.rows.map((x) => [x.day, x.hour])).toEqual([
      ['Monday - Friday', '7-5'],
      ['', 'Sat 8-2'],
      ['Holidays', ''],
    ]);
    expect(r.issues).toEqual([
      { path: 'dbPrincipal.workHours[1].hour', message: 'hours not understood: "Sat 8-2" (shown as written)' },
      { path: 'dbPrincipal.workdays[2].day', message: 'days not understood: "Holidays" (shown as written)' },
    ]);
    expect(r.week).toBeNull();
  });

  it('has no week when the record has no hours', () => {
    expect(readHours([], []).week).toBeNull();
  });
});
