/**
 * The tenant's part of a build, run on a copy of the shell (scripts/build-env.ts):
 * the record, the prerendered pages with the tenant's settings, the photos' variants, the card
 * photo, manifests and icons, security headers, and the worker with this tenant's settings and
 * precache list. `npm run build` runs it after building the shell; the fleet runs it on a shell
 * it built once for every tenant with the same key.
 */
import fs from 'node:fs';
import path from 'node:path';
// The one function, not the package index (which loads the generateSW toolchain: 2 s of start-up per tenant).
import { injectManifest } from 'workbox-build/build/inject-manifest.js';
import { recordUrl, type RawEnv } from '../src/config/env';
import { assertSettings, pageEnv } from '../src/contract/settings';
import { writeCardPhoto } from './card-photo';
import { imageSettings } from './images/build-images';
import { prerenderSite } from './prerender';
import { writePwaAssets } from './pwa-assets';
import { writeSecurityHeaders } from './security-headers';
import { writeSignatureAssets } from './signature-assets';
import { writeReviewQr } from './review-qr';

/** What the worker precaches: the shell, route chunks, prerendered pages, manifests, icons. */
export const PRECACHE = {
  globPatterns: ['**/*.{js,css,html,svg,webp,png,ico,json,webmanifest}'],
  // Photos (the demo's, and every record's variants in img/) are cached at run time, not precached.
  globIgnores: ['**/sw.js', 'demo-api/**', 'demo-assets/**', 'img/**', '.vite/**'],
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  // Hashed file names carry their own revision.
  dontCacheBustURLsMatching: /^assets\//,
};

export interface TenantStageOptions {
  /** A copy of the shell's client build; becomes the tenant's site. */
  outDir: string;
  /** The shell's server renderer (`entry-server.js`). */
  ssrEntry: string;
  env: RawEnv;
  /** The raw record, when the caller has fetched it (the fleet); otherwise the stage loads it. */
  record?: unknown;
  allowNoRecord?: boolean;
}

/** The worker line that gives it the tenant's settings (sw/sw.ts reads `__CANOPY_ENV__`). */
export function workerEnvLine(env: RawEnv): string {
  return `self.__CANOPY_ENV__=${JSON.stringify(pageEnv(env))};\n`;
}

/**
 * The stage, step by step. Settings are written into pages, the manifest link, robots.txt, the
 * sitemap and the worker: whoever called the stage (npm run build, a fleet worker), a bad one
 * stops it first.
 */
export async function runTenantStage({ outDir, ssrEntry, env, record, allowNoRecord = false }: TenantStageOptions): Promise<{ pages: number; precached: number; notes: string[] }> {
  assertSettings(env);
  const site = await prerenderSite({ outDir, ssrEntry, env, record, allowNoRecord });
  const { data, config } = site;
  // The logo is fetched as photos are: only from hosts the settings allow (scripts/images/address-policy.ts).
  const dataUrl = recordUrl(config);
  const { policy } = imageSettings(env, dataUrl);
  await writeCardPhoto({ outDir, data, basePath: config.basePath, dataUrl, policy });
  await writeSignatureAssets({ outDir, data, basePath: config.basePath, dataUrl, policy });
  writeReviewQr(outDir, data);
  await writePwaAssets({ outDir, data, basePath: config.basePath, siteUrl: config.siteUrl, dataUrl, policy });
  // Security headers for this tenant (CSP from the record and config): _headers + nginx include.
  writeSecurityHeaders({ outDir, data, config, pages: site.pages });
  const precached = await writeWorker(outDir, env, site.visitedOnly);
  return { pages: site.pages.length, precached, notes: site.notes };
}

/**
 * The worker: the shell's, with this tenant's settings on its first line and its precache list.
 * Service and landing pages (`visitedOnly`) are cached as they are visited, not precached: the
 * precache stays the fixed routes and the shell whatever the number of services. Returns how
 * many files it precaches.
 */
async function writeWorker(outDir: string, env: RawEnv, visitedOnly: readonly string[]): Promise<number> {
  const sw = path.join(outDir, 'sw.js');
  const source = fs.readFileSync(sw, 'utf8');
  if (!source.includes('self.__WB_MANIFEST')) throw new Error(`${sw} has no precache injection point: is it a shell's worker?`);
  const src = path.join(outDir, '.sw-src.js');
  fs.writeFileSync(src, workerEnvLine(env) + source);
  try {
    const visited = visitedOnly.map((f) => f.replace(/[*?[\]{}()!+@\\]/g, '\\$&'));
    const { count } = await injectManifest({ ...PRECACHE, globIgnores: [...PRECACHE.globIgnores, '.sw-src.js', ...visited], globDirectory: outDir, swSrc: src, swDest: sw });
    return count;
  } finally {
    fs.rmSync(src, { force: true });
  }
}
