import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { buildTheme, cssVariables, defaultStyles, ensureContrast, resolveStyles, textOn } from './theme';
import { parseSiteData } from '../site-data/parse';
import { loadTenant } from '../../tests/support/fixtures';

describe('resolveStyles', () => {
  it('uses the record colours over the defaults', () => {
    const out = resolveStyles({ mainColor: '#8a4b2a', overlayColor: 'rgba(29, 42, 51, 0.7)' });
    expect(out.mainColor).toBe('#8a4b2a');
    expect(out.overlayColor).toBe('rgba(29, 42, 51, 0.7)');
    expect(out.bgFooter).toBe(defaultStyles.bgFooter);
  });

  it('keeps the default for every colour that is missing or invalid', () => {
    const out = resolveStyles({ mainColor: '', secondaryColor: 'notacolour(1)', thirdColor: 'blargh' });
    expect(out).toEqual(defaultStyles);
  });

  it('never lets the hostile fixture colours through (they are dropped by the parser)', () => {
    const { data } = parseSiteData(loadTenant('hostile'));
    const out = resolveStyles(data.styles);
    for (const v of Object.values(out)) expect(v).not.toMatch(/[;{}<>]|url\(|expression/i);
    expect(out.mainColor).toBe(defaultStyles.mainColor);
  });
});

describe('ensureContrast', () => {
  it.each(['#ffff00', '#a3e635', '#88ccff', '#ffffff', '#e9a23b', '#8a4b2a'])('reaches 4.5:1 on white from %s', (c) => {
    expect(getContrastRatio(ensureContrast(c, '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves an already readable colour unchanged', () => {
    expect(ensureContrast('#1b2a1e', '#ffffff')).toBe('#1b2a1e');
  });

  it('falls back to black when darkening cannot reach the ratio', () => {
    const c = ensureContrast('#ffffff', '#ffffff', 21);
    expect(c).toBe('#000000');
  });

  it('textOn picks a readable text colour for any background', () => {
    for (const bg of ['#000000', '#ffffff', '#2e6b34', '#fbc02d', '#777777']) {
      expect(getContrastRatio(textOn(bg), bg)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('cssVariables and buildTheme', () => {
  const { data } = parseSiteData(loadTenant('tenant-a'));

  it('exposes the 11 record colours as CSS variables', () => {
    const vars = cssVariables(data.styles);
    for (const name of ['--main-color', '--secondary-color', '--third-color', '--heading-text-color', '--paragraph-text-color', '--bg-footer', '--btn', '--btn-hover', '--scroll-color', '--icons-menu-movil', '--overlay-color'])
      expect(vars, name).toHaveProperty([name]);
    expect(vars['--main-color']).toBe('#8a4b2a');
    expect(vars['--bg-footer']).toBe('#1d2a33');
    expect(vars['--overlay-color']).toBe('rgba(29, 42, 51, 0.7)');
  });

  it('builds a palette whose text colours pass AA on white, even from a pale record', () => {
    const pale = buildTheme({ mainColor: '#ffff66', btn: '#eeeeee', headingTextColor: '#dddddd', paragraphTextColor: '#cccccc' });
    expect(getContrastRatio(pale.palette.primary.main, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(pale.palette.primary.contrastText, pale.palette.primary.main)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(pale.palette.text.primary, '#ffffff')).toBeGreaterThanOrEqual(7);
    expect(getContrastRatio(pale.palette.text.secondary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('uses the tenant main colour for primary when it is already readable', () => {
    expect(buildTheme(data.styles).palette.primary.main).toBe('#8a4b2a');
  });
});
