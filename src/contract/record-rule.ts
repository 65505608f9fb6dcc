/**
 * What a usable site-data record is: one rule for every reader. The build, the validator and the
 * fleet refuse to build from anything else; the page's record request, its loader, its stored
 * last good record and the worker's record cache refuse to take it (decision 0000 § Loading). A
 * data service in trouble answers 200 with `{}`, `{"error":"not found"}`, `null` or a nameless
 * record; taken as the record, it would blank a built site and its offline copy.
 *
 * Read from the raw JSON, without the page's parser: the worker imports only this folder.
 */

/** The record's sections: the schema's top-level keys (a test holds this list to site-data/schema.ts). */
export const RECORD_SECTIONS = [
  'docId', 'dbPrincipal', 'dbServices', 'dbAbout', 'dbHome', 'dbSlogan', 'dbValues', 'dbSocialMedia', 'stock', 'gallery',
  'landings', 'beforeAfterGall', 'videosPromo', 'ytGallery', 'reviews', 'simpleWidgets', 'tiposPago', 'brandingExtra', 'labels',
  'gmb', 'qrImg', 'linkWeb', 'linkPostEmail', 'autoGntLandingFromService', 'customLinks', 'styles',
] as const;

export const NO_NAME = 'the record has no business name (dbPrincipal.name): a site built from it would have no name';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Characters that draw nothing: spaces of every kind, controls, format characters (zero-width
 * space U+200B, joiners, the byte-order mark, soft hyphen) and the fillers that render blank
 * (Hangul fillers, Braille blank, Mongolian and Khmer vowel inherents, the grapheme joiner).
 */
const BLANK = /[\s\p{Cc}\p{Cf}\p{Z}\u034F\u115F\u1160\u17B4\u17B5\u2800\u3164\uFFA0]/gu;

/** True when `text` would show at least one visible character. */
export function hasVisibleText(text: string): boolean {
  return text.replace(BLANK, '') !== '';
}

/** Why a parsed JSON value is not a usable record, or null when it is. */
export function recordUnusable(raw: unknown): string | null {
  if (!isObject(raw)) return `the record must be a JSON object, got ${raw === null ? 'null' : Array.isArray(raw) ? 'a list' : typeof raw}`;
  // An object with none of the record's sections is some other JSON answer (an error, an empty body), not a record with gaps.
  if (!RECORD_SECTIONS.some((k) => Object.prototype.hasOwnProperty.call(raw, k))) {
    return 'this JSON object has none of the site-data sections (dbPrincipal, dbServices, ...)';
  }
  const principal = raw.dbPrincipal;
  const name = isObject(principal) ? principal.name : undefined;
  // The schema reads a name written as a number as text.
  const text = typeof name === 'string' ? name : typeof name === 'number' && Number.isFinite(name) ? String(name) : '';
  return hasVisibleText(text) ? null : NO_NAME;
}

export const isUsableRecord = (raw: unknown): boolean => recordUnusable(raw) === null;
