import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRow, hoursProblems, parseDays, parseHours, parseRow, weekSchedule, workSchedule, type Dow, type Interval, type ParsedRow } from './hours';

const h = (hh: number, mm = 0) => hh * 60 + mm;
const WEEKDAYS: Dow[] = [1, 2, 3, 4, 5];

describe('parseDays: real day texts, English and Spanish', () => {
  it.each([
    ['Monday - Friday', WEEKDAYS],
    ['Monday-Friday', WEEKDAYS],
    ['Mon-Fri', WEEKDAYS],
    ['Mon – Fri', WEEKDAYS],
    ['Mon. - Fri.', WEEKDAYS],
    ['Monday to Friday', WEEKDAYS],
    ['Monday through Friday', WEEKDAYS],
    ['M-F'.replace('M-F', 'Mo-Fr'), WEEKDAYS],
    ['Weekdays', WEEKDAYS],
    ['Lunes a Viernes', WEEKDAYS],
    ['De lunes a viernes', WEEKDAYS],
    ['Lun - Vie', WEEKDAYS],
    ['Entre semana', WEEKDAYS],
    ['Saturday', [6]],
    ['Sat', [6]],
    ['Sábado', [6]],
    ['SÁBADO', [6]],
    ['Sab.', [6]],
    ['Sunday', [0]],
    ['Domingo', [0]],
    ['Sat & Sun', [6, 0]],
    ['Saturday and Sunday', [6, 0]],
    ['Sábado y Domingo', [6, 0]],
    ['Weekends', [6, 0]],
    ['Fines de semana', [6, 0]],
    ['Mon, Wed, Fri', [1, 3, 5]],
    ['Tue/Thu', [2, 4]],
    ['Mon-Sat', [1, 2, 3, 4, 5, 6]],
    ['Lunes a Sábado', [1, 2, 3, 4, 5, 6]],
    ['Daily', [1, 2, 3, 4, 5, 6, 0]],
    ['7 days a week', [1, 2, 3, 4, 5, 6, 0]],
    ['Todos los días', [1, 2, 3, 4, 5, 6, 0]],
    ['Monday - Sunday', [1, 2, 3, 4, 5, 6, 0]],
    ['Fri - Mon', [1, 5, 6, 0]],
    ['Miércoles', [3]],
    ['Jueves:', [4]],
  ] as [string, Dow[]][])('%s', (text, days) => {
    expect(parseDays(text)).toEqual(days);
  });

  it.each(['', 'Holidays', 'By appointment', 'Call us', 'Mon-Funday', 'Summer'])('cannot read %j', (text) => {
    expect(parseDays(text)).toBeNull();
  });
});

describe('parseHours: real hour texts', () => {
  it.each([
    ['7:00 AM - 6:00 PM', [[h(7), h(18)]]],
    ['7:00AM-6:00PM', [[h(7), h(18)]]],
    ['7am - 6pm', [[h(7), h(18)]]],
    ['7 AM to 6 PM', [[h(7), h(18)]]],
    ['7:30 a.m. - 5:30 p.m.', [[h(7, 30), h(17, 30)]]],
    ['8:00 a. m. - 2:00 p. m.', [[h(8), h(14)]]],
    ['8:00 AM - 12:00 PM', [[h(8), h(12)]]],
    ['08:00 - 17:00', [[h(8), h(17)]]],
    ['8:00-17:00 hrs', [[h(8), h(17)]]],
    ['8h - 17h', [[h(8), h(17)]]],
    ['de 8 a 17', [[h(8), h(17)]]],
    ['9 - 5', [[h(9), h(17)]]],
    ['9-5 pm', [[h(9), h(17)]]],
    ['10 - 2 pm', [[h(10), h(14)]]],
    ['8:00 AM - 12:00 PM, 1:00 PM - 5:00 PM', [[h(8), h(12)], [h(13), h(17)]]],
    ['8-12 y 14-18', [[h(8), h(12)], [h(14), h(18)]]],
    ['9am-1pm & 2pm-6pm', [[h(9), h(13)], [h(14), h(18)]]],
    ['6:00 PM - 2:00 AM', [[h(18), h(26)]]],
    ['22:00 - 06:00', [[h(22), h(30)]]],
    ['Noon - 8 PM', [[h(12), h(20)]]],
    ['10 AM - Midnight', [[h(10), h(24)]]],
    ['24 hours', [[0, h(24)]]],
    ['Open 24 hours', [[0, h(24)]]],
    ['24/7', [[0, h(24)]]],
    ['24 horas', [[0, h(24)]]],
    ['Closed', []],
    ['CERRADO', []],
  ] as [string, [number, number][]][])('%s', (text, intervals) => {
    expect(parseHours(text)).toEqual(intervals.map(([open, close]) => ({ open, close })));
  });

  it.each(['', 'By appointment', 'Call for hours', '25:00 - 26:00', '7:75 AM - 5 PM', 'soon', '13 PM - 2 PM'])('cannot read %j', (text) => {
    expect(parseHours(text)).toBeNull();
  });
});

