import { offscreenSurface, shrink } from './encode';

/**
 * Makes the page's photos small off its main thread (./shrink-photo.ts): one message per photo,
 * `{ id, file }` in, `{ id, blob }` or `{ id, error }` out.
 */
const scope = self as unknown as { onmessage: ((e: MessageEvent<{ id: number; file: Blob }>) => void) | null; postMessage(message: unknown): void };

scope.onmessage = (e) => {
  const { id, file } = e.data;
  shrink(file, offscreenSurface).then(
    (blob) => scope.postMessage({ id, blob }),
    (err: unknown) => scope.postMessage({ id, error: String(err) }),
  );
};
