import { useCallback, useEffect, useState } from 'react';
import { useClock } from '../../hooks/use-clock';
import { useConfig } from '../../hooks/use-config';
import { idbStore } from './cache-store';
import { sessionStore } from './visit-flag';
import { countVisitOnce, readVisits, type VisitsDeps, type VisitsResult } from './visits';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Counts the visit once per browser session, after the page is idle (never delaying the
 * load), and reads the total on demand. Does nothing when disabled.
 */
export function useVisitCounter(enabled: boolean): { counted: VisitsResult | undefined; read(): Promise<VisitsResult> } {
  const clock = useClock();
  const { visitsUrl } = useConfig();
  const [counted, setCounted] = useState<VisitsResult | undefined>();
  const deps = useCallback(
    (): VisitsDeps => ({ url: visitsUrl, store: idbStore, session: sessionStore(), now: () => clock.now() }),
    [clock, visitsUrl],
  );
  useEffect(() => {
    if (!enabled || !visitsUrl) return;
    let live = true;
    const run = () =>
      void countVisitOnce(deps()).then((r) => {
        if (live && r) setCounted(r);
      });
    const w = window as IdleWindow;
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(run, { timeout: 4000 });
      return () => {
        live = false;
        w.cancelIdleCallback?.(id);
      };
    }
    const cancel = clock.after(1500, run);
    return () => {
      live = false;
      cancel();
    };
  }, [enabled, deps, clock, visitsUrl]);
  const read = useCallback(() => readVisits(deps()), [deps]);
  return { counted, read };
}
