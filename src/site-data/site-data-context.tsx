import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useClock } from '../hooks/use-clock';
import type { LoadOutcome, LoadSource } from './load';
import { emptySiteData, parseSiteData, type RecordIssue } from './parse';
import type { SiteData } from './schema';
import type { UrlOptions } from './url-safety';

export interface SiteDataState {
  data: SiteData;
  /** True while the spinner covers the app (request pending or minimum time not yet elapsed). */
  loading: boolean;
  source: LoadSource | 'embedded';
  issues: RecordIssue[];
  /** Loads the record again (after the service worker reports a fresher copy). */
  refresh(): void;
}

const SiteDataContext = createContext<SiteDataState | null>(null);

export interface SiteDataProviderProps {
  /** Raw record embedded in prerendered HTML: rendered first so hydration matches the server. */
  initialRaw?: unknown;
  parseOptions?: UrlOptions;
  /** Loads the record; omitted on the server (prerender renders the embedded record only). */
  load?: () => Promise<LoadOutcome>;
  minLoadingMs: number;
  children: ReactNode;
}

export function SiteDataProvider({ initialRaw, parseOptions, load, minLoadingMs, children }: SiteDataProviderProps) {
  const clock = useClock();
  const [state, setState] = useState(() => {
    const parsed = initialRaw === undefined ? null : parseSiteData(initialRaw, parseOptions);
    return {
      data: parsed?.usable ? parsed.data : emptySiteData(),
      issues: parsed?.issues ?? [],
      source: (parsed?.usable ? 'embedded' : 'none') as SiteDataState['source'],
    };
  });
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
        // Keep what is on screen (the embedded record) rather than blanking it with nothing.
        setState((prev) =>
          outcome.source === 'none' && prev.source === 'embedded'
            ? prev
            : { data: outcome.result.data, issues: outcome.result.issues, source: outcome.source },
        );
      })
      .catch((err: unknown) => console.error('Site data could not be loaded:', err))
      .finally(() => {
        if (!cancelled) setSettled(true);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => run(), [run]);
  useEffect(() => clock.after(minLoadingMs, () => setMinElapsed(true)), [clock, minLoadingMs]);

  const value = useMemo<SiteDataState>(
    () => ({ ...state, loading: !(settled && minElapsed), refresh: () => void run() }),
    [state, settled, minElapsed, run],
  );
  return <SiteDataContext.Provider value={value}>{children}</SiteDataContext.Provider>;
}

function useSiteDataState(): SiteDataState {
  const ctx = useContext(SiteDataContext);
  if (!ctx) throw new Error('useSiteData must be used inside <SiteDataProvider>');
  return ctx;
}

/** The one way into the record for components. */
export function useSiteData(): SiteData {
  return useSiteDataState().data;
}

export function useSiteStatus(): Omit<SiteDataState, 'data'> {
  return useSiteDataState();
}
