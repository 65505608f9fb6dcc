/**
 * The tenant's part of a build (issue 15 item 2), run on a copy of the shell (scripts/build-env.ts):
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
import { assertSettings } from '../src/contract/settings';
import { writeCardPhoto } from './card-photo';
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
  allowNoRecord?: boolean;
}

/** The worker line that gives it the tenant's settings (sw/sw.ts reads `__CANOPY_ENV__`). */
export function workerEnvLine(env: RawEnv): string {
  return `self.__CANOPY_ENV__=${JSON.stringify(env)};\n`;
}

export async function runTenantStage({ outDir, ssrEntry, env, allowNoRecord = false }: TenantStageOptions): Promise<{ pages: number; precached: number }> {
  // Settings are written into pages, the manifest link, robots.txt, the sitemap and the worker:
  // whoever called the stage (npm run build, a fleet worker), a bad one stops it first.
  assertSettings(env);
  const result = await prerenderSite({ outDir, ssrEntry, env, allowNoRecord });
  const basePath = result.config.basePath;
  // The logo is fetched as photos are: only from hosts the data service's URL allows (scripts/images/address-policy.ts).
  const dataUrl = recordUrl(result.config);
  await writeCardPhoto({ outDir, data: result.data, basePath, dataUrl });
  await writeSignatureAssets({ outDir, data: result.data, basePath, dataUrl });
  writeReviewQr(outDir, result.data);
  await writePwaAssets({ outDir, data: result.data, basePath, siteUrl: result.config.siteUrl, dataUrl });
  // Security headers for this tenant (CSP from the record and config): _headers + nginx include.
  writeSecurityHeaders({ outDir, data: result.data, config: result.config, pages: result.pages });

  // The worker: the shell's, with this tenant's settings on its first line and its precache list.
  // Service and landing pages are cached as they are visited, not precached: the precache stays
  // the fixed routes and the shell whatever the number of services.
  const sw = path.join(outDir, 'sw.js');
  const source = fs.readFileSync(sw, 'utf8');
  if (!source.includes('self.__WB_MANIFEST')) throw new Error(`${sw} has no precache injection point: is it a shell's worker?`);
  const src = path.join(outDir, '.sw-src.js');
  fs.writeFileSync(src, workerEnvLine(env) + source);
  try {
    const visited = result.visitedOnly.map((f) => f.replace(/[*?[\]{}()!+@\\]/g, '\\$&'));
    const { count } = await injectManifest({ ...PRECACHE, globIgnores: [...PRECACHE.globIgnores, '.sw-src.js', ...visited], globDirectory: outDir, swSrc: src, swDest: sw });
    return { pages: result.pages.length, precached: count };
  } finally {
    fs.rmSync(src, { force: true });
  }
}
