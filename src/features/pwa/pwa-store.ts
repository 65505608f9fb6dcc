/**
 * What the service worker and the browser told the page, as a tiny external store: written by
 * `registerPwa` (outside React, from the first moment the page runs) and read by the PWA
 * components with `useSyncExternalStore`. On the server it stays at its initial state.
 */

/** Chrome's install offer (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  /** A new version is ready; the visitor decides when to switch. */
  updateReady: boolean;
  /** Increments each time the worker reports a fresher site-data record. */
  recordVersion: number;
  /** The kept install offer, while the browser offers installation. */
  installEvent: BeforeInstallPromptEvent | null;
}

export interface PwaStore {
  get(): PwaState;
  subscribe(listener: () => void): () => void;
  set(patch: Partial<PwaState>): void;
  /** Set by registerPwa: switches to the waiting version (the visitor accepted). */
  acceptUpdate: () => void;
}

export const initialPwaState: PwaState = { updateReady: false, recordVersion: 0, installEvent: null };

export function createPwaStore(): PwaStore {
  let state = initialPwaState;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(patch) {
      state = { ...state, ...patch };
      for (const l of listeners) l();
    },
    acceptUpdate: () => {},
  };
}

/** The page's one store. */
export const pwaStore = createPwaStore();
