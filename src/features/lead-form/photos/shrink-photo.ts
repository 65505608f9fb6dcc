import { offscreenSurface, pageSurface, shrink } from './encode';

/**
 * The photos' code the form loads when the visitor first reaches for the photo control
 * (../use-photos.ts), not with the page. Each photo is made small in a worker with an
 * OffscreenCanvas where the browser has both (the CSP's `worker-src 'self'` allows the built
 * worker file); otherwise here, which the visitor may feel as a pause on a slow phone.
 */

type Reply = { id: number; blob?: Blob; error?: string };

let worker: Worker | undefined;
/** The worker could not start here (its file did not load): photos are made on this thread. */
let noWorker = false;
let nextId = 0;
const waiting = new Map<number, { resolve(b: Blob): void; reject(e: Error): void }>();

function photoWorker(): Worker | undefined {
  if (worker || noWorker || typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return worker;
  try {
    worker = new Worker(new URL('./photo-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return undefined;
  }
  worker.onmessage = (e: MessageEvent<Reply>) => {
    const w = waiting.get(e.data.id);
    waiting.delete(e.data.id);
    if (e.data.blob) w?.resolve(e.data.blob);
    else w?.reject(new Error(e.data.error ?? 'the photo could not be read'));
  };
  worker.onerror = () => {
    // The worker's file did not load (offline, refused): every photo is made here from now on.
    for (const w of waiting.values()) w.reject(new Error('the photo worker failed'));
    waiting.clear();
    worker = undefined;
    noWorker = true;
  };
  return worker;
}

function inWorker(w: Worker, file: Blob): Promise<Blob> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    w.postMessage({ id, file });
  });
}

/** `file` made small: at most 2048 px on its long side, a JPEG of at most 600 KB, upright, without EXIF. */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  const w = photoWorker();
  if (w) {
    try {
      return await inWorker(w, file);
    } catch {
      // Not a photo the worker could read, or no worker after all: tried once more here.
    }
  }
  return shrink(file, typeof OffscreenCanvas === 'undefined' ? pageSurface : offscreenSurface);
}
