import { useEffect, useLayoutEffect, useRef } from 'react';
import { trackedLazy } from '../utils/tracked-lazy';
import { useLocation, useNavigationType } from 'react-router-dom';
import { constants } from '../config/constants';
import { config, type AppConfig } from '../config/env';
import { isStandalonePath } from '../config/paths';
import { LoadingOverlay } from '../components/layout/loading-overlay';
import { HydrationPart, PartReady, appRoot, pageMain } from '../components/hydration-part';
import { PageViews } from '../events/track';
import { PwaOverlays } from '../features/pwa/pwa-overlays';
import { StandaloneLayout } from '../components/layout/standalone-layout';
import { SectionBoundary } from '../components/section-boundary';
import { SlotsProvider } from '../components/slots';
import { ClockProvider } from '../hooks/use-clock';
import { ConfigContext, useConfig } from '../hooks/use-config';
import { useStrings } from '../i18n/use-strings';
import type { LoadOutcome } from '../site-data/load';
import type { SiteData } from '../site-data/schema';
import { SiteDataProvider, useSiteData, useSiteStatus } from '../site-data/site-data-context';
import { isReducedSite } from '../site-data/selectors';
import { realClock, type Clock } from '../utils/clock';
import { AppRoutes } from './app-routes';
import { RouteError } from './route-error';
import { appSlots } from './slot-fillings';
import { ThemeFromRecord } from './theme-from-record';

const SiteLayout = trackedLazy(() => import('./site-layout'));

/** Where the visitor was on each entry of this tab's history the app has shown (by location key). */
const scrolledTo = new Map<string, number>();

/**
 * A page the app navigates to opens at its top; Back and Forward open it where the visitor left
 * it. Not the page the app starts on: it is where the visitor scrolled before the app ran (a
 * phone's first touch is usually a scroll, and that is what starts the app) or where the browser
 * restored it (a #fragment).
 */
function ScrollOnNavigate() {
  const { key, pathname } = useLocation();
  const type = useNavigationType();
  const shown = useRef(pathname);
  const current = useRef(key);
  useEffect(() => {
    const keep = () => void scrolledTo.set(current.current, window.scrollY);
    window.addEventListener('scroll', keep, { passive: true });
    return () => window.removeEventListener('scroll', keep);
  }, []);
  // Before the browser's next scroll event: the new page's clamp must not be kept as the old one's place.
  useLayoutEffect(() => {
    current.current = key;
    if (shown.current === pathname) return;
    shown.current = pathname;
    const y = type === 'POP' ? (scrolledTo.get(key) ?? 0) : 0;
    window.scrollTo(0, y);
    // A page whose parts are still coming may be too short for the place at first: once more a frame later.
    if (y > 0) requestAnimationFrame(() => window.scrollY !== y && window.scrollTo(0, y));
  }, [key, pathname, type]);
  return null;
}

/** The loading cover alone reads the loading state, so its changes re-render only the cover. */
function LoadingCover() {
  const { loading } = useSiteStatus();
  const s = useStrings();
  return loading ? <LoadingOverlay label={s.common.loading} /> : null;
}

function Shell({ year }: { year: number }) {
  const data = useSiteData();
  const { pathname } = useLocation();
  const settings = useConfig();
  const s = useStrings();
  // The shell (a page not prerendered) has nothing under the cover: until a part's code has come,
  // the cover stays rather than a blank page (a prerendered page keeps its HTML meanwhile).
  const cover = <LoadingOverlay label={s.common.loading} />;
  const routes = (
    <SectionBoundary
      key={pathname}
      name="route"
      fallback={
        <>
          {/* Drawn in the page's place, the app answers it: <main> is the app's as it commits. */}
          <PartReady container={pageMain} />
          <RouteError />
        </>
      }
    >
      <HydrationPart container={pageMain} fallback={cover}>
        <AppRoutes />
      </HydrationPart>
    </SectionBoundary>
  );
  return (
    <>
      <ScrollOnNavigate />
      {isStandalonePath(pathname, isReducedSite(data)) ? (
        <>
          <PartReady container={appRoot} />
          <StandaloneLayout>{routes}</StandaloneLayout>
        </>
      ) : (
        <HydrationPart container={appRoot} fallback={cover}>
          <SiteLayout year={year}>{routes}</SiteLayout>
        </HydrationPart>
      )}
      <LoadingCover />
      <PageViews settings={settings} />
      <SectionBoundary name="pwa-overlays">
        <PwaOverlays />
      </SectionBoundary>
    </>
  );
}

export interface AppProps {
  /** The parsed record the page was prerendered from (hydration renders exactly this). */
  initialData?: SiteData;
  load?: () => Promise<LoadOutcome>;
  clock?: Clock;
  /** Current year for the footer (passed in so server and client agree). */
  year: number;
  /** How much longer the loading cover must stay (default: `constants.minLoadingMs`). */
  minLoadingMs?: number;
  /** The tenant's settings (default: this page's, `config`); the server render passes each tenant's. */
  settings?: AppConfig;
}

/** The whole app below the router: data, theme, layout, routes. Renders on the server and in the browser. */
export function App({ initialData, load, clock = realClock, year, minLoadingMs = constants.minLoadingMs, settings = config }: AppProps) {
  return (
    <ConfigContext value={settings}>
      <ClockProvider clock={clock}>
        <SiteDataProvider initialData={initialData} load={load} minLoadingMs={minLoadingMs}>
          <ThemeFromRecord>
            <SlotsProvider slots={appSlots}>
              <Shell year={year} />
            </SlotsProvider>
          </ThemeFromRecord>
        </SiteDataProvider>
      </ClockProvider>
    </ConfigContext>
  );
}
