import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { buildTheme, contrastNotes, cssVariables, defaultStyles, ensureContrast, resolveStyles, textOn } from './theme';
import { parseSiteData } from '../site-data/parse';
import { loadTenant } from '../../tests/support/fixtures';

describe('resolveStyles', () => {
  it('uses the record colours over the defaults', () => {
    const out = resolveStyles({ mainColor: '#8a4b2a', overlayColor: 'rgba(29, 42, 51, 0.7)' });
    expect(out.mainColor).toBe('#8a4b2a');
    expect(out.overlayColor).toBe('rgba(29, 42, 51, 0.7)');
    expect(out.bgFooter).toBe(defaultStyles.bgFooter);
  });

  it('keeps the default for every colour the record does not set', () => {
    expect(resolveStyles({ mainColor: '' })).toEqual(defaultStyles);
  });

  it('never silently drops a record colour: what the parser keeps, the theme uses', () => {
    const { data, issues } = parseSiteData({ styles: { mainColor: 'blargh', secondaryColor: 'navy', thirdColor: 'notacolour(1)' } });
    const out = resolveStyles(data.styles);
    expect(out.secondaryColor).toBe('#000080');
    // The two it cannot use are reported with their paths (what the validator prints).
    expect(issues.map((i) => i.path)).toEqual(expect.arrayContaining(['styles.mainColor', 'styles.thirdColor']));
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

  it('exposes the record colours the components read as CSS variables, and no others', () => {
    const vars = cssVariables(data.styles);
    expect(Object.keys(vars).sort()).toEqual(
      ['--bg-footer', '--bg-footer-contrast', '--icons-menu-movil', '--main-color', '--overlay-rgb', '--scroll-color', '--secondary-color', '--secondary-contrast', '--third-color', '--third-contrast'].sort(),
    );
    expect(vars['--main-color']).toBe('#8a4b2a');
    expect(vars['--bg-footer']).toBe('#1d2a33');
    // The overlay's tint (its alpha is the design's): rgba(29, 42, 51, 0.7) -> "29 42 51".
    expect(vars['--overlay-rgb']).toBe('29 42 51');
  });

  it('darkens the menu icon colour to 3:1 on the white header (a white icon would be invisible)', () => {
    const icon = cssVariables({ iconsMenuMovil: '#ffffff' })['--icons-menu-movil']!;
    expect(getContrastRatio(icon, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(cssVariables({ iconsMenuMovil: '#1b2a1e' })['--icons-menu-movil']).toBe('#1b2a1e');
  });

  it('darkens a light overlay tint so white text on photos stays readable', () => {
    const [r, g, b] = cssVariables({ overlayColor: 'rgba(255, 240, 200, 0.5)' })['--overlay-rgb']!.split(' ').map(Number);
    expect(getContrastRatio(`rgb(${r}, ${g}, ${b})`, '#ffffff')).toBeGreaterThanOrEqual(12);
  });

  it('says which record colours it darkens, and to what (the validator prints it)', () => {
    const notes = contrastNotes({ mainColor: '#ffff66', iconsMenuMovil: '#ffffff', headingTextColor: '#1b2a1e', overlayColor: 'hsl(40, 100%, 90%)' });
    expect(notes.map((n) => n.key).sort()).toEqual(['iconsMenuMovil', 'mainColor', 'overlayColor']);
    for (const n of notes) expect(n.to).not.toBe(n.from);
    expect(contrastNotes({})).toEqual([]);
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
