import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDays, formatHours, isTimeZone, openState, parseDays, parseHours, readHours, zonedNow, type Weekday } from './hours';

const MON_FRI = [1, 2, 3, 4, 5];

describe('parseDays: what contractors write', () => {
  const cases: Array<[string, Weekday[] | null]> = [
    ['Monday - Friday', [1, 2, 3, 4, 5]],
    ['Mon-Fri', [1, 2, 3, 4, 5]],
    ['Mon – Fri', [1, 2, 3, 4, 5]],
    ['Monday through Friday', [1, 2, 3, 4, 5]],
    ['Mon. to Fri.', [1, 2, 3, 4, 5]],
    ['Saturday', [6]],
    ['Sat & Sun', [6, 0]],
    ['Saturday and Sunday', [6, 0]],
    ['Sundays', [0]],
    ['Tue, Thu', [2, 4]],
    ['Weekdays', [1, 2, 3, 4, 5]],
    ['Weekends', [6, 0]],
    ['Daily', [1, 2, 3, 4, 5, 6, 0]],
    ['7 days a week', [1, 2, 3, 4, 5, 6, 0]],
    ['Fri - Mon', [1, 5, 6, 0]],
    ['Monday:', [1]],
    ['Lunes a Viernes', [1, 2, 3, 4, 5]],
    ['De lunes a viernes', [1, 2, 3, 4, 5]],
    ['Lun - Vie', [1, 2, 3, 4, 5]],
    ['Sábado', [6]],
    ['Sabado', [6]],
    ['Sáb y Dom', [6, 0]],
    ['Domingo', [0]],
    ['Miércoles', [3]],
    ['Martes y Jueves', [2, 4]],
    ['Lunes, Miércoles y Viernes', [1, 3, 5]],
    ['Todos los días', [1, 2, 3, 4, 5, 6, 0]],
    ['Fines de semana', [6, 0]],
    ['Entre semana', [1, 2, 3, 4, 5]],
    ['Lunes al Sábado', [1, 2, 3, 4, 5, 6]],
    ['Holidays', null],
    ['Call us', null],
    ['Mon - Funday', null],
    ['', null],
  ];
  it.each(cases)('%j', (text, days) => {
    expect(parseDays(text)).toEqual(days);
  });
});

describe('parseHours: what contractors write', () => {
  const h = (hh: number, mm = 0) => hh * 60 + mm;
  const cases: Array<[string, Array<[number, number]> | null]> = [
    ['7:00 AM - 6:00 PM', [[h(7), h(18)]]],
    ['8:00 AM - 2:00 PM', [[h(8), h(14)]]],
    ['7am-5pm', [[h(7), h(17)]]],
    ['7 a.m. - 5 p.m.', [[h(7), h(17)]]],
    ['7:30 a. m. a 5:30 p. m.', [[h(7, 30), h(17, 30)]]],
    ['9 - 5 PM', [[h(9), h(17)]]],
    ['9-5', [[h(9), h(17)]]],
    ['08:00 - 17:00', [[h(8), h(17)]]],
    ['8:00 a 17:00', [[h(8), h(17)]]],
    ['De 8 a 17 h', [[h(8), h(17)]]],
    ['8.00 - 14.00', [[h(8), h(14)]]],
    ['7:00 AM to 6:00 PM', [[h(7), h(18)]]],
    ['8:00 AM - 12:00 PM, 1:00 PM - 5:00 PM', [[h(8), h(12)], [h(13), h(17)]]],
    ['8-12, 13-17', [[h(8), h(12)], [h(13), h(17)]]],
    ['9:00 - 13:00 y 15:00 - 19:00', [[h(9), h(13)], [h(15), h(19)]]],
    ['10:00 PM - 2:00 AM', [[h(22), h(26)]]],
    ['22:00 - 06:00', [[h(22), h(30)]]],
    ['6:00 PM - 12:00 AM', [[h(18), h(24)]]],
    ['8 AM - Noon', [[h(8), h(12)]]],
    ['8 AM - midnight', [[h(8), h(24)]]],
    ['Closed', []],
    ['CLOSED', []],
    ['Cerrado', []],
    ['24 hours', [[0, h(24)]]],
    ['Open 24 Hours', [[0, h(24)]]],
    ['24 horas', [[0, h(24)]]],
    ['24/7', [[0, h(24)]]],
    ['By appointment', null],
    ['Emergencies only', null],
    ['25:00 - 26:00', null],
    ['7:75 AM - 5 PM', null],
    ['8-12, 11-14', null],
    ['', null],
  ];
  it.each(cases)('%j', (text, want) => {
    expect(parseHours(text)).toEqual(want === null ? null : want.map(([start, end]) => ({ start, end })));
  });
});

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
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('America/Mexico_City')).toBe(true);
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
        parseDays(a);
        parseHours(b);
        const r = readHours([{ day: a }], [{ hour: b }]);
        openState(r.week, new Date(), 'UTC');
      }),
    );
  });

  it('round-trips the hours it accepts', () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom('7:00 AM', '5 PM', '12:30', 'noon', 'midnight', '-', ' a ', ', ', ' y ', 'Closed', '24 hours', '9', '17:00', 'p.m.'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), (parts) => {
        const parsed = parseHours(parts.join(''));
        if (parsed) expect(parseHours(formatHours(parsed))).toEqual(parsed);
      }),
    );
  });

  it('round-trips the days it accepts', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1 }), (days) => {
        const parsed = parseDays(formatDays(days as Weekday[]))!;
        expect([...parsed].sort()).toEqual([...days].sort());
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
