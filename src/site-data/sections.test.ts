import { describe, expect, it } from 'vitest';
import { RECORD_SECTIONS } from '../contract/record-rule';
import { siteDataSchema } from './schema';

describe('the usable-record rule and the schema', () => {
  it('name the same sections: an object with none of them is no record (src/contract/record-rule.ts)', () => {
    expect([...RECORD_SECTIONS].sort()).toEqual(Object.keys(siteDataSchema.shape).sort());
  });
});
