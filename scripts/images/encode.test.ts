// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeImage, widthsFor } from './encode';

describe('widthsFor', () => {
  it('never upscales, keeps the photo own width when it is smaller than the largest, caps at 1920', () => {
    expect(widthsFor(4032)).toEqual([160, 320, 640, 800, 960, 1280, 1920]);
    expect(widthsFor(1200)).toEqual([160, 320, 640, 800, 960, 1200]);
    expect(widthsFor(1920)).toEqual([160, 320, 640, 800, 960, 1280, 1920]);
    expect(widthsFor(100)).toEqual([100]);
  });
});

describe('encodeImage', () => {
  it('applies EXIF orientation, drops all metadata (GPS), writes AVIF and WebP at each width', async () => {
    // A landscape sensor image the camera says to rotate 90° (orientation 6): a portrait photo.
    const jpeg = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#3a7d2c' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 4612/100' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-encode-'));
    const out = await encodeImage(jpeg, dir, 'abc');
    expect([out.w, out.h]).toEqual([750, 1000]);
    expect(out.s).toEqual([160, 320, 640, 750]);
    expect(out.c).toMatch(/^#[0-9a-f]{6}$/);
    expect(out.files.map((f) => f.name).sort()).toEqual(
      out.s.flatMap((w) => [`abc-${w}.avif`, `abc-${w}.webp`]).sort(),
    );
    for (const f of out.files) {
      const m = await sharp(path.join(dir, f.name)).metadata();
      expect(m.exif, f.name).toBeUndefined();
      expect(m.width! < m.height!, `${f.name} is portrait`).toBe(true);
      expect(m.format).toBe(f.name.endsWith('.avif') ? 'heif' : 'webp');
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses what is not an image, and decompression bombs', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-encode-'));
    await expect(encodeImage(Buffer.from('<html>not found</html>'), dir, 'x')).rejects.toThrow();
    // 8000 x 6000 px is 48 Mpx: over the 40 Mpx input limit (a small file that would decode huge).
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } }).jpeg({ quality: 10 }).toBuffer();
    await expect(encodeImage(bomb, dir, 'bomb')).rejects.toThrow(/pixel limit|exceeds/i);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
