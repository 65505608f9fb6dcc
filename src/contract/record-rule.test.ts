import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasVisibleText, NO_NAME, recordUnusable } from './record-rule';

describe('what a usable record is (the build, the page and the worker apply this one rule)', () => {
  it('takes a record with a business name, written as text or as a number', () => {
    expect(recordUnusable({ dbPrincipal: { name: 'Oak & Ash Tree Care' } })).toBeNull();
    expect(recordUnusable({ dbPrincipal: { name: '  Árboles  ' }, dbServices: 'x' })).toBeNull();
    expect(recordUnusable({ dbPrincipal: { name: 1979 } })).toBeNull();
  });

  it.each([
    ['null', null, /got null/],
    ['a list', [], /got a list/],
    ['a string', 'x', /got string/],
    ['{}', {}, /none of the site-data sections/],
    ['an error object', { error: 'not found' }, /none of the site-data sections/],
    ['no dbPrincipal', { dbServices: [] }, /no business name/],
    ['dbPrincipal not an object', { dbPrincipal: 'Oak' }, /no business name/],
    ['an empty name', { dbPrincipal: { name: '' } }, /no business name/],
    ['a name of zero-width spaces', { dbPrincipal: { name: '\u200b\u200b' } }, /no business name/],
    ['a name of a BOM, joiners and a Hangul filler', { dbPrincipal: { name: ' \ufeff\u200d\u3164\u00a0' } }, /no business name/],
    ['a name that is not text', { dbPrincipal: { name: { en: 'Oak' } } }, /no business name/],
  ])('refuses %s', (_what, raw, reason) => {
    expect(recordUnusable(raw)).toMatch(reason);
  });

  it('calls any name made only of blank characters no name', () => {
    const blank = fc.constantFrom(' ', '\t', '\n', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u3000', '\u3164', '\u2800');
    fc.assert(fc.property(fc.array(blank, { maxLength: 12 }), (chars) => recordUnusable({ dbPrincipal: { name: chars.join('') } }) === NO_NAME));
    expect(hasVisibleText('\u200b·')).toBe(true);
  });
});
