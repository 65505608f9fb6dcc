import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatTime } from './hours-format';
import { parseDays, parseHours, type Interval, type Weekday } from './hours-grammar';

/** The canonical text of intervals, as records write them: `Closed`, `24 hours`, `7:00 AM - 6:00 PM, ...`. */
function written(intervals: readonly Interval[]): string {
  if (!intervals.length) return 'Closed';
  if (intervals.length === 1 && intervals[0]!.start === 0 && intervals[0]!.end === 1440) return '24 hours';
  return intervals.map((i) => `${formatTime(i.start, 'en')} - ${formatTime(i.end, 'en')}`).join(', ');
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The canonical text of days: `Monday, Wednesday, Saturday`. */
const writtenDays = (days: readonly Weekday[]) => days.map((d) => DAY_NAMES[d]).join(', ');

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

describe('properties', () => {
  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        parseDays(a);
        parseHours(b);
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
        if (parsed) expect(parseHours(written(parsed))).toEqual(parsed);
      }),
    );
  });

  it('round-trips the days it accepts', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1 }), (days) => {
        const parsed = parseDays(writtenDays(days as Weekday[]))!;
        expect([...parsed].sort()).toEqual([...days].sort());
      }),
    );
  });
});
