import { describe, expect, it } from 'vitest';
import { collectImageUrls } from './collect';

describe('collectImageUrls', () => {
  it('finds images anywhere in the record, once each, with the path of the first mention', () => {
    const refs = collectImageUrls({
      dbPrincipal: { logo: 'https://b.example/logo.png', favicon: 'https://b.example/f.ico' },
      dbServices: [
        { name: 'Removal', img: 'https://b.example/a.jpg', description: 'see https://b.example/not-a-field' },
        { name: 'Trim', img: 'https://b.example/a.jpg', photos: ['https://b.example/p?id=7'] },
      ],
      gallery: [{ before: '/demo-assets/b.webp', after: '/demo-assets/a.webp' }],
      videos: [{ url: 'https://v.example/x.mp4', poster: 'https://v.example/x.jpg' }],
    });
    expect(refs).toEqual([
      { url: 'https://b.example/logo.png', path: 'dbPrincipal.logo' },
      { url: 'https://b.example/a.jpg', path: 'dbServices[0].img' },
      { url: 'https://b.example/p?id=7', path: 'dbServices[1].photos[0]' },
      { url: '/demo-assets/b.webp', path: 'gallery[0].before' },
      { url: '/demo-assets/a.webp', path: 'gallery[0].after' },
      { url: 'https://v.example/x.jpg', path: 'videos[0].poster' },
    ]);
  });

  it('ignores text, links, videos, icons (.ico/.svg), protocol-relative URLs and odd values', () => {
    expect(
      collectImageUrls({ name: 'a.jpg', link: 'https://x.example/page', video: 'https://x.example/v.mp4', img: '//evil.example/x.jpg', n: 3, z: null }),
    ).toEqual([]);
    expect(collectImageUrls(undefined)).toEqual([]);
  });
});
