import { describe, expect, it } from 'vitest';
import { emptySiteData } from './empty';
import { siteDataSchema } from './schema';

describe('emptySiteData', () => {
  it('is exactly what the schema gives for an empty record', () => {
    expect(emptySiteData()).toEqual(siteDataSchema.parse({}));
  });

  it('hands out a fresh copy each time', () => {
    const a = emptySiteData();
    a.dbServices.push({ name: 'x', description: [] });
    expect(emptySiteData().dbServices).toEqual([]);
  });
});
