/**
 * Turns one photo into the responsive variants the pages use: auto-rotated from EXIF, every
 * piece of metadata dropped (sharp writes none unless asked: GPS never leaves the build),
 * AVIF and WebP at widths suited to the layouts, never upscaled, plus its dominant colour.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { writeFileAtomic } from '../fs-atomic';
import { DEFAULT_LIMITS } from './fetch';

/**
 * Widths written: 160 for logos and badges, up to a full-width hero on a wide screen. 800 is
 * for the full-width photo on the commonest phones (360-412 px wide at 1.75-2x: 720-824 device
 * pixels), which would otherwise take the 960 variant, some 45% more bytes, for the largest
 * paint of the page.
 */
export const WIDTHS = [160, 320, 640, 800, 960, 1280, 1920] as const;
/** Decompression-bomb guard: 40 Mpx is more than any phone photo (4032x3024 is 12 Mpx). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** How sharp opens every image a record names: the pixel limit, and a corrupt file is an error. */
export const SHARP_INPUT = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
/**
 * The formats read (sharp names AVIF and HEIC `heif`). Not SVG: a drawing is a program for
 * librsvg (entities, references to other files, sizes of any number of pixels), not a photo.
 */
export const INPUT_FORMATS: readonly string[] = ['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff'];
/** Changing any encoder setting changes this, so cached variants are re-encoded. */
export const ENCODER_VERSION = `v1-${WIDTHS.join('.')}-avif50e2-webp72`;

export interface EncodedImage {
  w: number;
  h: number;
  c: string;
  s: number[];
  /** File names written into the folder, with their sizes. */
  files: { name: string; bytes: number }[];
}

/** The widths for a photo `width` px wide: the standard ones below it, and its own if smaller than the largest. */
export function widthsFor(width: number): number[] {
  const max = WIDTHS[WIDTHS.length - 1]!;
  const out: number[] = WIDTHS.filter((w) => w < width);
  if (width <= max && !out.includes(width)) out.push(width);
  return out;
}

const hex = (n: number) => Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, '0');

/**
 * The limits every image from a record passes before it is decoded, photos, the logo, icons and
 * the card photo alike: the byte cap, an accepted format, the pixel limit.
 */
export async function checkedMetadata(input: Buffer, maxBytes: number = DEFAULT_LIMITS.maxBytes): Promise<Metadata & { width: number; height: number }> {
  if (input.length > maxBytes) throw new Error(`over the size cap (${input.length} > ${maxBytes} bytes)`);
  const meta = await sharp(input, SHARP_INPUT).metadata();
  if (!meta.format || !INPUT_FORMATS.includes(meta.format)) throw new Error(`not an accepted image format (${meta.format ?? 'unknown'})`);
  if (!meta.width || !meta.height) throw new Error('not an image');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new Error(`over the pixel limit (${meta.width}x${meta.height})`);
  return meta as Metadata & { width: number; height: number };
}

export async function encodeImage(input: Buffer, dir: string, stem: string): Promise<EncodedImage> {
  const opts = SHARP_INPUT;
  const meta = await checkedMetadata(input);
  const rotated = (meta.orientation ?? 1) >= 5;
  const w = rotated ? meta.height : meta.width;
  const h = rotated ? meta.width : meta.height;
  const widths = widthsFor(w);
  // Decode once at the largest width; the smaller variants are made from that.
  const largest = widths[widths.length - 1]!;
  const base = await sharp(input, opts).rotate().resize({ width: largest, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
  const { dominant } = await sharp(base.data, raw).stats();
  fs.mkdirSync(dir, { recursive: true });
  const files: EncodedImage['files'] = [];
  for (const width of widths) {
    const resized = sharp(base.data, raw).resize({ width });
    const avif = await resized.clone().avif({ quality: 50, effort: 2 }).toBuffer();
    const webp = await resized.clone().webp({ quality: 72, effort: 4 }).toBuffer();
    for (const [ext, buf] of [['avif', avif], ['webp', webp]] as const) {
      const name = `${stem}-${width}.${ext}`;
      writeFileAtomic(path.join(dir, name), buf);
      files.push({ name, bytes: buf.length });
    }
  }
  return { w, h, c: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`, s: widths, files };
}
