/**
 * What Lighthouse CI judges a tenant by (scripts/lhci.ts): lighthouserc.json, a tenant's own
 * assertions over it, and its routes' own over those.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface RouteAssertions {
  /** A regular expression over the URL, as LHCI's `assertMatrix` reads it. */
  matchingUrlPattern: string;
  assertions: Record<string, unknown>;
}

/**
 * The big tenant's bar (20 services, a landing per service, open/closed and tap counts on, phone
 * photos): the first touch asks no main-thread work before the visitor acts, so its best run
 * scores 95 or more, where the other tenants keep the margins lighthouserc.json states, and its
 * blocking time is issue 38's 50 ms in the best run (since 29 Nov 2026; 200 ms before) on every
 * route but its home page and `/gallery` (`BIG_TENANT_ROUTES`). Its service page read best runs
 * of 0-22 ms in the fresh-clone CI runs of 28-29 Nov 2026, and 11-37 ms in single runs.
 */
export const BIG_TENANT_ASSERTIONS = {
  'categories:performance': ['error', { minScore: 0.95, aggregationMethod: 'optimistic' }],
  'total-blocking-time': ['error', { maxNumericValue: 50, aggregationMethod: 'optimistic' }],
} as const;

/**
 * The big tenant's home page and `/gallery` keep bars of their own. `/gallery` 200 ms: its HTML is
 * 165 KB (20 galleries, 106 photos) and the task that parses it is its blocking time
 * (docs/performance.md); best runs of 3-64 ms, single runs up to 108. The home page 100 ms: a
 * fresh-clone CI on 29 Nov 2026 read runs of 32-147 ms there, and its best of three missed 50
 * (it passed on the fifth run). Issue 38 asks 50 on both: not met yet.
 */
export const BIG_TENANT_ROUTES: RouteAssertions[] = [
  { matchingUrlPattern: '/gallery$', assertions: { 'total-blocking-time': ['error', { maxNumericValue: 200, aggregationMethod: 'optimistic' }] } },
  { matchingUrlPattern: '^https?://[^/]+/$', assertions: { 'total-blocking-time': ['error', { maxNumericValue: 100, aggregationMethod: 'optimistic' }] } },
];

/**
 * The LHCI configuration a tenant is judged by: lighthouserc.json, with its own assertions over
 * it, and its routes' own over those (an `assertMatrix`: the routes no pattern matches get the
 * tenant's).
 */
export function configFor(target: { name: string; assertions?: Record<string, unknown>; routeAssertions?: RouteAssertions[] }): string {
  if (!target.assertions && !target.routeAssertions?.length) return 'lighthouserc.json';
  const rc = JSON.parse(fs.readFileSync(path.join(ROOT, 'lighthouserc.json'), 'utf8')) as { ci: { assert: { assertions?: Record<string, unknown>; assertMatrix?: RouteAssertions[] } } };
  const tenant = { ...rc.ci.assert.assertions, ...target.assertions };
  const routes = target.routeAssertions ?? [];
  if (!routes.length) rc.ci.assert.assertions = tenant;
  else {
    delete rc.ci.assert.assertions;
    const rest = `^(?!.*(${routes.map((r) => r.matchingUrlPattern).join('|')}))`;
    rc.ci.assert.assertMatrix = [
      ...routes.map((r) => ({ matchingUrlPattern: r.matchingUrlPattern, assertions: { ...tenant, ...r.assertions } })),
      { matchingUrlPattern: rest, assertions: tenant },
    ];
  }
  const file = path.join('.tmp', 'lhci', `lighthouserc-${target.name}.json`);
  fs.mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
  fs.writeFileSync(path.join(ROOT, file), JSON.stringify(rc, null, 2));
  return file;
}
