import { describe, expect, it } from 'vitest';
import { formatAge } from './age';

describe('formatAge', () => {
  it('uses the largest whole unit, at least one minute', () => {
    expect(formatAge(0, 'en')).toBe('1 minute');
    expect(formatAge(30_000, 'en')).toBe('1 minute');
    expect(formatAge(5 * 60_000 + 59_000, 'en')).toBe('5 minutes');
    expect(formatAge(2 * 3_600_000 + 10 * 60_000, 'en')).toBe('2 hours');
    expect(formatAge(3 * 86_400_000, 'en')).toBe('3 days');
  });
  it('speaks Spanish', () => {
    expect(formatAge(2 * 3_600_000, 'es')).toBe('2 horas');
    expect(formatAge(86_400_000, 'es')).toBe('1 día');
  });
  it('treats a clock that went backwards as fresh', () => {
    expect(formatAge(-5000, 'en')).toBe('1 minute');
  });
});
