import { takeEarlyTaps } from './early-taps';
import { privacySignal } from './privacy';

/**
 * The events' state, without React (docs/events.md): where events go, which page they name, the
 * events reported before the collector has loaded, and the view already counted. The entry starts
 * it on a prerendered page once it has painted (`startPageEvents`), so a visit counts whether or
 * not the app ever runs; the app's `PageViews` (track.ts) carries on from there.
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

/** Where events go: the app's settings (config/env.ts `AppConfig`). */
export interface EventsSettings {
  eventsUrl: string;
  pageId: string;
  basePath: string;
}
let settings: EventsSettings = { eventsUrl: '', pageId: '', basePath: '/' };

/** What `route` is for any page that is not one of the site's. */
export const OTHER_ROUTE = 'other';

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

/** The site's pages by lower-case path, once the app knows the record (track.ts `sitePages`). */
let pages: ReadonlyMap<string, string> = new Map();
/** Until then, the page the build rendered this document for (`<html data-route>`, scripts/prerender.ts). */
let pageRoute = OTHER_ROUTE;
/** The address whose view was counted last: the entry's count and the app's are one view. */
let viewed: string | null = null;

let early: SiteEvent[] | null = [];
let sink: ((e: SiteEvent) => void) | null = null;
let started = false;

/** The app's settings and the record's pages, as they change (track.ts `usePageViews`). */
export function setEventsContext(given: EventsSettings, known: ReadonlyMap<string, string>): void {
  settings = given;
  pages = known;
}

export function makeEvent(name: EventName, target?: string): SiteEvent {
  const route = pages.size ? eventRoute(location.pathname, settings.basePath, pages) : pageRoute;
  return { name, route, at: minuteOf(Date.now()), ...(target ? { target } : {}) };
}

export function trackLive(name: EventName, target?: string): void {
  const e = makeEvent(name, target);
  if (sink) sink(e);
  else early?.push(e);
}

/** A view of the page at the current address, unless this address's view was the last one counted. */
export function countView(): void {
  if (viewed === location.pathname) return;
  viewed = location.pathname;
  trackLive('view');
}

/**
 * Loads the collector once (nothing under GPC/DNT). The taps the entry noted before it
 * (early-taps.ts) are handed over in the task that starts its own listener, so none is missed
 * or counted twice.
 */
export function startLive(given: EventsSettings, doc: Document = document): void {
  if (started) return;
  started = true;
  settings = given;
  if (early === null || privacySignal()) {
    early = null;
    takeEarlyTaps(doc);
    return;
  }
  import('./collector')
    .then((m) => {
      sink = m.startCollector({ url: settings.eventsUrl, site: settings.pageId, early: early ?? [], taps: takeEarlyTaps(doc), make: makeEvent }, undefined, doc);
      early = null;
    })
    .catch((err: unknown) => {
      early = null;
      takeEarlyTaps(doc);
      console.warn('Events are off:', err);
    });
}

/**
 * The entry's start on a prerendered page, once it has painted: the page's view and the
 * collector, app or not (a visitor who opens the card and taps Call has not started the app).
 */
export function startPageEvents(doc: Document, given: EventsSettings): void {
  pageRoute = doc.documentElement.dataset.route ?? OTHER_ROUTE;
  settings = given;
  countView();
  startLive(given, doc);
}
