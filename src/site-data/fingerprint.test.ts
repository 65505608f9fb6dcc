import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { recordChanged, recordFingerprint } from './fingerprint';

describe('recordFingerprint', () => {
  it('is the same for the same record, parsed from the same text twice', () => {
    const text = '{"dbPrincipal":{"name":"Evergreen","phones":[{"phone":"5125550100"}]},"dbServices":[]}';
    expect(recordFingerprint(JSON.parse(text))).toBe(recordFingerprint(JSON.parse(text)));
    expect(recordFingerprint(JSON.parse(text))).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
  });

  it('changes when any value changes, even by one character', () => {
    const a = { dbPrincipal: { name: 'Evergreen Ridge' }, dbServices: [{ name: 'Tree removal' }] };
    const b = { dbPrincipal: { name: 'Evergreen Ridgf' }, dbServices: [{ name: 'Tree removal' }] };
    const c = { dbPrincipal: { name: 'Evergreen Ridge' }, dbServices: [{ name: 'Tree removal' }, {}] };
    expect(recordFingerprint(a)).not.toBe(recordFingerprint(b));
    expect(recordFingerprint(a)).not.toBe(recordFingerprint(c));
  });

  it('tells apart distinct JSON values (property check)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (x, y) => {
        if (JSON.stringify(x) === JSON.stringify(y)) return;
        expect(recordFingerprint(x)).not.toBe(recordFingerprint(y));
      }),
      { numRuns: 500 },
    );
  });
});

describe('recordChanged', () => {
  const record = { dbPrincipal: { name: 'Evergreen Ridge' }, dbServices: [{ name: 'Tree removal' }] };

  it('is false for the record the fingerprint was taken from, true for any other', () => {
    expect(recordChanged(JSON.parse(JSON.stringify(record)), recordFingerprint(record))).toBe(false);
    expect(recordChanged({ ...record, dbServices: [] }, recordFingerprint(record))).toBe(true);
  });

  it('is true when no fingerprint is known (a page built without one)', () => {
    expect(recordChanged(record, undefined)).toBe(true);
    expect(recordChanged(record, '')).toBe(true);
  });
});
