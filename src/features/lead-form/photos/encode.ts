import { encodeSteps, PHOTO_LIMITS } from './resize-rules';

/** A surface to draw on and encode: an OffscreenCanvas (in a worker) or a page's canvas. */
export interface Surface {
  draw(image: ImageBitmap, width: number, height: number): void;
  jpeg(quality: number): Promise<Blob>;
}

/**
 * A photo made small (./resize-rules.ts): decoded upright (its EXIF orientation applied), drawn
 * at the first size and quality whose JPEG fits. A canvas encodes pixels only, so no EXIF, and no
 * location with it, is carried over.
 */
export async function shrink(file: Blob, surface: (width: number, height: number) => Surface): Promise<Blob> {
  const image = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    let out: Blob | undefined;
    let drawn: Surface | undefined;
    let size = '';
    for (const step of encodeSteps(image.width, image.height)) {
      if (`${step.width}x${step.height}` !== size) {
        size = `${step.width}x${step.height}`;
        drawn = surface(step.width, step.height);
        drawn.draw(image, step.width, step.height);
      }
      out = await drawn!.jpeg(step.quality);
      if (out.size <= PHOTO_LIMITS.maxBytes) break;
    }
    return out!;
  } finally {
    image.close();
  }
}

/** An OffscreenCanvas surface: the worker's, or the page's where there is no worker for it. */
export function offscreenSurface(width: number, height: number): Surface {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d')!;
  ctx.imageSmoothingQuality = 'high';
  return {
    draw: (image, w, h) => ctx.drawImage(image, 0, 0, w, h),
    jpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }),
  };
}

/** A page canvas surface, for browsers without OffscreenCanvas. */
export function pageSurface(width: number, height: number): Surface {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  ctx.imageSmoothingQuality = 'high';
  return {
    draw: (image, w, h) => ctx.drawImage(image, 0, 0, w, h),
    jpeg: (quality) => new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the photo could not be encoded'))), 'image/jpeg', quality)),
  };
}
