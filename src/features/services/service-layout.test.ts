import { describe, expect, it } from 'vitest';
import { imageSide, serviceImages, textSeed } from './service-layout';

describe('services layout', () => {
  it('alternates the image side row by row, starting on the left', () => {
    expect([0, 1, 2, 3].map(imageSide)).toEqual(['left', 'right', 'left', 'right']);
  });

  it('collects every image of a service once, in order, skipping entries without one', () => {
    const svc = {
      name: 'Tree Removal',
      description: [
        { text: 'a', img: 'https://x/1.webp', lists: [] },
        { text: 'b', lists: [] },
        { text: 'c', img: 'https://x/2.webp', lists: [] },
        { text: 'd', img: 'https://x/1.webp', lists: [] },
      ],
    };
    expect(serviceImages(svc)).toEqual(['https://x/1.webp', 'https://x/2.webp']);
  });

  it('seeds the same number for the same name, and spreads different names', () => {
    expect(textSeed('Tree Removal')).toBe(textSeed('Tree Removal'));
    const seeds = new Set(['Tree Removal', 'Stump Grinding', 'Pruning', 'Land Clearing'].map((n) => textSeed(n) % 7));
    expect(seeds.size).toBeGreaterThan(1);
    expect(textSeed('')).toBeGreaterThanOrEqual(0);
  });
});
