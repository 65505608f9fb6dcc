import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useClock } from '../hooks/use-clock';
import type { LoadOutcome, LoadSource } from './load';
import { emptySiteData } from './empty';
import type { RecordIssue } from './parse';
import type { SiteData } from './schema';
import { RECORD_SETTLED_ATTR } from '../contract/page-marks';

export interface SiteDataState {
  data: SiteData;
  /** True while the spinner covers the app (request pending or minimum time not yet elapsed). */
  loading: boolean;
  source: LoadSource | 'page';
  issues: RecordIssue[];
  /** Loads the record again (after the service worker reports a fresher copy). */
  refresh(): void;
}

/**
 * Two contexts: the record, and its loading status. The status changes twice after the first
 * paint (the request settles, the minimum loading time passes); readers of the record must not
 * render again for that, or every page re-renders its whole tree twice right after hydrating
 * (measured: the main cause of the long tasks Lighthouse counts as blocking time).
 */
const SiteDataContext = createContext<SiteData | null>(null);
const SiteStatusContext = createContext<Omit<SiteDataState, 'data'> | null>(null);

export interface SiteDataProviderProps {
  /**
   * The parsed record the page was prerendered from: rendered first, so hydration matches
   * the server. (Production path: parsed at build time, written beside the pages.)
   */
  initialData?: SiteData;
  /** Loads the record; omitted on the server (prerender renders the page's record only). */
  load?: () => Promise<LoadOutcome>;
  minLoadingMs: number;
  children: ReactNode;
}

export function SiteDataProvider({ initialData, load, minLoadingMs, children }: SiteDataProviderProps) {
  const clock = useClock();
  const [state, setState] = useState<{ data: SiteData; issues: RecordIssue[]; source: SiteDataState['source'] }>(() =>
    initialData ? { data: initialData, issues: [], source: 'page' } : { data: emptySiteData(), issues: [], source: 'none' },
  );
  const [settled, setSettled] = useState(false);
  const [minElapsed, setMinElapsed] = useState(false);
  const loadRef = useRef(load);
  loadRef.current = load;

  const run = useCallback(() => {
    const fn = loadRef.current;
    if (!fn) {
      setSettled(true);
      return;
    }
    let cancelled = false;
    fn()
      .then((outcome) => {
        if (cancelled) return;
        // Keep what is on screen (the page's record) rather than blanking it with nothing.
        // Transitions (here and below): an update that reaches a prerendered part React has not
        // hydrated yet waits for it, instead of throwing the server HTML away (blank + layout shift).
        startTransition(() =>
          setState((prev) =>
            // The same record (the page's own, recognised by its fingerprint) changes nothing:
            // no new state, so nothing renders again.
            (outcome.source === 'none' && prev.source === 'page') || outcome.result.data === prev.data
              ? prev
              : { data: outcome.result.data, issues: outcome.result.issues, source: outcome.source },
          ),
        );
      })
      .catch((err: unknown) => console.error('Site data could not be loaded:', err))
      .finally(() => {
        if (!cancelled) startTransition(() => setSettled(true));
      });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => run(), [run]);
  // Forms may send from now on: the relay they name is the service's (entry/start-on-demand.ts).
  useEffect(() => {
    if (settled) document.documentElement.setAttribute(RECORD_SETTLED_ATTR, '');
  }, [settled]);
  useEffect(() => clock.after(minLoadingMs, () => startTransition(() => setMinElapsed(true))), [clock, minLoadingMs]);

  const status = useMemo<Omit<SiteDataState, 'data'>>(
    () => ({ source: state.source, issues: state.issues, loading: !(settled && minElapsed), refresh: () => void run() }),
    [state.source, state.issues, settled, minElapsed, run],
  );
  return (
    <SiteDataContext.Provider value={state.data}>
      <SiteStatusContext.Provider value={status}>{children}</SiteStatusContext.Provider>
    </SiteDataContext.Provider>
  );
}

/** The one way into the record for components. Renders again only when the record changes. */
export function useSiteData(): SiteData {
  const data = useContext(SiteDataContext);
  if (!data) throw new Error('useSiteData must be used inside <SiteDataProvider>');
  return data;
}

/** Loading state, source and issues of the record; changes without the record changing. */
export function useSiteStatus(): Omit<SiteDataState, 'data'> {
  const status = useContext(SiteStatusContext);
  if (!status) throw new Error('useSiteStatus must be used inside <SiteDataProvider>');
  return status;
}
