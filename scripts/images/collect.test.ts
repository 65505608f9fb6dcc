import { describe, expect, it } from 'vitest';
import { parseSiteData } from '../../src/site-data/parse';
import { collectImageUrls } from './collect';

describe('collectImageUrls', () => {
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
