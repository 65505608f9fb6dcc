/**
 * Every name under which a visit keeps something in the browser, in the page and in the worker,
 * each scoped by its site's base path (./site-scope.ts). A name kept anywhere else is a name two
 * sites of one origin would share: ./site-names.test.ts looks for them.
 */
import { CACHE_NAMES, CACHE_PREFIX } from './cache-names';
import { normalizeBasePath } from './endpoints';
import { scopedName, scopeOfName } from './site-scope';

/** The unscoped names, as a site at `/` keeps them: each is scoped by `siteNames`. */
const NAMES = {
  /** IndexedDB: the lead outbox (./outbox-names.ts). */
  outboxDb: 'canopy-outbox',
  /** IndexedDB: idb-keyval's store (its default name): the last good record, widgets' last readings, the events queue. */
  keyValueDb: 'keyval-store',
  /** BroadcastChannel on which replayers announce that the outbox changed. */
  outboxChannel: 'canopy-outbox',
  /** sessionStorage: the home page's popups shown this visit. */
  homePopups: 'canopy:home-popups',
  /** sessionStorage: this tab has opened a page of the site, so later pages show no loading cover (site-data/visit-cover.ts). */
  visitMark: 'canopy:visit',
  /** sessionStorage: this visit is counted by the visits counter. */
  visitCounted: 'canopy:visit-counted',
  /** localStorage prefix: the last reviews summary, per reviews document. */
  reviewsSummary: 'canopy:reviews-summary:',
} as const;

export type SiteNames = { readonly [K in keyof typeof NAMES]: string } & {
  /** The worker's runtime caches (./cache-names.ts). */
  readonly caches: { readonly [K in keyof typeof CACHE_NAMES]: string };
};

/** Every name the site at `basePath` keeps something under, in the page and in the worker. */
export function siteNames(basePath: string): SiteNames {
  const scope = <T extends Record<string, string>>(names: T) =>
    Object.fromEntries(Object.entries(names).map(([k, n]) => [k, scopedName(n, basePath)])) as { [K in keyof T]: string };
  return { ...scope(NAMES), caches: scope(CACHE_NAMES) };
}

/**
 * A runtime cache of the site at `basePath` that this worker version no longer uses, removed on
 * activate; the caches of another site on the same origin are never this worker's to remove.
 */
export function isObsoleteRuntimeCache(name: string, basePath: string): boolean {
  if (!name.startsWith(`${CACHE_PREFIX}-`) || scopeOfName(name) !== normalizeBasePath(basePath)) return false;
  return !(Object.values(siteNames(basePath).caches) as string[]).includes(name);
}

/** The part of the Web Locks API the outbox uses (`navigator.locks`). */
interface Locks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** `locks` as the site at `basePath` holds them: the outbox's replay of one site never waits for another's. */
export function siteLocks<L extends Locks>(locks: L, basePath: string): Locks {
  return { request: (name, callback) => locks.request(scopedName(name, basePath), callback) };
}
