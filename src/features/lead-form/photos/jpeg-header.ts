/**
 * What a JPEG's header says before any pixel is decoded: its stored size (the frame header, SOFn)
 * and its EXIF orientation. The photo is then decoded straight to the size it is kept at
 * (./encode.ts), which costs far less than decoding 12 MP and scaling them on a canvas.
 */

/** How much of a file is read for its header: the EXIF block (with its thumbnail) and an ICC profile come before the frame. */
export const HEADER_BYTES = 256 * 1024;

export interface JpegHeader {
  /** The stored size, before the orientation is applied. */
  width: number;
  height: number;
  /** EXIF orientation, 1 (as stored) to 8; 1 when there is none. */
  orientation: number;
}

const EXIF = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"
const ORIENTATION_TAG = 0x0112;

/** The EXIF orientation in the APP1 segment's TIFF block at `tiff`, or 1 when it names none we know. */
function exifOrientation(view: DataView, tiff: number, end: number): number {
  if (tiff + 8 > end) return 1;
  const order = view.getUint16(tiff);
  if (order !== 0x4949 && order !== 0x4d4d) return 1;
  const le = order === 0x4949;
  const ifd = tiff + view.getUint32(tiff + 4, le);
  if (ifd + 2 > end) return 1;
  const count = view.getUint16(ifd, le);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return 1;
    if (view.getUint16(entry, le) !== ORIENTATION_TAG) continue;
    const value = view.getUint16(entry + 8, le);
    return value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}

/** A frame header marker (SOF0-SOF15), not DHT (C4), JPG (C8) or DAC (CC), which share the range. */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** `bytes`' size and orientation when they start a JPEG whose frame header they hold; undefined otherwise. */
export function jpegHeader(bytes: Uint8Array): JpegHeader | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 4 || view.getUint16(0) !== 0xffd8) return undefined;
  let orientation = 1;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    // Fill bytes, and markers that carry no length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = view.getUint16(at + 2);
    const end = Math.min(at + 2 + length, bytes.length);
    if (marker === 0xe1 && EXIF.every((b, i) => bytes[at + 4 + i] === b)) orientation = exifOrientation(view, at + 10, end);
    if (isFrame(marker)) {
      if (at + 9 > bytes.length) return undefined;
      const height = view.getUint16(at + 5);
      const width = view.getUint16(at + 7);
      return width > 0 && height > 0 ? { width, height, orientation } : undefined;
    }
    // The scan starts with no frame header seen: not a JPEG we can read ahead.
    if (marker === 0xda) return undefined;
    at += 2 + length;
  }
  return undefined;
}

/** The size a photo shows at, its orientation applied (5 to 8 turn it a quarter). */
export function uprightSize({ width, height, orientation }: JpegHeader): { width: number; height: number } {
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}
