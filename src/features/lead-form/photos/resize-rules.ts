/**
 * How a visitor's photo is made small before it is kept (docs/relay-contract.md § Photos): at
 * most 2048 px on its long side and a JPEG of at most 600 KB. Pure: the encoder (./encode.ts)
 * tries each step in turn and keeps the first that fits.
 */
export const PHOTO_LIMITS = { maxSide: 2048, maxBytes: 600 * 1024, maxCount: 5 } as const;

/** JPEG qualities tried at one size, best first: most phone photos fit at the first. */
const QUALITIES = [0.82, 0.7, 0.58] as const;
/** Each smaller size tried when no quality fits: three quarters of the last. */
const SHRINK = 0.75;
/** A size no smaller than this on its long side is tried; below it, the last step is kept. */
const MIN_SIDE = 480;

export interface EncodeStep {
  width: number;
  height: number;
  quality: number;
}

/** `width` x `height` scaled down (never up) so its long side is at most `maxSide`, whole pixels, at least 1. */
export function fitWithin(width: number, height: number, maxSide: number = PHOTO_LIMITS.maxSide): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The encodings to try for a photo of `width` x `height`, in order: each quality at the largest
 * size allowed, then the last quality at ever smaller sizes down to MIN_SIDE.
 */
export function encodeSteps(width: number, height: number): EncodeStep[] {
  const first = fitWithin(width, height);
  const steps: EncodeStep[] = QUALITIES.map((quality) => ({ ...first, quality }));
  const last = QUALITIES[QUALITIES.length - 1]!;
  for (let side = Math.floor(Math.max(first.width, first.height) * SHRINK); side >= MIN_SIDE; side = Math.floor(side * SHRINK)) {
    steps.push({ ...fitWithin(width, height, side), quality: last });
  }
  return steps;
}
