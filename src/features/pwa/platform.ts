/** Browser facts the PWA features decide on; pure over what is passed in. */

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
