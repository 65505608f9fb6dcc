import { describe, expect, it } from 'vitest';
import { formatTime } from './hours-format';

describe('formatTime', () => {
  it('writes 12 h for English and 24 h for Spanish', () => {
    expect([0, 420, 720, 1080, 1439].map((m) => formatTime(m, 'en'))).toEqual(['12:00 AM', '7:00 AM', '12:00 PM', '6:00 PM', '11:59 PM']);
    expect([0, 420, 1080].map((m) => formatTime(m, 'es'))).toEqual(['0:00', '7:00', '18:00']);
  });
});