describe('the week', () => {
  it('pairs days with hours the one way the site does (extra halves kept, blanks dropped)', () => {
    expect(workSchedule(['Monday - Friday', ' ', 'Sunday'], ['7:00 AM - 6:00 PM', '', 'Closed', '24 hours'])).toEqual([
      { day: 'Monday - Friday', hour: '7:00 AM - 6:00 PM' },
      { day: 'Sunday', hour: 'Closed' },
      { day: '', hour: '24 hours' },
    ]);
  });

  it('builds seven days from the readable rows; unnamed days are closed', () => {
    const week = weekSchedule([
      { day: 'Monday - Friday', hour: '7:00 AM - 6:00 PM' },
      { day: 'Saturday', hour: '8:00 AM - 2:00 PM' },
      { day: 'Holidays', hour: 'Closed' },
    ])!;
    expect(week[1]).toEqual([{ open: h(7), close: h(18) }]);
    expect(week[6]).toEqual([{ open: h(8), close: h(14) }]);
    expect(week[0]).toEqual([]);
  });

  it('says which half of a row it could not read', () => {
    expect(parseRow({ day: 'Holidays', hour: 'Closed' })).toEqual({ ok: false, what: 'day' });
    expect(parseRow({ day: 'Monday', hour: 'By appointment' })).toEqual({ ok: false, what: 'hour' });
    expect(weekSchedule([{ day: 'Whenever', hour: 'Call us' }])).toBeNull();
  });
});

describe('properties', () => {
  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (day, hour) => {
        parseRow({ day, hour });
        weekSchedule([{ day, hour }]);
      }),
      { numRuns: 500 },
    );
  });

  const dow = fc.constantFrom<Dow>(0, 1, 2, 3, 4, 5, 6);
  const interval = fc
    .tuple(fc.integer({ min: 0, max: 47 }), fc.integer({ min: 1, max: 47 }))
    .map(([start, len]) => ({ open: start * 30, close: Math.min(start * 30 + len * 30, start * 30 + 1410) }));
  const row: fc.Arbitrary<ParsedRow> = fc.record({
    days: fc.uniqueArray(dow, { minLength: 1, maxLength: 7 }).map((ds) => [1, 2, 3, 4, 5, 6, 0].filter((d) => ds.includes(d as Dow)) as Dow[]),
    intervals: fc.oneof(fc.constant<Interval[]>([]), fc.constant<Interval[]>([{ open: 0, close: 1440 }]), fc.array(interval, { minLength: 1, maxLength: 1 })),
  });

  it('reads back what it writes (round trip)', () => {
    fc.assert(
      fc.property(row, (r: ParsedRow) => {
        const read = parseRow(formatRow(r));
        expect(read).toEqual({ ok: true, row: r });
      }),
      { numRuns: 400 },
    );
  });
});

describe('hoursProblems', () => {
  it('names each day or hour text it cannot read with its record path, and nothing else', () => {
    expect(hoursProblems(['Monday - Friday', 'Holidays', ''], ['7:00 AM - 6:00 PM', 'By appointment'])).toEqual([
      { path: 'dbPrincipal.workdays[1].day', message: expect.stringMatching(/^days not understood: "Holidays"/) },
      { path: 'dbPrincipal.workHours[1].hour', message: expect.stringMatching(/^hours not understood: "By appointment"/) },
    ]);
    expect(hoursProblems(['Lunes a Viernes'], ['8:00 AM - 5:00 PM'])).toEqual([]);
  });
});
