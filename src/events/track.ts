import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Anonymous tap counts (issue 17, docs/events.md): what the site reports when the build has
 * `VITE_EVENTS_URL`. This module is all that the pages carry; the collector (batching, beacon,
 * the offline queue, the tap listener) loads after the first render, and only when the browser
 * does not ask not to be tracked. A build without an endpoint compiles all of it to nothing.
 */
export type EventName = 'view' | 'call' | 'whatsapp' | 'email' | 'directions' | 'bio-link' | 'save-contact' | 'share' | 'qr-open' | 'install' | 'form-sent';

/** One event: what, on which page (path only: never a query string), which link, which minute. */
export interface SiteEvent {
  name: EventName;
  route: string;
  /** For bio links: the link's kind or network (`facebook`, `website`); never a URL or a name. */
  target?: string;
  /** ISO time cut to the minute. */
  at: string;
}

declare const __CANOPY_EVENTS__: boolean;

/** Global Privacy Control or Do Not Track: then nothing is collected, kept or sent. */
export function privacySignal(nav: Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string } = navigator, win: { doNotTrack?: string } = window as { doNotTrack?: string }): boolean {
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || nav.doNotTrack === 'yes' || nav.msDoNotTrack === '1' || win.doNotTrack === '1';
}

/** Where events go (config/env.ts); given by the app when it starts them (usePageViews). */
export interface EventsSettings {
  url: string;
  site: string;
  basePath: string;
}
let settings: EventsSettings = { url: '', site: '', basePath: '/' };

/** The path of the page, without the site's base path. */
export function routeOf(pathname: string, basePath: string = settings.basePath): string {
  const base = basePath.replace(/\/$/, '');
  return base && pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

export function minuteOf(ms: number): string {
  return new Date(Math.floor(ms / 60_000) * 60_000).toISOString().replace(/:00\.000Z$/, 'Z');
}

let early: SiteEvent[] | null = [];
let sink: ((e: SiteEvent) => void) | null = null;
let started = false;

function makeEvent(name: EventName, target?: string): SiteEvent {
  return { name, route: routeOf(location.pathname), at: minuteOf(Date.now()), ...(target ? { target } : {}) };
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
      sink = m.startCollector({ url: settings.url, site: settings.site, early: early ?? [], make: makeEvent });
      early = null;
    })
    .catch((err: unknown) => {
      early = null;
      console.warn('Events are off:', err);
    });
}

/** Reports an event (a no-op without an endpoint, under GPC/DNT, or before `startEvents`). */
export const track: (name: EventName, target?: string) => void = __CANOPY_EVENTS__ ? trackLive : () => {};

/** Loads the collector once, after the first render (app.tsx). */
export const startEvents: (settings: EventsSettings) => void = __CANOPY_EVENTS__ ? startLive : () => {};

function usePageViewsLive(given: EventsSettings): void {
  const { pathname } = useLocation();
  useEffect(() => {
    track('view');
  }, [pathname]);
  useEffect(() => startEvents(given), [given]);
}

/** A page view per route the visitor sees (and the collector's start). */
export const usePageViews: (settings: EventsSettings) => void = __CANOPY_EVENTS__ ? usePageViewsLive : () => {};
