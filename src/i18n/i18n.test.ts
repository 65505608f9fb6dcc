import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';
import { format, stringsFor } from './index';
import { cardKit } from './card-kit';
import { openNowWords } from './open-now-words';
import { reviewKit } from './review-kit';

type Tree = { [k: string]: unknown };

function leaves(t: unknown, path = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (t && typeof t === 'object') {
    for (const [k, v] of Object.entries(t as Tree)) {
      const p = Array.isArray(t) ? `${path}[${k}]` : path ? `${path}.${k}` : k;
      for (const [lp, lv] of leaves(v, p)) out.set(lp, lv);
    }
  } else out.set(path, t);
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// The main tables and every kit (table.ts): the compiler holds the keys; these hold the words.
const tables = [
  ['main tables', en, es],
  ['card kit', cardKit.en, cardKit.es],
  ['review kit', reviewKit.en, reviewKit.es],
  ['open/closed words', openNowWords.en, openNowWords.es],
] as const;

describe.each(tables)('%s', (_name, enTable, esTable) => {
  const enLeaves = leaves(enTable);
  const esLeaves = leaves(esTable);

  it('Spanish has every key of English, and no extra ones', () => {
    const missing = [...enLeaves.keys()].filter((k) => !esLeaves.has(k));
    const extra = [...esLeaves.keys()].filter((k) => !enLeaves.has(k));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it('every string is non-empty and uses the same placeholders in both languages', () => {
    for (const [k, v] of enLeaves) {
      const other = esLeaves.get(k);
      if (typeof v !== 'string') continue;
      expect(v.trim(), `en.${k}`).not.toBe('');
      expect(typeof other, `es.${k}`).toBe('string');
      expect((other as string).trim(), `es.${k}`).not.toBe('');
      expect(placeholders(other as string), `es.${k} placeholders`).toEqual(placeholders(v));
    }
  });
});

describe('strings tables', () => {
  it('names its language', () => {
    expect(en.lang).toBe('en');
    expect(es.lang).toBe('es');
    expect(stringsFor('en')).toBe(en);
    expect(stringsFor('es')).toBe(es);
  });

  it('keeps the spec wording in English', () => {
    expect(en.cta).toMatchObject({ orderNow: 'Order Now', contactUs: 'Contact us', freeEstimate: 'free estimate' });
    expect(en.nav.serviceGroups).toHaveLength(4);
    expect(es.nav.serviceGroups).toHaveLength(4);
  });
});


describe('format', () => {
  it('fills placeholders, numbers included, and leaves unknown ones', () => {
    expect(format('© {year} {name}. All rights reserved.', { year: 2026, name: 'A & B' })).toBe('© 2026 A & B. All rights reserved.');
    expect(format('{a}{a} {b}', { a: 'x' })).toBe('xx {b}');
    expect(format('no placeholders', { a: 1 })).toBe('no placeholders');
  });

  it('does not interpret replacement patterns in values', () => {
    expect(format('Call {phone}', { phone: "$& $' $1" })).toBe("Call $& $' $1");
  });
});
