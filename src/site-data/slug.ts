/**
 * The last step of every slug: a slug becomes one path segment and, in the build,
 * one folder name, so it must never be `.`/`..`, never hold a path separator, a control
 * character or a lone surrogate (which makes `encodeURIComponent` throw), and stay well under
 * the file system's 255-byte name limit. Long slugs are cut and get a short hash of the whole
 * name, so two long names that share their first characters still get different pages.
 */

/** Most code points a slug keeps before it is cut (plus `-` and the hash). */
export const SLUG_MAX_CHARS = 80;
/** Most UTF-8 bytes a slug keeps before it is cut (the folder name stays far below 255). */
const SLUG_MAX_BYTES = 160;

// Path separators, control characters and lone surrogates: never in a path segment.
const UNSAFE = /[/\\\u0000-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** FNV-1a over the UTF-16 code units, base 36: short, stable, no crypto needed. */
function shortHash(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;

/** Makes a slug safe as one URL path segment and one folder name. Never throws. */
export function safeSlug(slug: string): string {
  let s = slug.replace(UNSAFE, '-');
  // `.` and `..` are "this folder" and "the folder above" to browsers and file systems alike.
  if (/^\.+$/.test(s)) s = s.replace(/\./g, '-');
  const chars = [...s];
  if (chars.length <= SLUG_MAX_CHARS && utf8Bytes(s) <= SLUG_MAX_BYTES) return s;
  let cut = chars.slice(0, SLUG_MAX_CHARS);
  while (utf8Bytes(cut.join('')) > SLUG_MAX_BYTES) cut = cut.slice(0, -1);
  return `${cut.join('')}-${shortHash(s)}`;
}
