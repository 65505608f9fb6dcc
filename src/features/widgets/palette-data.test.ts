import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { inkFor, palette } from './palette-data';

describe('colour palette', () => {
  it('has 12 named groups of 6-10 named colours with valid, unique hex codes', () => {
    expect(palette).toHaveLength(12);
    expect(new Set(palette.map((g) => g.key)).size).toBe(12);
    for (const g of palette) {
      expect(en.widgets.paletteGroups[g.key]).toBeTruthy();
      expect(g.colors.length).toBeGreaterThanOrEqual(6);
      expect(g.colors.length).toBeLessThanOrEqual(10);
      for (const c of g.colors) {
        expect(c.hex).toMatch(/^#[0-9A-F]{6}$/);
        expect(c.name.length).toBeGreaterThan(2);
      }
    }
  });
  it('labels dark swatches in white and light ones in black', () => {
    expect(inkFor('#000080')).toBe('#fff');
    expect(inkFor('#FFFFF0')).toBe('#000');
  });
});
