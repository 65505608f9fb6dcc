import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { siteRoutes } from '../seo/routes';
import type { SiteData } from '../site-data/schema';
import { useSiteData, useSiteStatus } from '../site-data/site-data-context';
import { privacySignal } from './privacy';

/**
 * Anonymous tap counts (docs/events.md): what the site reports when the build has
 * `VITE_EVENTS_URL`. This module is all that the pages carry; the collector (batching, beacon,
 * the offline queue, the tap listener) loads after the first render, and only when the browser
 * does not ask not to be tracked. A build without an endpoint compiles all of it to nothing.
 */
export type EventName = 'view' | 'call' | 'whatsapp' | 'email' | 'directions' | 'bio-link' | 'save-contact' | 'share' | 'qr-open' | 'install' | 'form-sent' | 'review-qr' | 'signature-copy';

/** One event: what, on which of the site's pages, which link, which minute. */
export interface SiteEvent {
  name: EventName;
  /** One of the site's pages (`eventRoute`), or `other`: never what a link put in the address. */
  route: string;
  /** For bio links: the link's kind or network (`facebook`, `website`); never a URL or a name. */
  target?: string;
  /** ISO time cut to the minute. */
  at: string;
}

declare const __CANOPY_EVENTS__: boolean;

/** Where events go: the app's settings (config/env.ts `AppConfig`), given when it starts them (`PageViews`). */
export interface EventsSettings {
  eventsUrl: string;
  pageId: string;
  basePath: string;
}
let settings: EventsSettings = { eventsUrl: '', pageId: '', basePath: '/' };

/** What `route` is for any page that is not one of the site's. */
export const OTHER_ROUTE = 'other';

/**
 * The pages an event may name, by their lower-case path: the route table's patterns, with the
 * record's slug for a service's or a landing's (`/tree-removal`, `/gallery/kitchens`), as the
 * prerender and the sitemap list them (src/seo/routes.ts).
 */
export function sitePages(data: SiteData): ReadonlyMap<string, string> {
  return new Map(siteRoutes(data).map((r) => [r.path.toLowerCase(), r.path]));
}
let pages: ReadonlyMap<string, string> = new Map();

/**
 * The page an event is about: the site's own path for it (without the base path, a trailing
 * slash or the address's letter case, which the router ignores), or `other`. Whatever else a
 * crafted link puts in the address (a path the site does not have, text, markup) is never sent.
 */
export function eventRoute(pathname: string, basePath: string, known: ReadonlyMap<string, string>): string {
  const base = basePath.replace(/\/$/, '');
  const path = base && pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
  return known.get(path.replace(/(.)\/+$/, '$1').toLowerCase()) ?? OTHER_ROUTE;
}

export function minuteOf(ms: number): string {
  return new Date(Math.floor(ms / 60_000) * 60_000).toISOString().replace(/:00\.000Z$/, 'Z');
}

let early: SiteEvent[] | null = [];
let sink: ((e: SiteEvent) => void) | null = null;
let started = false;

function makeEvent(name: EventName, target?: string): SiteEvent {
  return { name, route: eventRoute(location.pathname, settings.basePath, pages), at: minuteOf(Date.now()), ...(target ? { target } : {}) };
}

function trackLive(name: EventName, target?: string): void {
  const e = makeEvent(name, target);
  if (sink) sink(e);
  else early?.push(e);
}

function startLive(given: EventsSettings): void {
  if (started) return;
  started = true;
  settings = given;
  if (early === null || privacySignal()) {
    early = null;
    return;
  }
  import('./collector')
    .then((m) => {
      sink = m.startCollector({ url: settings.eventsUrl, site: settings.pageId, early: early ?? [], make: makeEvent });
      early = null;
    })
    .catch((err: unknown) => {
      early = null;
      console.warn('Events are off:', err);
    });
}

/** Reports an event (a no-op without an endpoint, under GPC/DNT, or before `startEvents`). */
export const track: (name: EventName, target?: string) => void = __CANOPY_EVENTS__ ? trackLive : () => {};

/** Loads the collector once, after the first render (`PageViews`). */
export const startEvents: (settings: EventsSettings) => void = __CANOPY_EVENTS__ ? startLive : () => {};

function usePageViews(given: EventsSettings): void {
  const { pathname } = useLocation();
  const data = useSiteData();
  const { loading, source } = useSiteStatus();
  const known = useMemo(() => sitePages(data), [data]);
  // A page the build did not prerender (the shell) has no record until it loads, so none of
  // its services would be known yet: its view waits for the record.
  const waiting = loading && source === 'none';
  const counted = useRef<string | null>(null);
  useEffect(() => {
    settings = given;
    pages = known;
  }, [given, known]);
  useEffect(() => {
    if (waiting || counted.current === pathname) return;
    counted.current = pathname;
    track('view');
  }, [pathname, waiting]);
  useEffect(() => startEvents(given), [given]);
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
