import { describe, expect, it } from 'vitest';
import { workSchedule } from './schedule';

describe('work schedule', () => {
  it('pairs each work day with the hour at the same position', () => {
    expect(workSchedule(['Mon - Fri', 'Sat'], ['8 AM - 6 PM', '9 AM - 1 PM'])).toEqual([
      { day: 'Mon - Fri', hour: '8 AM - 6 PM' },
      { day: 'Sat', hour: '9 AM - 1 PM' },
    ]);
  });

  it('keeps unmatched days or hours and drops blank rows', () => {
    expect(workSchedule(['Mon - Sat', 'Sunday', ' '], ['7 AM - 5 PM'])).toEqual([
      { day: 'Mon - Sat', hour: '7 AM - 5 PM' },
      { day: 'Sunday', hour: '' },
    ]);
    expect(workSchedule([], ['24/7'])).toEqual([{ day: '', hour: '24/7' }]);
  });
});
