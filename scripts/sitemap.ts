import fs from 'node:fs';
import path from 'node:path';
import { fallbackWidth, variantUrl, type ImageMap } from '../src/components/images/image-map';
import { paths } from '../src/config/paths';
import type { SiteRoute } from '../src/seo/routes';
import { writeFileAtomic } from './fs-atomic';
import { withFileLock } from './file-lock';
import type { SiteData } from '../src/site-data/schema';
import { generalGallery, landingSlug, serviceSlug, stockImage } from '../src/site-data/selectors';

/**
 * sitemap.xml: every built route with `<lastmod>` (the day the record last
 * changed) and, per page, its main photos as image-sitemap entries, so search can find the work
 * a contractor's site is about.
 */

/** At most this many photos per page (galleries can be long; Google reads up to 1,000). */
export const SITEMAP_IMAGES_MAX = 20;

/** The record's own URLs of the photos a page is about: the hero, a service's photos, a gallery. */
export function pageImages(route: SiteRoute, data: SiteData): string[] {
  const list: Array<string | undefined> = [];
  if (route.kind === 'home') list.push(stockImage(data, 0));
  if (route.kind === 'service') list.push(...(data.dbServices.find((s) => paths.service(serviceSlug(s.name)) === route.path)?.description.map((d) => d.img) ?? []));
  if (route.kind === 'gallery') list.push(...generalGallery(data));
  if (route.kind === 'landing') list.push(...(data.landings.find((l) => paths.landing(landingSlug(l.name)) === route.path)?.gallery ?? []));
  return [...new Set(list.filter((u): u is string => !!u))].slice(0, SITEMAP_IMAGES_MAX);
}

/** The address a crawler fetches: the build's own variant when it made one, else the record's URL if public. */
export function crawlableImage(url: string, images: ImageMap, siteUrl: string): string | undefined {
  const entry = images[url];
  if (entry) return `${siteUrl}${variantUrl(entry, fallbackWidth(entry), 'webp')}`;
  return /^https?:\/\//i.test(url) ? url : undefined;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(entries: Array<{ loc: string; lastmod: string; images: string[] }>): string {
  const urls = entries.map(({ loc, lastmod, images }) =>
    [`  <url>`, `    <loc>${xml(loc)}</loc>`, `    <lastmod>${lastmod}</lastmod>`, ...images.map((i) => `    <image:image><image:loc>${xml(i)}</image:loc></image:image>`), `  </url>`].join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The day the record last changed (YYYY-MM-DD): the day a build first saw its fingerprint, kept
 * per record in `.cache/record-dates.json` (CANOPY_CACHE_DIR moves it), so a rebuild of the same
 * record keeps its date and an edited record gets the day of the build that saw the edit. The
 * record itself carries no reliable change date (`createdAt` at most).
 */
export function recordChangeDate(key: string, fingerprint: string, now: Date = new Date(), cacheDir = process.env.CANOPY_CACHE_DIR || path.join(process.cwd(), '.cache')): string {
  const file = path.join(cacheDir, 'record-dates.json');
  const read = (): Record<string, { fingerprint: string; date: string }> => {
    try {
      const known: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      return known && typeof known === 'object' && !Array.isArray(known) ? (known as Record<string, { fingerprint: string; date: string }>) : {};
    } catch {
      return {}; // first build on this machine, or an unreadable file: start over
    }
  };
  const seen = read()[key];
  if (seen?.fingerprint === fingerprint && /^\d{4}-\d\d-\d\d$/.test(seen.date)) return seen.date;
  const date = now.toISOString().slice(0, 10);
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    // Fleet workers and shards build at once: read again and write under the lock, so no
    // record's date is lost to another's write.
    withFileLock(`${file}.lock`, () => writeFileAtomic(file, JSON.stringify({ ...read(), [key]: { fingerprint, date } }, null, 1)), undefined, 'the sitemap dates');
  } catch {
    // a read-only checkout: the date is today's for this build
  }
  return date;
}
