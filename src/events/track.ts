import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { siteRoutes } from '../seo/routes';
import type { SiteData } from '../site-data/schema';
import { useSiteData, useSiteStatus } from '../site-data/site-data-context';
import { countView, setEventsContext, startLive, trackLive, type EventName, type EventsSettings } from './hub';

/**
 * Anonymous tap counts (docs/events.md): what the site reports when the build has
 * `VITE_EVENTS_URL`. The app's side: `track()` and the page views of the routes it shows. The
 * state and the collector's start are hub.ts's, which the entry also starts on a prerendered
 * page, app or not. A build without an endpoint compiles all of it to nothing.
 */
export { eventRoute, minuteOf, OTHER_ROUTE, type EventName, type EventsSettings, type SiteEvent } from './hub';

/**
 * The pages an event may name, by their lower-case path: the route table's patterns, with the
 * record's slug for a service's or a landing's (`/tree-removal`, `/gallery/kitchens`), as the
 * prerender and the sitemap list them (src/seo/routes.ts).
 */
export function sitePages(data: SiteData): ReadonlyMap<string, string> {
  return new Map(siteRoutes(data).map((r) => [r.path.toLowerCase(), r.path]));
}

/** Reports an event (a no-op without an endpoint, under GPC/DNT, or before the collector starts). */
export const track: (name: EventName, target?: string) => void = __CANOPY_EVENTS__ ? trackLive : () => {};

function usePageViews(given: EventsSettings): void {
  const { pathname } = useLocation();
  const data = useSiteData();
  const { loading, source } = useSiteStatus();
  const known = useMemo(() => sitePages(data), [data]);
  // A page the build did not prerender (the shell) has no record until it loads, so none of
  // its services would be known yet: its view waits for the record.
  const waiting = loading && source === 'none';
  useEffect(() => setEventsContext(given, known), [given, known]);
  // The address's view, unless the entry counted it before the app ran (hub.ts `countView`).
  useEffect(() => {
    if (!waiting) countView();
  }, [pathname, waiting]);
  useEffect(() => startLive(given), [given]);
}

function PageViewsLive({ settings: given }: { settings: EventsSettings }): null {
  usePageViews(given);
  return null;
}

/**
 * A page view per route the visitor sees, and the collector's start (app.tsx). Its own element:
 * it reads the record's loading status, which must not re-render the page around it.
 */
export const PageViews: (props: { settings: EventsSettings }) => null = __CANOPY_EVENTS__ ? PageViewsLive : () => null;
