import { trackedLazy } from '../utils/tracked-lazy';
import { useLocation } from 'react-router-dom';
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
