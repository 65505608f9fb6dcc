import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { placeholderImage } from '../utils/placeholder';
import { setImageMap } from './images/image-map';
import { SafeImage } from './safe-image';

describe('SafeImage', () => {
  it('shows the placeholder for a missing or unsafe source, never "undefined"', () => {
    const { container } = render(
      <>
        <SafeImage src={undefined} alt="a" width={10} height={10} />
        <SafeImage src="javascript:alert(1)" alt="b" width={10} height={10} />
      </>,
    );
    const srcs = [...container.querySelectorAll('img')].map((i) => i.getAttribute('src'));
    expect(srcs).toEqual([placeholderImage, placeholderImage]);
  });

  it('swaps in the placeholder for an image that already failed before it was hydrated', () => {
    // jsdom never loads images: emulate a broken one (complete, no pixels) as a browser reports it.
    const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => true });
    try {
      const { container } = render(<SafeImage src="https://cdn.example.com/gone.webp" alt="gone" width={10} height={10} />);
      expect(container.querySelector('img')!.getAttribute('src')).toBe(placeholderImage);
    } finally {
      if (complete) Object.defineProperty(HTMLImageElement.prototype, 'complete', complete);
      else delete (HTMLImageElement.prototype as { complete?: boolean }).complete;
    }
  });

  it('keeps a working image', () => {
    const { container } = render(<SafeImage src="https://cdn.example.com/ok.webp" alt="ok" width={10} height={10} />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example.com/ok.webp');
  });
});

describe('SafeImage with the build image variants', () => {
  const url = 'https://bucket.example/img/phone-1.jpg';
  const entry = { w: 3024, h: 4032, c: '#406080', f: '/img/abc', s: [160, 320, 640] };

  afterEach(() => setImageMap(undefined));

  it('renders a <picture> of AVIF and WebP variants with sizes, lazy and at low priority, on its placeholder colour', () => {
    setImageMap({ [url]: entry });
    const { container } = render(<SafeImage src={url} alt="A patio" width={480} height={300} />);
    const source = container.querySelector('picture > source')!;
    expect(source.getAttribute('type')).toBe('image/avif');
    expect(source.getAttribute('srcset')).toBe('/img/abc-160.avif 160w, /img/abc-320.avif 320w, /img/abc-640.avif 640w');
    const img = container.querySelector('picture > img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/img/abc-640.webp');
    expect(img.getAttribute('srcset')).toBe('/img/abc-160.webp 160w, /img/abc-320.webp 320w, /img/abc-640.webp 640w');
    expect(img.getAttribute('sizes')).toBe('(max-width: 480px) 100vw, 480px');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    // Only the page's largest paint asks for high priority (src/entry/paint-first.ts waits for it).
    expect(img.getAttribute('fetchpriority')).toBe('low');
    expect(img.style.backgroundColor).toBe('rgb(64, 96, 128)');
    expect(img.getAttribute('alt')).toBe('A patio');
  });

  it('falls back to the original URL when a variant fails, then to the placeholder', () => {
    setImageMap({ [url]: entry });
    const { container } = render(<SafeImage src={url} alt="" width={480} height={300} priority />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe(url);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')!.getAttribute('src')).toBe(placeholderImage);
  });

  it("reserves the photo's own shape, not the caller's guess, so nothing shifts when it loads", () => {
    // A portrait phone photo (3024x4032) in a 480x300 slot: the attributes give the browser 480x640.
    setImageMap({ [url]: entry });
    const { container } = render(<SafeImage src={url} alt="" width={480} height={300} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('width')).toBe('480');
    expect(img.getAttribute('height')).toBe('640');
  });

  it('keeps the caller\'s box for an image the build did not measure', () => {
    const { container } = render(<SafeImage src="https://bucket.example/img/new.jpg" alt="" width={250} height={125} />);
    expect(container.querySelector('img')!.getAttribute('height')).toBe('125');
  });

  it('renders an image the build has not seen from its original URL', () => {
    setImageMap({ [url]: entry });
    const { container } = render(<SafeImage src="https://bucket.example/img/new.jpg" alt="" width={480} height={300} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe('https://bucket.example/img/new.jpg');
  });
});

describe('SafeImage placeholder colour', () => {
  it('is removed once the photo has loaded (transparent logos show no coloured square)', () => {
    setImageMap({ 'https://cdn.example.com/logo.png': { w: 400, h: 400, c: '#123456', f: '/img/abc', s: [160, 320] } });
    try {
      const { container } = render(<SafeImage src="https://cdn.example.com/logo.png" alt="Logo" width={56} height={56} />);
      const img = container.querySelector('img')!;
      expect(img.style.backgroundColor).not.toBe('');
      fireEvent.load(img);
      expect(img.style.backgroundColor).toBe('');
    } finally {
      setImageMap(undefined);
    }
  });
});

describe('SafeImage through the image service (VITE_IMAGE_URL_TEMPLATE)', () => {
  const T = 'https://img.example.com/{width}/{url}';
  const PHOTO = 'https://bucket.example/new photo.jpg';

  it('asks the service for an unseen photo at several widths, with sizes', () => {
    const { container } = render(<SafeImage src={PHOTO} alt="New" width={600} height={400} imageTemplate={T} />);
    const img = container.querySelector('img')!;
    const enc = encodeURIComponent(PHOTO);
    expect(img.getAttribute('src')).toBe(`https://img.example.com/1280/${enc}`);
    expect(img.getAttribute('srcset')).toBe([320, 640, 800, 960, 1280, 1920].map((w) => `https://img.example.com/${w}/${enc} ${w}w`).join(', '));
    expect(img.getAttribute('sizes')).toBe('(max-width: 600px) 100vw, 600px');
  });

  it('falls back to the photo itself when the service fails, then to the placeholder', () => {
    const { container } = render(<SafeImage src={PHOTO} alt="New" width={600} height={400} imageTemplate={T} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')!.getAttribute('src')).toBe(PHOTO);
    expect(container.querySelector('img')!.hasAttribute('srcset')).toBe(false);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')!.getAttribute('src')).toBe(placeholderImage);
  });

  it('leaves relative and unsafe sources alone, and is off without a template', () => {
    expect(render(<SafeImage src="/img/local.png" alt="" width={10} height={10} imageTemplate={T} />).container.querySelector('img')!.getAttribute('src')).toBe('/img/local.png');
    expect(render(<SafeImage src={PHOTO} alt="" width={10} height={10} imageTemplate="" />).container.querySelector('img')!.getAttribute('src')).toBe(PHOTO);
  });
});
