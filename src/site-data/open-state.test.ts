import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readHours } from './hours';
import { openState, zonedNow } from './open-state';

const MON_FRI = [1, 2, 3, 4, 5];

describe('openState in the business time zone', () => {
  const week = readHours([{ day: 'Monday - Friday' }, { day: 'Saturday' }], [{ hour: '7:00 AM - 6:00 PM' }, { hour: '8:00 AM - 2:00 PM' }]).week;
  const zone = 'America/Chicago';
  // Wednesday 2026-11-18, Chicago is UTC-6.
  it('is open at 10 am and closes at 6 pm', () => {
    expect(openState(week, new Date('2026-11-18T16:00:00Z'), zone)).toEqual({ open: true, closes: { day: 3, minute: 1080 } });
  });
  it('is closed at 9 pm and opens the next morning', () => {
    expect(openState(week, new Date('2026-11-19T03:00:00Z'), zone)).toEqual({ open: false, opens: { day: 4, minute: 420 } });
  });
  it('is closed on Saturday afternoon until Monday 7 am', () => {
    expect(openState(week, new Date('2026-11-21T22:00:00Z'), zone)).toEqual({ open: false, opens: { day: 1, minute: 420 } });
  });
  it('uses the business zone, not the instant in UTC', () => {
    // 16:00 UTC is 10 am in Chicago (open) but 1 am the next day in Tokyo (closed).
    expect(openState(week, new Date('2026-11-18T16:00:00Z'), 'Asia/Tokyo')).toEqual({ open: false, opens: { day: 4, minute: 420 } });
  });
  it('carries an overnight shift into the next day', () => {
    const late = readHours([{ day: 'Saturday' }], [{ hour: '10:00 PM - 2:00 AM' }]).week;
    // Sunday 1 am UTC.
    expect(openState(late, new Date('2026-11-22T01:00:00Z'), 'UTC')).toEqual({ open: true, closes: { day: 0, minute: 120 } });
  });
  it('says nothing without a zone, with an unknown zone, or without a week', () => {
    expect(openState(week, new Date(), '')).toBeNull();
    expect(openState(week, new Date(), 'Mars/Olympus')).toBeNull();
    expect(openState(null, new Date(), zone)).toBeNull();
  });
  it('is always open for 24 hours daily', () => {
    const all = readHours([{ day: 'Daily' }], [{ hour: '24 hours' }]).week;
    expect(openState(all, new Date(), zone)).toEqual({ open: true, closes: null });
  });
  it('reads the zone with Intl', () => {
    expect(zonedNow(new Date('2026-11-18T16:30:00Z'), zone)).toEqual({ day: 3, minute: 630 });
  });
});

describe('properties', () => {
  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const r = readHours([{ day: a }], [{ hour: b }]);
        openState(r.week, new Date(), 'UTC');
      }),
    );
  });

  it('never names a closing time while closed or an opening time while open', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }), (now) => {
        const week = readHours([{ day: 'Mon-Fri' }], [{ hour: '7:00 AM - 6:00 PM' }]).week;
        const s = openState(week, now, 'America/New_York')!;
        const z = zonedNow(now, 'America/New_York')!;
        const inside = MON_FRI.includes(z.day) && z.minute >= 420 && z.minute < 1080;
        expect(s.open).toBe(inside);
      }),
    );
  });
});
