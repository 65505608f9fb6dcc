import { useEffect, useRef } from 'react';
import { useSiteStatus } from '../../site-data/site-data-context';
import { pwaStore, type PwaStore } from './pwa-store';
import { usePwaState } from './use-pwa-state';

/**
 * When the worker reports a fresher record, load it again (the worker's cache now holds it):
 * the page shows the new content without a reload, and the loader saves it to IndexedDB.
 */
export function FreshRecord({ store = pwaStore }: { store?: PwaStore }) {
  const { recordVersion } = usePwaState(store);
  const { refresh } = useSiteStatus();
  const seen = useRef(recordVersion);
  useEffect(() => {
    if (recordVersion === seen.current) return;
    seen.current = recordVersion;
    refresh();
  }, [recordVersion, refresh]);
  return null;
}
