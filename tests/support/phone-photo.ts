import sharp from 'sharp';

/**
 * Writes a 12 MP phone photo as owners' phones take them: 4032x3024, held on its side (EXIF
 * orientation 6), with the camera's make and its GPS position, textured so the JPEG is as heavy
 * as a real one's (a few MB). `seed` varies its texture.
 */
export async function writePhonePhoto(file: string, seed = 1): Promise<void> {
  const [w, h] = [4032, 3024];
  const raw = Buffer.alloc(w * h * 3);
  let r = seed;
  for (let i = 0; i < raw.length; i += 3) {
    r = (r * 1103515245 + 12345) & 0x7fffffff;
    const x = (i / 3) % w;
    const y = Math.floor(i / 3 / w);
    raw[i] = ((x * 255) / w + (r & 31)) & 255;
    raw[i + 1] = (128 + 90 * Math.sin(x / 37) * Math.cos(y / 53) + ((r >> 5) & 15)) & 255;
    raw[i + 2] = ((x ^ y) + ((r >> 9) & 15)) & 255;
  }
  await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'TestPhone', Model: 'Back yard' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '97/1 44/1 5/1' } })
    .jpeg({ quality: 92 })
    .toFile(file);
}
