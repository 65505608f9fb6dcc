import { Suspense, useSyncExternalStore } from 'react';
import { trackedLazy } from '../../utils/tracked-lazy';
import { iosHintSnapshot, noSubscribe } from './platform';
import { pwaStore, type PwaStore } from './pwa-store';
import { usePwaState } from './use-pwa-state';

// The prompt (a button or an alert, with their MUI code) is fetched only when there is
// something to offer: most visits to the card are not installable, or already installed.
const InstallPrompt = trackedLazy(() => import('./install-prompt').then((m) => ({ default: m.InstallPrompt })));

/**
 * The `InstallPrompt` slot of the card and link-in-bio pages: renders the install prompt once
 * the browser offers installation, or on iOS Safari (the hint); nothing otherwise, and nothing
 * on the server.
 */
export function InstallGate({ store = pwaStore }: { store?: PwaStore }) {
  const { installEvent } = usePwaState(store);
  const iosHint = useSyncExternalStore(noSubscribe, iosHintSnapshot, () => false);
  if (!installEvent && !iosHint) return null;
  return (
    <Suspense fallback={null}>
      <InstallPrompt store={store} />
    </Suspense>
  );
}
