import fs from 'node:fs';
import * as simpleIcons from 'simple-icons';
import { describe, expect, it } from 'vitest';
import { BRAND_ALIASES, BRANDS } from '../src/components/brand-list';
import { brandSprite, SPRITE_FILE, VIEW_BOX } from './brand-sprite';

const checkedIn = fs.readFileSync(SPRITE_FILE, 'utf8');

function symbols(svg: string): Map<string, { viewBox: string | null; paths: string[] }> {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2000/svg');
  return new Map(
    [...doc.querySelectorAll('symbol')].map((s) => [s.id, { viewBox: s.getAttribute('viewBox'), paths: [...s.querySelectorAll('path')].map((p) => p.getAttribute('d')!) }]),
  );
}

describe('brand sprite (public/icons/brands.svg)', () => {
  it('is exactly what scripts/brand-sprite.ts makes from simple-icons today (run npm run brand-sprite)', () => {
    expect(checkedIn).toBe(brandSprite());
  });

  it('has one symbol per brand key, with that brand\'s simple-icons shape and the viewBox BrandIcon draws', () => {
    const parsed = symbols(checkedIn);
    expect([...parsed.keys()].sort()).toEqual(Object.keys(BRANDS).sort());
    for (const [key, spec] of Object.entries(BRANDS)) {
      expect(parsed.get(key), key).toEqual({ viewBox: VIEW_BOX, paths: [simpleIcons[spec.si].path] });
    }
  });

  it('lists the titles simple-icons gives, and aliases that name listed brands', () => {
    for (const [key, spec] of Object.entries(BRANDS)) expect(spec.title, key).toBe(simpleIcons[spec.si].title);
    for (const [alias, key] of Object.entries(BRAND_ALIASES)) expect(Object.keys(BRANDS), alias).toContain(key);
  });

  it('refuses a title, export or viewBox that does not match simple-icons', () => {
    const icon = { title: 'Facebook', path: 'M0 0h24v24H0z', svg: '<svg viewBox="0 0 24 24"></svg>' };
    expect(brandSprite({ facebook: { si: 'siFacebook', title: 'Facebook' } }, { siFacebook: icon })).toContain('<symbol id="facebook" viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></symbol>');
    expect(() => brandSprite({ facebook: { si: 'siFacebook', title: 'Fb' } }, { siFacebook: icon })).toThrow(/title/);
    expect(() => brandSprite({ facebook: { si: 'siFacebook', title: 'Facebook' } }, {})).toThrow(/no export/);
    expect(() => brandSprite({ facebook: { si: 'siFacebook', title: 'Facebook' } }, { siFacebook: { ...icon, svg: '<svg viewBox="0 0 16 16">' } })).toThrow(/viewBox/);
  });
});
