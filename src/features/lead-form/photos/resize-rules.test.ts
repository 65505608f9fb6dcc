import { describe, expect, it } from 'vitest';
import { encodeSteps, fitWithin, PHOTO_LIMITS } from './resize-rules';

describe('fitWithin', () => {
  it('brings a 12 MP phone photo to 2048 px on its long side, either way up, keeping its shape', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1536, height: 2048 });
  });

  it('never makes a small photo larger, nor a sliver zero pixels wide', () => {
    expect(fitWithin(1200, 800)).toEqual({ width: 1200, height: 800 });
    expect(fitWithin(20000, 3)).toEqual({ width: 2048, height: 1 });
  });
});

describe('encodeSteps', () => {
  it('tries the full 2048 px size first at falling qualities, then ever smaller sizes, none over the limit', () => {
    const steps = encodeSteps(4032, 3024);
    expect(steps[0]).toEqual({ width: 2048, height: 1536, quality: 0.82 });
    const full = steps.filter((s) => s.width === 2048);
    expect(full.map((s) => s.quality)).toEqual([...full.map((s) => s.quality)].sort((a, b) => b - a));
    const sides = steps.map((s) => Math.max(s.width, s.height));
    for (let i = 1; i < sides.length; i++) expect(sides[i]).toBeLessThanOrEqual(sides[i - 1]!);
    expect(Math.max(...sides)).toBe(PHOTO_LIMITS.maxSide);
    // A photo that will not fit at any quality still ends small (a last step under 640 px).
    expect(sides.at(-1)).toBeLessThan(640);
  });

  it('a photo already small is tried at its own size first', () => {
    expect(encodeSteps(800, 600)[0]).toEqual({ width: 800, height: 600, quality: 0.82 });
  });
});
