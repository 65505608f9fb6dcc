import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import { parseSiteData } from '../../site-data/parse';
import { addressLines, coverageLocations, frameableMapUrl, mapTitle } from './coverage';

const record = (extra: Record<string, unknown> = {}, principal: Record<string, unknown> = {}) =>
  parseSiteData({
    dbPrincipal: {
      name: 'Acme Trees',
      miles: '30',
      location: [
        { address: '12 Oak St, Salem, OR', url: 'https://www.google.com/maps/embed?pb=1' },
        { address: '9 Elm Ave, Keizer, OR', url: 'https://www.google.com/maps/embed?pb=2' },
      ],
      ...principal,
    },
    ...extra,
  }).data;

describe('coverage map title', () => {
  it('uses labels.general.titleMap when the record sets it', () => {
    expect(mapTitle(record({ labels: { general: { titleMap: 'Serving the Valley' } } }), en.contact)).toBe('Serving the Valley');
  });

  it('otherwise says how many miles around the first address', () => {
    expect(mapTitle(record(), en.contact)).toBe('We Cover 30 Miles Around 12 Oak St, Salem, OR');
  });

  it('has a wording without miles when the record has none', () => {
    const title = mapTitle(record({}, { miles: '' }), en.contact);
    expect(title).toContain('12 Oak St, Salem, OR');
    expect(title).not.toMatch(/Miles|\{miles\}/);
  });

  it('follows the record language', () => {
    const title = mapTitle(record(), es.contact);
    expect(title).toContain('30');
    expect(title).toContain('12 Oak St, Salem, OR');
    expect(title).not.toBe(mapTitle(record(), en.contact));
  });

  it('treats a blank titleMap as not set', () => {
    expect(mapTitle(record({ labels: { general: { titleMap: '   ' } } }), en.contact)).toMatch(/^We Cover 30 Miles/);
  });
});

describe('frameable map URLs', () => {
  it('accepts only https: URLs', () => {
    expect(frameableMapUrl('https://www.google.com/maps/embed?pb=x')).toBe('https://www.google.com/maps/embed?pb=x');
    expect(frameableMapUrl('http://maps.example.com/x')).toBeUndefined();
    expect(frameableMapUrl('javascript:alert(1)')).toBeUndefined();
    expect(frameableMapUrl('data:text/html,hi')).toBeUndefined();
    expect(frameableMapUrl('/relative/map')).toBeUndefined();
    expect(frameableMapUrl(undefined)).toBeUndefined();
  });

  it('keeps locations without a usable map (their tab is disabled) and drops empty ones', () => {
    const data = record({}, {
      location: [
        { address: 'A St', url: 'https://maps.example.com/a' },
        { address: 'B St', url: 'http://maps.example.com/b' },
        { address: '' },
      ],
    });
    expect(coverageLocations(data)).toEqual([
      { address: 'A St', frameUrl: 'https://maps.example.com/a' },
      { address: 'B St', frameUrl: undefined },
    ]);
  });
});

describe('tab labels', () => {
  it('split an address into its street and the rest', () => {
    expect(addressLines('4512 SE Division St, Portland, OR 97206')).toEqual(['4512 SE Division St', 'Portland, OR 97206']);
    expect(addressLines('Downtown Salem')).toEqual(['Downtown Salem', '']);
  });
});
