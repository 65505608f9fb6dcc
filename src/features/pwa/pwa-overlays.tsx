import { Suspense } from 'react';
import { trackedLazy } from '../../utils/tracked-lazy';
import { FreshRecord } from './fresh-record';
import { pwaStore } from './pwa-store';
import { usePwaState } from './use-pwa-state';

// The prompt (Snackbar, its transition and buttons) is fetched only when an update is waiting:
// most visits never see it, and it kept ~4 KB of gzip in every page's entry.
const UpdatePrompt = trackedLazy(() => import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })));

/** App-wide PWA pieces: the update prompt and the fresh-record listener (every page, card and bio included). */
export function PwaOverlays() {
  const { updateReady } = usePwaState(pwaStore);
  return (
    <>
      <FreshRecord />
      {updateReady && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </>
  );
}
