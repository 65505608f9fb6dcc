/**
 * Finds every image URL a parsed record (`SiteData`) names, with the record path it was found
 * at (for the build's report). Only the record's image fields are read: a
 * free-text field (an address, a description) or a link that happens to end in `.jpg` is text
 * the page shows or a page it links to, not a photo the build should download.
 */
export interface ImageRef {
  url: string;
  /** Where the first mention is, e.g. `dbServices[3].description[0].img`. */
  path: string;
}

/**
 * The image fields of the record (src/site-data/schema.ts), `[]` for any position in a list.
 * Every other URL field is a link (a profile, a map, a video, the relay).
 */
export const IMAGE_FIELDS: readonly string[] = [
  'dbPrincipal.logo',
  'dbPrincipal.favicon',
  'dbServices[].description[].img',
  'dbSocialMedia.redes[].image',
  'dbSocialMedia.directorios[].image',
  'stock[]',
  'gallery[]',
  'landings[].gallery[]',
  'beforeAfterGall[].beforeImg',
  'beforeAfterGall[].afterImg',
  'videosPromo[].img',
  'tiposPago[].img',
  'brandingExtra[].img',
  'gmb.img',
  'qrImg',
];

const FIELDS = new Set(IMAGE_FIELDS);
/** Values never encoded as photos even in an image field (icons and drawings, videos, documents). */
const NOT_IMAGE_EXT = /\.(mp4|webm|mov|m3u8|pdf|svg|ico)([?#]|$)/i;

/** An absolute URL (any scheme: the fetch refuses what is not http(s), and says so) or a path; not `//host`. */
function looksLikeUrl(s: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(s) || (s.length > 0 && !s.startsWith('//') && !s.startsWith('\\'));
}

export function collectImageUrls(record: unknown): ImageRef[] {
  const seen = new Map<string, ImageRef>();
  const walk = (v: unknown, path: string, field: string, depth: number) => {
    if (depth > 12 || v === null || v === undefined) return;
    if (typeof v === 'string') {
      const url = v.trim();
      if (FIELDS.has(field) && looksLikeUrl(url) && !NOT_IMAGE_EXT.test(url) && !seen.has(url)) seen.set(url, { url, path });
      return;
    }
    if (Array.isArray(v)) {
      v.forEach((x, i) => walk(x, `${path}[${i}]`, `${field}[]`, depth + 1));
      return;
    }
    if (typeof v === 'object') {
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) walk(x, path ? `${path}.${k}` : k, field ? `${field}.${k}` : k, depth + 1);
    }
  };
  walk(record, '', '', 0);
  return [...seen.values()];
}
