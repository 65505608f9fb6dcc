/**
 * Zod compiles fast object parsers with `new Function` and probes for it once; under our
 * Content-Security-Policy (`script-src 'self'`, no 'unsafe-eval') even the caught probe is
 * reported as a CSP violation. Zod reads this shared global config lazily, so setting it before
 * the first parse keeps it on its eval-free path everywhere (page and service worker). Import
 * this module first in each entry (docs/decisions/0004).
 */
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(g.__zod_globalConfig ??= {}).jitless = true;

export {};
