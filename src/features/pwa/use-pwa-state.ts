import { useSyncExternalStore } from 'react';
import { initialPwaState, pwaStore, type PwaState, type PwaStore } from './pwa-store';

/** Reads the page's PWA state; the server (and hydration) sees the initial state. */
export function usePwaState(store: PwaStore = pwaStore): PwaState {
  return useSyncExternalStore(store.subscribe, store.get, () => initialPwaState);
}
