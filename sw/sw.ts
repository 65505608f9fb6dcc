/// <reference lib="webworker" />
/**
 * The service worker: wiring only. Each decision lives in a small pure module beside it.
 * Prompt flow: a new version waits until the page sends SKIP_WAITING.
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { cacheNames } from 'workbox-core';
import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { IMAGE_CACHE_LIMITS, isOutdatedPrecache, OPAQUE_IMAGE_CACHE_LIMITS, VISITED_PAGES_LIMIT } from '../src/contract/cache-names';
import { isObsoleteRuntimeCache, siteNames } from '../src/contract/site-names';
import { isUsableRecord } from '../src/contract/record-rule';
import { isPageToWorkerMessage } from '../src/contract/sw-messages';
import { workerConfig, type WorkerEnv } from './config';
import { answerNavigation, type VisitedPages } from './navigation';
import { offlineImageUrls, parseRecordBody } from './record-assets';
import { anyJsonPlugin, recordUpdatesPlugin, usableRecordPlugin } from './record-updates';
import { imageCacheKind, isImageRequest, isNavigationWeServe, isRecordRequest, isReviewsRequest } from './routing';
import { registerOutboxSync } from './outbox';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };
// The tenant's settings: the first line of each tenant's sw.js sets them (scripts/tenant-stage.ts).
declare const __CANOPY_ENV__: WorkerEnv | undefined;

const config = workerConfig(typeof __CANOPY_ENV__ === 'undefined' ? {} : __CANOPY_ENV__, self.location.origin);
const basePath = new URL(self.registration.scope).pathname;
// This site's caches: other sites of the origin (other base paths) keep theirs (src/contract/site-names.ts).
const CACHE_NAMES = siteNames(config.basePath).caches;

// --- Precache: shell, route chunks, prerendered pages, manifests, icons ---------------------
precacheAndRoute(self.__WB_MANIFEST);
clientsClaim();

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      // Only this site's: Workbox's cleanupOutdatedCaches would take another site's precache too.
      const outdated = (n: string) => isOutdatedPrecache(n, cacheNames.precache, self.registration.scope) || isObsoleteRuntimeCache(n, config.basePath);
      await Promise.all(names.filter(outdated).map((n) => caches.delete(n)));
      // Kept pages belong to the deployment that served them (their chunks leave with the old
      // precache): a new worker starts with none, and offline visits fall back to the shell.
      await caches.delete(CACHE_NAMES.pages);
      // No warm-up here: until activation ends, every request of the pages (the reload after
      // "Update" included) waits, and the warm-up waits on the network. Each page asks for it
      // once this worker is ready (the WARM message, src/features/pwa/register.ts).
    })(),
  );
});

// --- Navigations: the precached page, else a kept copy, else the network (kept), else the shell --
const visitedPages: VisitedPages = {
  match: async (url) => (await caches.open(CACHE_NAMES.pages)).match(url),
  async put(url, response) {
    const cache = await caches.open(CACHE_NAMES.pages);
    await cache.delete(url);
    await cache.put(url, response);
    // Oldest first (insertion order): keep the most recent VISITED_PAGES_LIMIT.
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - VISITED_PAGES_LIMIT)).map((k) => cache.delete(k)));
  },
};
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isNavigationWeServe(url, self.location.origin, basePath),
  ({ request, url }) => answerNavigation(url, basePath, (rel) => matchPrecache(`${basePath}${rel}`), () => fetch(request), visitedPages),
);

// --- The record and reviews: stale-while-revalidate; a changed record is announced -----------
const windowClients = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });
const recordStrategy = new StaleWhileRevalidate({
  cacheName: CACHE_NAMES.record,
  plugins: [usableRecordPlugin, recordUpdatesPlugin(windowClients)],
});
registerRoute(({ url, request }) => request.method === 'GET' && isRecordRequest(url, config), recordStrategy);
registerRoute(
  ({ url, request }) => request.method === 'GET' && isReviewsRequest(url, config),
  new StaleWhileRevalidate({ cacheName: CACHE_NAMES.reviews, plugins: [anyJsonPlugin] }),
);

// --- Images of any origin: bounded; opaque (status 0) accepted on purpose, in a smaller cache --
const imageStrategy = new StaleWhileRevalidate({
  cacheName: CACHE_NAMES.images,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ ...IMAGE_CACHE_LIMITS, purgeOnQuotaError: true }),
  ],
});
const opaqueImageStrategy = new StaleWhileRevalidate({
  cacheName: CACHE_NAMES.opaqueImages,
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({ ...OPAQUE_IMAGE_CACHE_LIMITS, purgeOnQuotaError: true }),
  ],
});
const strategyFor = (request: Request) =>
  imageCacheKind(new URL(request.url), request.mode, self.location.origin) === 'opaqueImages' ? opaqueImageStrategy : imageStrategy;
registerRoute(({ request }) => isImageRequest(request.destination, request.method), (options) => strategyFor(options.request).handle(options));

// --- Warm-up: what /digitalcard and /find-us-on need, so they open offline ------------------
async function warmForOffline(event: ExtendableEvent): Promise<void> {
  try {
    const request = new Request(config.recordUrl, { headers: { Accept: 'application/json' } });
    const response = await recordStrategy.handle({ event, request });
    const record = parseRecordBody(await response.clone().text());
    if (!isUsableRecord(record)) return;
    const sameOrigin = (u: string) => new URL(u).origin === self.location.origin;
    await Promise.allSettled(
      offlineImageUrls(record, config.recordUrl).map(async (u) => {
        // Cross-origin images have no CORS: fetch them as the <img> would (opaque).
        const req = new Request(u, { mode: sameOrigin(u) ? 'same-origin' : 'no-cors', credentials: 'omit' });
        const strategy = strategyFor(req);
        if (await caches.match(u, { cacheName: strategy.cacheName })) return;
        await strategy.handle({ event, request: req });
      }),
    );
  } catch {
    // Offline or the data service is down: the page's own visit fills the caches later.
  }
}

// --- Messages from the page ----------------------------------------------------------------
self.addEventListener('message', (event) => {
  if (!isPageToWorkerMessage(event.data)) return;
  if (event.data.type === 'SKIP_WAITING') void self.skipWaiting();
  else event.waitUntil(warmForOffline(event));
});

// --- The form outbox's Background Sync replay (sw/outbox.ts) --------------------------------
registerOutboxSync(self, config.basePath);
