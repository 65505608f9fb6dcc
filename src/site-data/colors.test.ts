import { decomposeColor } from '@mui/material/styles';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { themeColor } from './colors';
import { parseSiteData } from './parse';

describe('themeColor', () => {
  it('keeps what the theme reads', () => {
    for (const c of ['#fff', '#2e6b34', '#2E6B34CC', 'rgb(10, 20, 30)', 'rgba(10,20,30,.5)', 'hsl(120, 40%, 30%)']) expect(themeColor(c)).toBe(c);
    expect(themeColor('  #abc  ')).toBe('#abc');
  });

  it('turns CSS colour names into hex, in any case', () => {
    expect(themeColor('white')).toBe('#ffffff');
    expect(themeColor('RebeccaPurple')).toBe('#663399');
    expect(themeColor('forestgreen')).toBe('#228b22');
  });

  it('refuses words and values the theme could not read', () => {
    for (const c of ['blargh', 'transparent', 'currentColor', 'var(--x)', '#12', '#ggg', 'rgb()', 'url(x)', '', 'red; background: url(x)']) {
      expect(themeColor(c), c).toBeUndefined();
    }
  });

  it('whatever it returns, MUI can decompose (no silent default later)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('white', 'navy', '#abc', 'rgb(1,2,3)', 'hsl(1, 2%, 3%)')), (v) => {
        const c = themeColor(v);
        if (c !== undefined) expect(() => decomposeColor(c)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});

describe('record colours in the parser', () => {
  it('reports a colour the site cannot use with its path, and keeps the others', () => {
    const result = parseSiteData({ styles: { mainColor: 'blargh', secondaryColor: 'navy', thirdColor: '#e9a23b' } });
    expect(result.data.styles.mainColor).toBeUndefined();
    expect(result.data.styles.secondaryColor).toBe('#000080');
    expect(result.data.styles.thirdColor).toBe('#e9a23b');
    expect(result.issues.map((i) => i.path)).toContain('styles.mainColor');
  });
});
