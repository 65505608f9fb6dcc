import { pageJson } from '../../utils/page-json';
/**
 * What the build made of each record image (scripts/images/): the original URL maps to its
 * intrinsic size, a placeholder colour and the widths written as `<stem>-<width>.avif|webp`.
 * The prerender passes the map to the server render, and embeds the same map in every page
 * (its own JSON script, apart from the record) for the browser: the same markup both sides.
 */
export interface ImageEntry {
  /** Intrinsic width and height, EXIF orientation applied. */
  w: number;
  h: number;
  /** Placeholder: the photo's dominant colour, `#rrggbb`. */
  c: string;
  /** Path of the variants without width and extension, base path included, e.g. `/img/3f2a9c`. */
  f: string;
  /** Widths written, ascending. */
  s: number[];
}

export type ImageMap = Record<string, ImageEntry>;

export const IMAGES_ID = 'canopy-images';
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export function variantUrl(entry: ImageEntry, width: number, format: ImageFormat): string {
  return `${entry.f}-${width}.${format}`;
}

export function srcSetFor(entry: ImageEntry, format: ImageFormat): string {
  return entry.s.map((w) => `${variantUrl(entry, w, format)} ${w}w`).join(', ');
}

/** The largest variant up to `max` px wide (the fallback `src`). */
export function fallbackWidth(entry: ImageEntry, max = 1280): number {
  return [...entry.s].reverse().find((w) => w <= max) ?? entry.s[0] ?? entry.w;
}

/** A cheap check (the map is our own build's output, like the record's embed). */
function validEntry(v: unknown): v is ImageEntry {
  const e = v as ImageEntry | null;
  return typeof e?.f === 'string' && e.f.startsWith('/') && Array.isArray(e.s) && e.s.length > 0;
}

/** Keeps only well-formed entries: a damaged map costs srcsets, never the page. */
export function parseImageMap(v: unknown): ImageMap {
  const out: ImageMap = {};
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return out;
  for (const [url, e] of Object.entries(v as Record<string, unknown>)) if (validEntry(e)) out[url] = e;
  return out;
}

let current: ImageMap | undefined;

/** The server render sets the map per build; the browser reads the page's embed once. */
export function setImageMap(map: ImageMap | undefined): void {
  current = map;
}

export function imageMap(): ImageMap {
  if (current) return current;
  current = {};
  if (typeof document !== 'undefined') {
    const text = document.getElementById(IMAGES_ID)?.textContent;
    if (text) {
      try {
        current = parseImageMap(JSON.parse(text));
      } catch {
        // A broken embed: originals, as before the pipeline.
      }
    }
  }
  return current;
}

/**
 * The map of a prerendered page's build (utils/page-json.ts: the file beside the pages,
 * fetched by the app before it hydrates). Set as the current map; a missing or broken file
 * leaves the originals (the page still starts).
 */
export async function loadImageMap(doc: Document, fetchImpl: typeof fetch = fetch): Promise<ImageMap> {
  try {
    current = parseImageMap(await pageJson(doc, IMAGES_ID, fetchImpl));
  } catch (err) {
    console.warn('The photo map could not load; the original photos are used:', err);
    current = {};
  }
  return current;
}

export function imageEntry(url: string | null | undefined): ImageEntry | undefined {
  return url ? imageMap()[url] : undefined;
}

let template = '';

/**
 * The image service for photos the build has not seen (VITE_IMAGE_URL_TEMPLATE), set by the
 * boot and the server render from the configuration. Kept here rather than read from
 * config/env in the image component: importing the configuration into the first paint's image
 * chunk moved the chunks so that Lighthouse's mobile LCP on a photo tenant's home went from
 * 2.0 s to 4.9 s.
 */
export function setImageTemplate(t: string): void {
  template = t;
}

export function imageTemplate(): string {
  return template;
}

/** Widths asked of the image service for a photo the build has not seen. */
export const TEMPLATE_WIDTHS = [320, 640, 800, 960, 1280, 1920] as const;

/** A photo through the image service: `{width}` and `{url}` (the photo's URL, encoded) filled. */
export function templatedUrl(template: string, url: string, width: number): string {
  return template.replace(/\{width\}/g, () => String(width)).replace(/\{url\}/g, () => encodeURIComponent(url));
}

/** The srcset of an unseen photo through the image service, or undefined (no template, not an http(s) URL). */
export function templatedSrcSet(template: string, url: string): { src: string; srcSet: string } | undefined {
  if (!template || !/^https?:\/\//i.test(url)) return undefined;
  return { src: templatedUrl(template, url, 1280), srcSet: TEMPLATE_WIDTHS.map((w) => `${templatedUrl(template, url, w)} ${w}w`).join(', ') };
}

