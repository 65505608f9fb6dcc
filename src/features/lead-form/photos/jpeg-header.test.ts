// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HEADER_BYTES, jpegHeader, uprightSize } from './jpeg-header';

/** A small JPEG as a camera writes one: EXIF with `orientation` (none when undefined), then the frame. */
async function jpeg(width: number, height: number, orientation?: number, icc = false): Promise<Uint8Array> {
  let img = sharp({ create: { width, height, channels: 3, background: '#3a7' } });
  if (orientation) img = img.withMetadata({ orientation }).withExif({ IFD0: { Make: 'TestPhone' } });
  if (icc) img = img.withIccProfile('p3');
  return new Uint8Array(await img.jpeg().toBuffer());
}

describe('jpegHeader', () => {
  it('reads the stored size and the EXIF orientation of a phone photo held on its side', async () => {
    const header = jpegHeader(await jpeg(403, 302, 6));
    expect(header).toEqual({ width: 403, height: 302, orientation: 6 });
    expect(uprightSize(header!)).toEqual({ width: 302, height: 403 });
  });

  it('takes every orientation as written, and 1 where there is no EXIF', async () => {
    for (const o of [1, 3, 8]) expect((await jpeg(40, 30, o).then(jpegHeader))?.orientation).toBe(o);
    expect(jpegHeader(await jpeg(40, 30))).toEqual({ width: 40, height: 30, orientation: 1 });
    expect(uprightSize({ width: 40, height: 30, orientation: 3 })).toEqual({ width: 40, height: 30 });
  });

  it('finds the frame after a colour profile', async () => {
    expect(jpegHeader(await jpeg(64, 48, 8, true))).toEqual({ width: 64, height: 48, orientation: 8 });
  });

  it('answers nothing for a file that is not a JPEG, or whose header is cut before its frame', async () => {
    const png = new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer());
    expect(jpegHeader(png)).toBeUndefined();
    const whole = await jpeg(64, 48, 6, true);
    const frame = whole.findIndex((b, i) => b === 0xff && whole[i + 1] === 0xc0);
    expect(jpegHeader(whole.slice(0, frame + 4))).toBeUndefined();
    expect(jpegHeader(new Uint8Array(0))).toBeUndefined();
    expect(HEADER_BYTES).toBeGreaterThan(64 * 1024);
  });
});
