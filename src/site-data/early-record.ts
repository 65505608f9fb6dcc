import { fetchRecord } from './fetch-record';

/**
 * Set on `<html>` once a prerendered page's loading cover may go: the record request has
 * settled (answer, error or timeout) and the minimum loading time has passed (decision 0000 §
 * Loading). The cover's own style hides it from then on (components/layout/loading-overlay.tsx),
 * before the app has hydrated; the app removes the element when its own state says so.
 */
export const COVER_DONE_ATTR = 'data-cover-done';

let pending: Promise<unknown> | undefined;

export interface EarlyRecordOptions {
  url: string;
  timeoutMs: number;
  /** Counted from navigation (`performance.now()`), as the app counts it. */
  minLoadingMs: number;
  doc?: Document;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/**
 * Starts the record request of a prerendered page before the app's code is downloaded, and
 * lifts the loading cover when the request has settled and the minimum time has passed. The
 * page under the cover is complete (prerendered from the record), so on a slow phone the visitor
 * reads it while the app downloads and hydrates, instead of a spinner until hydration is done.
 * The app takes the same request (`takeEarlyRecord`): the record is fetched once.
 * Resolves once the cover is lifted.
 */
export function startEarlyRecord({ url, timeoutMs, minLoadingMs, doc = document, fetchImpl = fetch, now = () => performance.now() }: EarlyRecordOptions): Promise<void> {
  const request = fetchRecord(url, timeoutMs, fetchImpl);
  // Whoever takes it handles its failure; until then a failure is not an unhandled rejection.
  request.catch(() => undefined);
  pending = request;
  const win = doc.defaultView ?? window;
  const settled = request.then(
    () => undefined,
    () => undefined,
  );
  const minElapsed = new Promise<void>((resolve) => win.setTimeout(resolve, Math.max(0, minLoadingMs - now())));
  return Promise.all([settled, minElapsed]).then(() => doc.documentElement.setAttribute(COVER_DONE_ATTR, ''));
}

/** The request `startEarlyRecord` started, once: a later load (a refresh) asks the service again. */
export function takeEarlyRecord(): Promise<unknown> | undefined {
  const request = pending;
  pending = undefined;
  return request;
}
