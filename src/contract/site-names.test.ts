import { describe, expect, it } from 'vitest';
import { isOutdatedPrecache } from './cache-names';
import { isObsoleteRuntimeCache, siteLocks, siteNames, type SiteNames } from './site-names';
import { scopeOfName } from './site-scope';

/** Every name in the list, flattened (`caches.record`, ...). */
function allNames(names: SiteNames): Array<[string, string]> {
  const { caches, ...rest } = names;
  return [...Object.entries(rest), ...Object.entries(caches).map(([k, n]): [string, string] => [`caches.${k}`, n])];
}

describe('the names a visit keeps, per site of an origin', () => {
  it('every name carries its site base path, so two sites under one origin share none', () => {
    const siteOf = new Map<string, string>();
    for (const base of ['/', '/site/', '/agency/client-b/']) {
      for (const [what, name] of allNames(siteNames(base))) {
        expect(scopeOfName(name), `${what} of ${base}: ${name}`).toBe(base);
        expect(siteOf.get(name) ?? base, `${what} of ${base} is also another site's: ${name}`).toBe(base);
        siteOf.set(name, base);
      }
    }
  });

  it('a site at / keeps the names it had before, so a lead its visitor saved then is still found and sent', () => {
    // The databases, then the channel and the storage keys, then the caches, as they were named.
    const before = ['canopy-outbox', 'keyval-store', 'canopy-outbox', 'canopy:home-popups', 'canopy:visit', 'canopy:visit-counted', 'canopy:reviews-summary:'];
    const cachesBefore = ['canopy-record-v1', 'canopy-reviews-v1', 'canopy-images-v1', 'canopy-opaque-images-v1', 'canopy-pages-v1'];
    expect(allNames(siteNames('/')).map(([, name]) => name)).toEqual([...before, ...cachesBefore]);
    // The same site whichever way its base path was written.
    expect(siteNames('site')).toEqual(siteNames('/site/'));
  });

  it('the outbox lock is the site own, so one site replay never waits for another', async () => {
    const held: string[] = [];
    const locks = { request: <T,>(name: string, fn: () => Promise<T>) => (held.push(name), fn()) };
    await siteLocks(locks, '/site/').request('canopy-outbox', async () => undefined);
    await siteLocks(locks, '/').request('canopy-outbox', async () => undefined);
    expect(held).toEqual(['canopy-outbox@/site/', 'canopy-outbox']);
  });
});

describe('a new worker removes only its own site old caches', () => {
  it('its runtime caches of an older version go; another site of the origin keeps every cache it has', () => {
    const site = siteNames('/site/').caches;
    const root = siteNames('/').caches;
    expect(isObsoleteRuntimeCache('canopy-images-v0', '/')).toBe(true);
    expect(isObsoleteRuntimeCache('canopy-images-v0@/site/', '/site/')).toBe(true);
    for (const name of Object.values(root)) {
      expect(isObsoleteRuntimeCache(name, '/')).toBe(false);
      expect(isObsoleteRuntimeCache(name, '/site/')).toBe(false);
    }
    for (const name of [...Object.values(site), 'canopy-images-v0@/site/']) expect(isObsoleteRuntimeCache(name, '/')).toBe(false);
    expect(isObsoleteRuntimeCache('workbox-precache-v2-https://x/', '/')).toBe(false);
    expect(isObsoleteRuntimeCache('other-app', '/')).toBe(false);
  });

  it('its older precache goes, never the precache of a site under its scope', () => {
    const current = 'workbox-precache-v2-https://o.example/';
    expect(isOutdatedPrecache('precache-v1-https://o.example/', current, 'https://o.example/')).toBe(false);
    expect(isOutdatedPrecache('workbox-precache-https://o.example/', current, 'https://o.example/')).toBe(true);
    expect(isOutdatedPrecache(current, current, 'https://o.example/')).toBe(false);
    // Workbox's own clean-up removes this one: its name contains the root's scope.
    expect(isOutdatedPrecache('workbox-precache-v2-https://o.example/site/', current, 'https://o.example/')).toBe(false);
    expect(isOutdatedPrecache('workbox-precache-https://o.example/site/', 'workbox-precache-v2-https://o.example/site/', 'https://o.example/site/')).toBe(true);
  });
});
