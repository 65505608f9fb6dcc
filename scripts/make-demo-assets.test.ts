// @vitest-environment node
/**
 * A fresh clone's first `npm start` encodes the demo's photos before it serves
 * (docs/performance.md). Their work is counted here as the image pipeline does it: every image
 * the demo's record names, at each width `widthsFor` gives it, in AVIF and WebP. Encoding time
 * follows the pixels encoded, so a bigger or an extra demo photo shows here, not as a newcomer's
 * wait. The 76 images of 800 and 960 px sources make 99 megapixels (28 s of CPU); the 82 of
 * 1200 px sources they replaced made 295 (63 s).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { collectImageUrls } from './images/collect';
import { widthsFor } from './images/encode';

const ROOT = path.resolve(import.meta.dirname, '..');
const RECORD = path.join(ROOT, 'public', 'demo-api', 'paginas', 'demo');
/** Megapixels of variants (each in both formats): today's, with room for a few photos. */
const MAX_ENCODED_MEGAPIXELS = 105;

async function demoEncodeWork(): Promise<{ images: number; megapixels: number }> {
  const refs = collectImageUrls(JSON.parse(fs.readFileSync(RECORD, 'utf8')));
  let pixels = 0;
  for (const ref of refs) {
    // The record names its photos relative to itself: `../../demo-assets/<file>`.
    const file = path.resolve(path.dirname(RECORD), ref.url);
    const { width, height } = await sharp(file).metadata();
    for (const w of widthsFor(width!)) pixels += 2 * w * Math.round((w * height!) / width!);
  }
  return { images: refs.length, megapixels: pixels / 1e6 };
}

describe('the demo photos a first start encodes', () => {
  it(`stay within ${MAX_ENCODED_MEGAPIXELS} megapixels of variants`, async () => {
    const { images, megapixels } = await demoEncodeWork();
    expect(images).toBeGreaterThan(50);
    expect(megapixels, `${images} images`).toBeLessThanOrEqual(MAX_ENCODED_MEGAPIXELS);
  });
});
