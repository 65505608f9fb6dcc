import { describe, expect, it } from 'vitest';
import { workSchedule } from './schedule';

const days = (...l: string[]) => l.map((day) => ({ day }));
const hours = (...l: string[]) => l.map((hour) => ({ hour }));

describe('work schedule', () => {
  it('pairs each work day with the hour at the same position', () => {
    expect(workSchedule(days('Mon - Fri', 'Sat'), hours('8 AM - 6 PM', '9 AM - 1 PM'))).toEqual([
      { day: 'Mon - Fri', hour: '8 AM - 6 PM', index: 0 },
      { day: 'Sat', hour: '9 AM - 1 PM', index: 1 },
    ]);
  });

  it('keeps unmatched days or hours and drops blank rows', () => {
    expect(workSchedule(days('Mon - Sat', 'Sunday', ' '), hours('7 AM - 5 PM'))).toEqual([
      { day: 'Mon - Sat', hour: '7 AM - 5 PM', index: 0 },
      { day: 'Sunday', hour: '', index: 1 },
    ]);
    expect(workSchedule([], hours('24/7'))).toEqual([{ day: '', hour: '24/7', index: 0 }]);
  });
});
