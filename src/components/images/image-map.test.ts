import { afterEach, describe, expect, it } from 'vitest';
import { fallbackWidth, IMAGES_ID, imageEntry, parseImageMap, setImageMap, srcSetFor } from './image-map';

const entry = { w: 3024, h: 4032, c: '#406080', f: '/site/img/abc', s: [160, 320, 640, 960, 1280, 1920] };

afterEach(() => {
  setImageMap(undefined);
  document.getElementById(IMAGES_ID)?.remove();
});

describe('image map', () => {
  it('builds srcsets of every width in each format, and a fallback up to 1280 px', () => {
    expect(srcSetFor(entry, 'avif')).toBe(
      '/site/img/abc-160.avif 160w, /site/img/abc-320.avif 320w, /site/img/abc-640.avif 640w, /site/img/abc-960.avif 960w, /site/img/abc-1280.avif 1280w, /site/img/abc-1920.avif 1920w',
    );
    expect(fallbackWidth(entry)).toBe(1280);
    expect(fallbackWidth({ ...entry, s: [160, 300] })).toBe(300);
  });

  it("reads the page's embed once, keeping only well-formed entries", () => {
    const script = document.createElement('script');
    script.id = IMAGES_ID;
    script.type = 'application/json';
    script.textContent = JSON.stringify({
      'https://b.example/a.jpg': entry,
      'https://b.example/bad.jpg': { ...entry, f: 'javascript:alert(1)' },
      'https://b.example/odd.jpg': { w: 'x' },
    });
    document.body.append(script);
    expect(imageEntry('https://b.example/a.jpg')).toEqual(entry);
    expect(imageEntry('https://b.example/bad.jpg')).toBeUndefined();
    expect(imageEntry('https://b.example/odd.jpg')).toBeUndefined();
    expect(imageEntry(undefined)).toBeUndefined();
  });

  it('survives a broken embed (originals, as before the pipeline)', () => {
    const script = document.createElement('script');
    script.id = IMAGES_ID;
    script.type = 'application/json';
    script.textContent = '{not json';
    document.body.append(script);
    expect(imageEntry('https://b.example/a.jpg')).toBeUndefined();
    expect(parseImageMap([1, 2])).toEqual({});
    expect(parseImageMap(null)).toEqual({});
  });
});
