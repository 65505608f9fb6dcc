import { get, set } from 'idb-keyval';
import { config } from '../config/env';
import { siteKeyValueStore } from '../contract/key-value';
import type { EventName, SiteEvent } from './hub';

/**
 * The events collector (docs/events.md), loaded only when the build has an endpoint
 * and the browser sends no GPC/DNT signal. Taps are read from one click listener (links by
 * their scheme or host, buttons by `data-event`), batched, and sent with `sendBeacon`; a batch
 * that cannot go (offline, or the beacon refused) waits in IndexedDB, bounded, and goes when the
 * network returns or on the next visit.
 */

export const QUEUE_KEY = 'canopy:events-queue';
/** Kept while offline at most; the oldest go first. */
export const MAX_QUEUED = 300;
/** Sent at once when this many are waiting; otherwise a few seconds after the last one. */
const BATCH = 20;
const FLUSH_MS = 4000;
/** The most events one beacon carries when the stored queue is sent. */
const DRAIN_CHUNK = 50;

export interface Batch {
  v: 1;
  site: string;
  events: SiteEvent[];
}

export interface CollectorDeps {
  beacon(url: string, body: string): boolean;
  online(): boolean;
  load(): Promise<SiteEvent[]>;
  save(events: SiteEvent[]): Promise<void>;
  after(ms: number, fn: () => void): () => void;
}

const browserDeps: CollectorDeps = {
  // text/plain keeps the beacon a "simple" cross-origin request (no preflight); the body is JSON.
  beacon: (url, body) => navigator.sendBeacon(url, new Blob([body], { type: 'text/plain;charset=UTF-8' })),
  online: () => navigator.onLine !== false,
  load: async () => {
    // The site's own store: another site of the origin sends its own taps to its own endpoint.
    const v: unknown = await get(QUEUE_KEY, siteKeyValueStore(config.basePath));
    return Array.isArray(v) ? (v as SiteEvent[]) : [];
  },
  save: async (events) => set(QUEUE_KEY, events, siteKeyValueStore(config.basePath)),
  after: (ms, fn) => {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
};

const DIRECTIONS = /^(maps\.google\.[a-z.]+|maps\.apple\.com|goo\.gl|maps\.app\.goo\.gl|(www\.)?google\.[a-z.]+)$/;

/** What a tap on `el` means, if anything: `data-event` first, then the link's scheme or host. */
export function classify(el: Element | null): { name: EventName; target?: string } | null {
  const tagged = el?.closest<HTMLElement>('[data-event]');
  if (tagged?.dataset.event) return { name: tagged.dataset.event as EventName, ...(tagged.dataset.eventTarget ? { target: tagged.dataset.eventTarget } : {}) };
  const a = el?.closest<HTMLAnchorElement>('a[href]');
  if (!a) return null;
  const href = a.getAttribute('href') ?? '';
  if (/^tel:/i.test(href)) return { name: 'call' };
  if (/^mailto:/i.test(href)) return { name: 'email' };
  let url: URL;
  try {
    url = new URL(href, location.href);
  } catch {
    return null;
  }
  if (url.hostname === 'wa.me' || url.hostname.endsWith('whatsapp.com')) return { name: 'whatsapp' };
  if (DIRECTIONS.test(url.hostname) && (url.hostname.startsWith('maps') || url.pathname.startsWith('/maps') || url.hostname.endsWith('goo.gl'))) return { name: 'directions' };
  return null;
}

export interface CollectorOptions {
  url: string;
  site: string;
  /** Events reported before the collector loaded. */
  early: SiteEvent[];
  /** What was tapped before it loaded (early-taps.ts), counted as its own listener would have. */
  taps?: EventTarget[];
  /** Makes an event of this page and minute (track.ts). */
  make(name: EventName, target?: string): SiteEvent;
}

/** Hands one batch to the beacon; false when it was not accepted (offline, refused, thrown). */
function sendBatch(deps: CollectorDeps, url: string, site: string, events: SiteEvent[]): boolean {
  if (!events.length) return true;
  if (!deps.online()) return false;
  const batch: Batch = { v: 1, site, events };
  try {
    return deps.beacon(url, JSON.stringify(batch));
  } catch {
    return false;
  }
}

/** Starts collecting; returns where `track()` hands its events. */
export function startCollector({ url, site, early, taps = [], make }: CollectorOptions, deps: CollectorDeps = browserDeps, doc: Document = document, win: Window = window): (e: SiteEvent) => void {
  const tapped = (target: EventTarget | null) => {
    const hit = classify(target instanceof Element ? target : null);
    return hit ? [make(hit.name, hit.target)] : [];
  };
  let buffer: SiteEvent[] = [...early, ...taps.flatMap(tapped)];
  let cancelTimer = () => {};
  let saving = Promise.resolve();

  const send = (events: SiteEvent[]) => sendBatch(deps, url, site, events);

  /** Adds events to the stored queue (bounded), one write at a time. */
  const keep = (events: SiteEvent[]) => {
    saving = saving.then(async () => {
      try {
        const queued = [...(await deps.load()), ...events];
        await deps.save(queued.slice(-MAX_QUEUED));
      } catch {
        // no storage (private mode): these events are lost, nothing else is
      }
    });
  };

  const flush = () => {
    cancelTimer();
    const events = buffer;
    buffer = [];
    if (!send(events)) keep(events);
  };

  /**
   * Sends what waited in storage (offline taps, an earlier visit's) in chunks, and keeps only
   * what was not accepted: a chunk that fails after others went must not send those again.
   */
  const drain = () => {
    if (!deps.online()) return;
    saving = saving.then(async () => {
      try {
        const queued = await deps.load();
        if (!queued.length) return;
        let sent = 0;
        while (sent < queued.length && send(queued.slice(sent, sent + DRAIN_CHUNK))) sent += DRAIN_CHUNK;
        await deps.save(queued.slice(sent));
      } catch {
        // try again on the next visit
      }
    });
  };

  const add = (e: SiteEvent) => {
    buffer.push(e);
    cancelTimer();
    if (buffer.length >= BATCH) flush();
    else cancelTimer = deps.after(FLUSH_MS, flush);
  };

  doc.addEventListener(
    'click',
    (ev) => {
      const hits = tapped(ev.target);
      hits.forEach(add);
      // A counted link hands the visitor to something else (the dialler, WhatsApp, a map, a new
      // tab, the next page): this page may get no other moment (a phone freezes a hidden tab; a
      // closed one drops what it had not sent). Its tap goes at once, with what waited.
      if (hits.length && ev.target instanceof Element && ev.target.closest('a[href]')) flush();
    },
    true,
  );
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') flush();
  });
  win.addEventListener('pagehide', flush);
  win.addEventListener('online', () => {
    flush();
    drain();
  });
  drain();
  if (buffer.length) cancelTimer = deps.after(FLUSH_MS, flush);
  return add;
}

