/**
 * Finds every image URL a parsed record names, with the record path it was found at (for the
 * build's report). The record's shape changes over time, so this walks it: a string is an image
 * when its key says so (img, image, logo, favicon, poster, photo, ...) or its URL ends like one.
 */
export interface ImageRef {
  url: string;
  /** Where the first mention is, e.g. `dbServices[3].img`. */
  path: string;
}

const IMAGE_KEY = /(^|[a-z])(img|image|images|imgs|logo|favicon|poster|photo|photos|picture|thumbnail|thumb|banner|before|after|icon)s?$/i;
const IMAGE_EXT = /\.(jpe?g|png|webp|avif|gif|bmp|tiff?|heic)([?#]|$)/i;
/** Keys whose strings are never photos even when named like one (e.g. a video's URL). */
const NOT_IMAGE_EXT = /\.(mp4|webm|mov|m3u8|pdf|svg|ico)([?#]|$)/i;

function looksLikeUrl(s: string): boolean {
  return /^https?:\/\//i.test(s) || (s.startsWith('/') && !s.startsWith('//'));
}

export function isImageCandidate(key: string, value: string): boolean {
  if (!looksLikeUrl(value) || NOT_IMAGE_EXT.test(value)) return false;
  return IMAGE_EXT.test(value) || IMAGE_KEY.test(key);
}

export function collectImageUrls(record: unknown): ImageRef[] {
  const seen = new Map<string, ImageRef>();
  const walk = (v: unknown, path: string, key: string, depth: number) => {
    if (depth > 12 || v === null || v === undefined) return;
    if (typeof v === 'string') {
      if (isImageCandidate(key, v.trim()) && !seen.has(v.trim())) seen.set(v.trim(), { url: v.trim(), path });
      return;
    }
    if (Array.isArray(v)) {
      v.forEach((x, i) => walk(x, `${path}[${i}]`, key, depth + 1));
      return;
    }
    if (typeof v === 'object') {
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) walk(x, path ? `${path}.${k}` : k, k, depth + 1);
    }
  };
  walk(record, '', '', 0);
  return [...seen.values()];
}
