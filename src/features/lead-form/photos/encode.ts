import { HEADER_BYTES, jpegHeader, uprightSize } from './jpeg-header';
import { encodeSteps, fitWithin, PHOTO_LIMITS } from './resize-rules';

/** A surface to draw on and encode: an OffscreenCanvas (in a worker) or a page's canvas. */
export interface Surface {
  draw(image: ImageBitmap, width: number, height: number): void;
  jpeg(quality: number): Promise<Blob>;
}

/**
 * `file` decoded upright (its EXIF orientation applied). A JPEG whose header gives its size is
 * decoded straight to the size it is kept at: the browser scales as it decodes, where scaling
 * 12 MP on a canvas was most of the time at 4x CPU (`npm run bench:photos`, docs/performance.md).
 * The size asked for is the upright one: the browser turns the photo, then scales it. (A 2D
 * canvas draws the result turned; Chromium's ImageBitmapRenderingContext shows its pixels as
 * stored, unturned, so the surfaces below stay 2D canvases.) Down to half size, bilinear
 * scaling ('low') reads every source pixel and took a third of the time of the other filters;
 * further down it would skip pixels, so 'medium' (bilinear over mipmaps) takes over.
 */
async function decodeUpright(file: Blob): Promise<ImageBitmap> {
  const header = jpegHeader(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
  const upright = header && uprightSize(header);
  const size = upright && fitWithin(upright.width, upright.height);
  if (!size || size.width >= upright.width) return createImageBitmap(file, { imageOrientation: 'from-image' });
  const resizeQuality = upright.width <= 2 * size.width ? 'low' : 'medium';
  return createImageBitmap(file, { imageOrientation: 'from-image', resizeWidth: size.width, resizeHeight: size.height, resizeQuality });
}

/**
 * A photo made small (./resize-rules.ts): decoded upright at its first size, drawn at the first
 * size and quality whose JPEG fits. A canvas encodes pixels only, so no EXIF, and no location
 * with it, is carried over.
 */
export async function shrink(file: Blob, surface: (width: number, height: number) => Surface): Promise<Blob> {
  const image = await decodeUpright(file);
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
