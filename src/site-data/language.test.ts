import { describe, expect, it } from 'vitest';
import { langFromFlag } from './language';

describe('langFromFlag', () => {
  it.each([
    ['true', 'en'],
    ['TRUE', 'en'],
    [' True ', 'en'],
    ['false', 'es'],
    ['', 'es'],
    [undefined, 'es'],
    ['yes', 'es'],
    ['1', 'es'],
  ] as const)('%j -> %s', (flag, lang) => {
    expect(langFromFlag(flag)).toBe(lang);
  });
});
