import { describe, expect, it } from 'vitest';
import { offlineImageUrls, parseRecordBody } from './record-assets';

const RECORD_URL = 'https://trees.example/demo-api/paginas/demo';

describe('offlineImageUrls', () => {
  it('lists the logo, gmb, QR, directory and social images the card and bio pages show', () => {
    const record = {
      dbPrincipal: { logo: 'https://bucket.example/logo.png', favicon: 'https://bucket.example/fav.png' },
      gmb: { img: 'https://bucket.example/gmb.jpg', link: 'https://g.page/x' },
      qrImg: 'https://bucket.example/qr.png',
      dbSocialMedia: {
        redes: [{ url: 'https://facebook.com/x', icon: 'facebook', image: 'https://bucket.example/fb.png' }, { icon: 'yelp' }],
        directorios: [{ name: 'BBB', image: 'https://bucket.example/bbb.png' }, { name: 'no image' }],
      },
      gallery: ['https://bucket.example/not-needed.jpg'],
    };
    expect(offlineImageUrls(record, RECORD_URL)).toEqual([
      'https://bucket.example/logo.png',
      'https://bucket.example/fav.png',
      'https://bucket.example/gmb.jpg',
      'https://bucket.example/qr.png',
      'https://bucket.example/bbb.png',
      'https://bucket.example/fb.png',
    ]);
  });

  it('resolves the demo record relative URLs against the record URL', () => {
    expect(offlineImageUrls({ dbPrincipal: { logo: '/demo-assets/logo.png' } }, RECORD_URL)).toEqual(['https://trees.example/demo-assets/logo.png']);
    expect(offlineImageUrls({ dbPrincipal: { logo: '../../demo-assets/logo.png' } }, RECORD_URL)).toEqual(['https://trees.example/demo-assets/logo.png']);
  });

  it('ignores wrong types, unsafe schemes and duplicates without throwing', () => {
    const record = {
      dbPrincipal: { logo: 'javascript:alert(1)', favicon: 42 },
      gmb: null,
      qrImg: 'data:image/png;base64,AAAA',
      dbSocialMedia: { redes: 'nope', directorios: [null, 'x', { image: 'https://b.example/a.png' }, { image: 'https://b.example/a.png' }] },
    };
    expect(offlineImageUrls(record, RECORD_URL)).toEqual(['https://b.example/a.png']);
    expect(offlineImageUrls(null, RECORD_URL)).toEqual([]);
    expect(offlineImageUrls([], RECORD_URL)).toEqual([]);
  });
});

describe('parseRecordBody', () => {
  it('accepts only a JSON object', () => {
    expect(parseRecordBody('{"a":1}')).toEqual({ a: 1 });
    expect(parseRecordBody('[1]')).toBeNull();
    expect(parseRecordBody('<html>')).toBeNull();
  });
});
