import { describe, expect, it } from 'vitest';
import { countUpValue, easeOutCubic, progressAt } from './count-up';

describe('statistics count-up', () => {
  it('starts at 0 and ends exactly on the final value', () => {
    expect(countUpValue(100, 0)).toBe(0);
    expect(countUpValue(100, 1)).toBe(100);
    expect(countUpValue(14, 1)).toBe(14);
  });

  it('never goes down and never overshoots while it runs', () => {
    let last = -1;
    for (let i = 0; i <= 100; i++) {
      const v = countUpValue(35, i / 100);
      expect(v).toBeGreaterThanOrEqual(last);
      expect(v).toBeLessThanOrEqual(35);
      last = v;
    }
  });

  it('eases out: more than half way after a third of the time', () => {
    expect(countUpValue(100, 1 / 3)).toBeGreaterThan(50);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });

  it('measures progress over the 5 s duration, clamped', () => {
    expect(progressAt(1000, 1000, 5000)).toBe(0);
    expect(progressAt(1000, 3500, 5000)).toBe(0.5);
    expect(progressAt(1000, 9000, 5000)).toBe(1);
    expect(progressAt(1000, 500, 5000)).toBe(0);
    expect(progressAt(0, 0, 0)).toBe(1);
  });
});
