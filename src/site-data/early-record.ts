import { isRecordUpdatedMessage } from '../contract/sw-messages';
import { fetchRecord, reportRecordFailure } from './fetch-record';
import { COVER_DONE_ATTR } from '../contract/page-marks';



let pending: Promise<unknown> | undefined;
/** The worker announced a changed record after this request was answered from its cache. */
let updatedSince = false;
let stopListening: (() => void) | undefined;

type MessageSource = Pick<ServiceWorkerContainer, 'addEventListener' | 'removeEventListener'>;

export interface EarlyRecordOptions {
  url: string;
  timeoutMs: number;
  /** Counted from navigation (`performance.now()`), as the app counts it. */
  minLoadingMs: number;
  doc?: Document;
  fetchImpl?: typeof fetch;
  now?: () => number;
  /** Where the worker's messages arrive (`navigator.serviceWorker`; absent without one). */
  worker?: MessageSource;
  /** Told the record the service answered (the app may not have started: src/main.tsx). */
  onAnswer?: (raw: unknown) => void;
  /** Told when the worker announces a changed record before the app took this request. */
  onUpdated?: () => void;
  /** Where a failed request (down, not JSON, no usable record) is logged, once with the app's loader. */
  log?: (message: string, detail?: unknown) => void;
}

/**
 * Starts the record request of a prerendered page before the app's code is downloaded, and
 * lifts the loading cover when the request has settled and the minimum time has passed. The
 * page under the cover is complete (prerendered from the record), so on a slow phone the visitor
 * reads it while the app downloads and hydrates, instead of a spinner until hydration is done.
 * The app takes the same request (`takeEarlyRecord`): the record is fetched once.
 * Resolves once the cover is lifted.
 */
export function startEarlyRecord({
  url,
  timeoutMs,
  minLoadingMs,
  doc = document,
  fetchImpl = fetch,
  now = () => performance.now(),
  worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
  onAnswer,
  onUpdated,
  log = (m, d) => console.error(m, d),
}: EarlyRecordOptions): Promise<void> {
  // Under the offline worker this request is answered from its cache while it asks the service
  // (stale-while-revalidate) and announces a changed record to open pages. The app listens for
  // that only once its code has run (features/pwa/register.ts): until then, this listens.
  stopListening?.();
  updatedSince = false;
  const onMessage = (event: Event) => {
    if (!isRecordUpdatedMessage((event as MessageEvent).data)) return;
    updatedSince = true;
    onUpdated?.();
  };
  worker?.addEventListener('message', onMessage);
  stopListening = () => worker?.removeEventListener('message', onMessage);
  const request = fetchRecord(url, timeoutMs, fetchImpl);
  // A failure is logged here, the page's record staying on screen: the app may never start on
  // this page, and when it takes the same request its loader does not log it again.
  request.then(onAnswer, (err: unknown) => reportRecordFailure(err, log));
  pending = request;
  const win = doc.defaultView ?? window;
  const settled = request.then(
    () => undefined,
    () => undefined,
  );
  const minElapsed = new Promise<void>((resolve) => win.setTimeout(resolve, Math.max(0, minLoadingMs - now())));
  return Promise.all([settled, minElapsed]).then(() => doc.documentElement.setAttribute(COVER_DONE_ATTR, ''));
}

/**
 * The request `startEarlyRecord` started, once: a later load (a refresh) asks the service again.
 * None if the worker has announced a changed record since: its answer was the old copy, and the
 * app's own request now gets the new one.
 */
export function takeEarlyRecord(): Promise<unknown> | undefined {
  stopListening?.();
  stopListening = undefined;
  const request = updatedSince ? undefined : pending;
  pending = undefined;
  updatedSince = false;
  return request;
}
