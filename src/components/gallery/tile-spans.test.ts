import { describe, expect, it } from 'vitest';
import { cellsUsed, tileSpans } from './tile-spans';

describe('tileSpans', () => {
  it('fills whole rows for every gallery size, on phones (2) and desktop (4)', () => {
    for (let n = 2; n <= 25; n++) {
      expect(cellsUsed(tileSpans(n, 2)) % 2, `n=${n} phone`).toBe(0);
      expect(cellsUsed(tileSpans(n, 4)) % 4, `n=${n} desktop`).toBe(0);
      expect(tileSpans(n, 4)).toHaveLength(n);
    }
  });
  it('features the first image of a five-image landing gallery', () => {
    expect(tileSpans(5, 4)[0]).toEqual({ cols: 2, rows: 2 });
    expect(tileSpans(5, 2)[0]).toEqual({ cols: 2, rows: 1 });
  });
  it('leaves even sets alone', () => {
    expect(tileSpans(8, 4).every((s) => s.cols === 1 && s.rows === 1)).toBe(true);
    expect(tileSpans(6, 2).every((s) => s.cols === 1)).toBe(true);
  });
  it('a single image is shown wide on phones', () => {
    expect(tileSpans(1, 2)).toEqual([{ cols: 2, rows: 1 }]);
    expect(tileSpans(0, 4)).toEqual([]);
  });
});
