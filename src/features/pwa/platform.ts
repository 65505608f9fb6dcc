/** Browser facts the PWA features decide on; pure over what is passed in. */
import type { PageToWorkerMessage } from '../../contract/sw-messages';

export interface NavigatorLike {
  userAgent: string;
  maxTouchPoints?: number;
  /** Only iOS Safari defines it. */
  standalone?: boolean;
}

/** iOS Safari outside the installed app: no install prompt there, so we show a hint instead. */
export function needsIosInstallHint(nav: NavigatorLike, displayStandalone: boolean): boolean {
  if (displayStandalone || nav.standalone === undefined || nav.standalone) return false;
  const ios = /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1);
  // Other iOS browsers (CriOS, FxiOS, EdgiOS) cannot add to the home screen the same way.
  return ios && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(nav.userAgent);
}

/** For `useSyncExternalStore`: the iOS hint never changes while the page is open. */
export const noSubscribe = () => () => {};

/** Whether this browser needs the iOS "Add to Home Screen" hint (client only). */
export function iosHintSnapshot(): boolean {
  const standalone = typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
  return needsIosInstallHint(navigator as Navigator & { standalone?: boolean }, standalone);
}

export interface StorageManagerLike {
  persisted?: () => Promise<boolean>;
  persist?: () => Promise<boolean>;
}

/** Asks once for persistent storage where the browser has it; never throws. */
export async function requestPersistentStorage(storage: StorageManagerLike | undefined): Promise<boolean> {
  try {
    if (!storage?.persist) return false;
    if (storage.persisted && (await storage.persisted())) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

/** What to do when a new worker takes control of this page. */
export function onNewController(opts: { requestedHere: boolean; unsentInput: boolean }): 'reload' | 'ask' {
  // The visitor accepted here: reload into the new version. Another tab switched versions:
  // reload too (old chunks are gone from the cache) unless that would lose typed input.
  if (opts.requestedHere) return 'reload';
  return opts.unsentInput ? 'ask' : 'reload';
}

/** How long the visitor's "Update" waits for the new version to take control before reloading anyway. */
export const UPDATE_RELOAD_CAP_MS = 4000;

/**
 * The visitor accepted an update: a version waiting is told to activate (its taking control
 * reloads the page: `onNewController`); with none waiting (another tab switched versions), the
 * page reloads now. The browser activates the new version only once the old one has finished
 * what it is doing (a warm-up's downloads, a lead's replay): should that take longer than
 * `capMs`, the page reloads anyway, so the tap is answered (the new version takes over when the
 * old one is done).
 */
export function acceptWaitingVersion(
  waiting: Pick<ServiceWorker, 'postMessage'> | null | undefined,
  reload: () => void,
  setTimer: (fn: () => void, ms: number) => unknown = setTimeout,
  capMs = UPDATE_RELOAD_CAP_MS,
): void {
  if (!waiting) return reload();
  const skip: PageToWorkerMessage = { type: 'SKIP_WAITING' };
  waiting.postMessage(skip);
  setTimer(reload, capMs);
}
