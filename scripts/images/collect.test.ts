// @vitest-environment node
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parseSiteData } from '../../src/site-data/parse';
import { siteDataSchema, urlSchemas } from '../../src/site-data/schema';
import { collectImageUrls, IMAGE_FIELDS } from './collect';

/** The record's URL fields (schema.ts `url`), as `a.b[].c`: zod 4 keeps each schema's parts on `_zod.def`. */
function urlFields(schema: z.ZodType, path: string): string[] {
  if (urlSchemas.has(schema)) return [path];
  const def = (schema as unknown as { _zod: { def: { type: string; innerType?: z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType } } })._zod.def;
  if (def.innerType) return urlFields(def.innerType, path);
  if (def.element) return urlFields(def.element, `${path}[]`);
  if (def.shape) return Object.entries(def.shape).flatMap(([k, child]) => urlFields(child, path ? `${path}.${k}` : k));
  return [];
}

/** URL fields that are links (a page, a profile, a map, the form's relay): never downloaded. */
const LINK_FIELDS = [
  'dbPrincipal.location[].url',
  'dbSocialMedia.redes[].url',
  'dbSocialMedia.directorios[].url',
  'ytGallery.linkCanalYT',
  'brandingExtra[].link',
  'gmb.link',
  'linkWeb',
  'linkPostEmail',
];

describe('collectImageUrls', () => {
  it('knows every URL field of the record as an image or a link (a new image field must be added to IMAGE_FIELDS)', () => {
    expect(urlFields(siteDataSchema, '').sort()).toEqual([...IMAGE_FIELDS, ...LINK_FIELDS].sort());
  });

  it("finds the record's image fields, once each, with the path of the first mention", () => {
    const refs = collectImageUrls({
      dbPrincipal: { logo: 'https://b.example/logo.png', favicon: 'https://b.example/f.ico' },
      dbServices: [
        { name: 'Removal', description: [{ text: 'see https://b.example/not-a-field.jpg', img: 'https://b.example/a.jpg' }] },
        { name: 'Trim', description: [{ img: 'https://b.example/a.jpg' }, { img: 'https://b.example/p?id=7' }] },
      ],
      gallery: ['https://b.example/g1.webp'],
      landings: [{ name: 'Patios', gallery: ['https://b.example/l1.jpg'] }],
      beforeAfterGall: [{ beforeImg: '/demo-assets/b.webp', afterImg: '/demo-assets/a.webp' }],
      videosPromo: [{ link: 'https://v.example/x.mp4', img: 'https://v.example/x.jpg' }],
      stock: [null, 'https://b.example/s.jpg'],
      gmb: { link: 'https://g.example/profile.jpg', img: 'https://g.example/badge.png' },
    });
    expect(refs).toEqual([
      { url: 'https://b.example/logo.png', path: 'dbPrincipal.logo' },
      { url: 'https://b.example/a.jpg', path: 'dbServices[0].description[0].img' },
      { url: 'https://b.example/p?id=7', path: 'dbServices[1].description[1].img' },
      { url: 'https://b.example/g1.webp', path: 'gallery[0]' },
      { url: 'https://b.example/l1.jpg', path: 'landings[0].gallery[0]' },
      { url: '/demo-assets/b.webp', path: 'beforeAfterGall[0].beforeImg' },
      { url: '/demo-assets/a.webp', path: 'beforeAfterGall[0].afterImg' },
      { url: 'https://v.example/x.jpg', path: 'videosPromo[0].img' },
      { url: 'https://b.example/s.jpg', path: 'stock[1]' },
      { url: 'https://g.example/badge.png', path: 'gmb.img' },
    ]);
  });

  it('ignores text and link fields that look like images (an address, a map link), icons, //host URLs and odd values (issue 27 item 5)', () => {
    const parsed = parseSiteData({
      dbPrincipal: {
        name: 'Acme',
        location: [{ address: 'http://169.254.169.254/latest/meta-data/x.jpg', url: 'http://127.0.0.2/map.png' }],
        paymentMethod: 'https://evil.example/pay.png',
      },
      dbAbout: [{ text: 'https://evil.example/about.jpg' }],
      linkWeb: 'https://evil.example/site.jpg',
      dbSocialMedia: { redes: [{ url: 'https://evil.example/profile.jpg', image: 'https://b.example/brand.webp' }] },
    }).data;
    expect(collectImageUrls(parsed)).toEqual([{ url: 'https://b.example/brand.webp', path: 'dbSocialMedia.redes[0].image' }]);
    expect(collectImageUrls({ gallery: ['//evil.example/x.jpg', 'https://x.example/v.mp4', 'https://x.example/i.svg', 3, null] })).toEqual([]);
    expect(collectImageUrls(undefined)).toEqual([]);
  });
});
