import { describe, expect, it } from 'vitest';
import { demoSrcSet } from './image-srcset';

describe('demoSrcSet', () => {
  it('offers the demo photos at 600, 800 and 1200 px', () => {
    expect(demoSrcSet('/demo-assets/ba-1-after.webp')).toBe(
      '/demo-assets/ba-1-after-600.webp 600w, /demo-assets/ba-1-after-800.webp 800w, /demo-assets/ba-1-after.webp 1200w',
    );
    expect(demoSrcSet('/site/demo-assets/gallery-01.webp')).toContain('/site/demo-assets/gallery-01-800.webp 800w');
  });

  it('offers nothing for other hosts, other formats, variants themselves or no image', () => {
    expect(demoSrcSet('https://cdn.example.com/photo.webp')).toBeUndefined();
    expect(demoSrcSet('/demo-assets/logo.png')).toBeUndefined();
    expect(demoSrcSet('/demo-assets/ba-1-after-600.webp')).toBeUndefined();
    expect(demoSrcSet('/demo-assets/ba-1-after-800.webp')).toBeUndefined();
    expect(demoSrcSet(undefined)).toBeUndefined();
    expect(demoSrcSet('')).toBeUndefined();
  });
});
