// @vitest-environment jsdom
// (The script runs in node; the test reads what it wrote as a browser would, with a DOM parser.)
import fs from 'node:fs';
import path from 'node:path';
import * as simpleIcons from 'simple-icons';
import { describe, expect, it } from 'vitest';
import { BRAND_ALIASES, BRANDS } from '../src/components/brand-list';
import { BRAND_DIR, brandIconFiles, siExport, VIEW_BOX } from './brand-icons';

const checkedIn = new Map(fs.readdirSync(BRAND_DIR).map((name) => [name, fs.readFileSync(path.join(BRAND_DIR, name), 'utf8')]));

function shape(svg: string): { viewBox: string | null; paths: string[] } {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2000/svg');
  return { viewBox: doc.documentElement.getAttribute('viewBox'), paths: [...doc.querySelectorAll('path')].map((p) => p.getAttribute('d')!) };
}

describe('brand icons (public/icons/brands/)', () => {
  it('are exactly what scripts/brand-icons.ts makes from simple-icons today (run npm run brand-icons)', () => {
    expect(checkedIn).toEqual(brandIconFiles());
  });

  it("are one file per brand key, with that brand's simple-icons shape in the square BrandIcon draws", () => {
    expect([...checkedIn.keys()].sort()).toEqual(Object.keys(BRANDS).map((k) => `${k}.svg`).sort());
    const icons = simpleIcons as unknown as Record<string, { path: string; title: string }>;
    for (const key of Object.keys(BRANDS)) {
      expect(shape(checkedIn.get(`${key}.svg`)!), key).toEqual({ viewBox: VIEW_BOX, paths: [icons[siExport(key)]!.path] });
    }
  });

  it("list the titles simple-icons gives for each key's export, and aliases that name listed brands", () => {
    const icons = simpleIcons as unknown as Record<string, { title: string }>;
    for (const [key, title] of Object.entries(BRANDS)) expect(title, key).toBe(icons[siExport(key)]?.title);
    for (const [alias, key] of Object.entries(BRAND_ALIASES)) expect(Object.keys(BRANDS), alias).toContain(key);
  });

  it('refuse a title, export or viewBox that does not match simple-icons', () => {
    const icon = { title: 'Facebook', path: 'M0 0h24v24H0z', svg: '<svg viewBox="0 0 24 24"></svg>' };
    expect(brandIconFiles({ facebook: 'Facebook' }, { siFacebook: icon }).get('facebook.svg')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></svg>\n',
    );
    expect(() => brandIconFiles({ facebook: 'Fb' }, { siFacebook: icon })).toThrow(/title/);
    expect(() => brandIconFiles({ facebook: 'Facebook' }, {})).toThrow(/no export siFacebook/);
    expect(() => brandIconFiles({ facebook: 'Facebook' }, { siFacebook: { ...icon, svg: '<svg viewBox="0 0 16 16">' } })).toThrow(/viewBox/);
  });
});
