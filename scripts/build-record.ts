/**
 * The record a tenant's site is built from: the demo's file, or the data service's answer through
 * the one record fetcher (src/site-data/fetch-record.ts); and whether a site can be built from it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { recordUrl, type AppConfig } from '../src/config/env';
import { fetchRecord } from '../src/site-data/fetch-record';
import { parseSiteData } from '../src/site-data/parse';
import type { SiteData } from '../src/site-data/schema';
import type { UrlOptions } from '../src/site-data/url-safety';
import { recordUnusable } from '../src/contract/record-rule';

/** The demo business's record and photos (from public/): only the demo's own site ships them. */
export const DEMO_DIRS = ['demo-api', 'demo-assets'];

/** Why a tenant's build stopped: the record it needs could not be had. */
export class MissingRecordError extends Error {}

/** How the record's addresses are read: the demo's relative to its own file. */
export const parseOptionsFor = (config: AppConfig): UrlOptions => (config.isDemo ? { relativeBase: recordUrl(config) } : {});

/** The record the pages are built from, or undefined (with a warning) when it cannot be had. */
export async function loadBuildRecord(config: AppConfig, outDir: string): Promise<unknown> {
  try {
    if (config.isDemo) {
      const file = path.join(outDir, 'demo-api', 'paginas', config.pageId);
      return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    }
    return await fetchRecord(recordUrl(config), 10_000);
  } catch (err) {
    console.warn(`[prerender] no record for ${config.pageId} (${err instanceof Error ? err.message : String(err)}): pages are built without content and render in the browser`);
    return undefined;
  }
}

/** A tenant's site ships none of the demo business: its record and photos come from public/. */
export function removeDemoFolders(outDir: string, config: AppConfig): void {
  if (!config.isDemo) for (const dir of DEMO_DIRS) fs.rmSync(path.join(outDir, dir), { recursive: true, force: true });
}

/**
 * The site data to build from `raw`, or null for the bare shell. A tenant's record that cannot be
 * loaded or is unusable (not an object, no section, no business name: src/contract/record-rule.ts)
 * stops the build with MissingRecordError unless `allowNoRecord`: such a build would publish a
 * site with no pages, titles or CSP for the business over the last good one.
 */
export function siteDataToBuild(raw: unknown, config: AppConfig, allowNoRecord: boolean): SiteData | null {
  const parsed = raw === undefined ? null : parseSiteData(raw, parseOptionsFor(config));
  const unusable = parsed && recordUnusable(raw);
  const data = parsed && !unusable ? parsed.data : null;
  if (!data && !config.isDemo && !allowNoRecord) {
    const why = raw === undefined ? 'it could not be loaded (see the warning above)' : `it is not usable: ${unusable} (run \`npm run validate-record\`)`;
    throw new MissingRecordError(
      `[prerender] no site for ${config.pageId}: the record at ${recordUrl(config)} is needed and ${why}. ` +
        'Set CANOPY_ALLOW_NO_RECORD=1 to build the bare shell anyway.',
    );
  }
  return data;
}
