import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { placeholderImage } from '../utils/placeholder';
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
