import { parseSiteData, type ParseResult } from '../src/site-data/parse';
import { siteDataSchema } from '../src/site-data/schema';

/**
 * Why a parsed JSON value cannot be built into a site, or null when it can. One rule for the
 * validator, `npm run build` (scripts/prerender.ts) and the fleet: a data service in trouble
 * may answer 200 with `{}` or `{"error":"not found"}`, and a build of that would publish a
 * site with no name and no services over the good one.
 */
export function recordUnusable(raw: unknown, parsed: ParseResult = parseSiteData(raw)): string | null {
  if (!parsed.usable) return `the record must be a JSON object, got ${raw === null ? 'null' : Array.isArray(raw) ? 'a list' : typeof raw}`;
  // An object with none of the record's sections is some other JSON file, not a record with gaps.
  const known = Object.keys(siteDataSchema.shape).filter((k) => Object.prototype.hasOwnProperty.call(raw, k));
  if (known.length === 0) return 'this JSON object has none of the site-data sections (dbPrincipal, dbServices, ...)';
  if (!parsed.data.dbPrincipal.name.trim()) return NO_NAME;
  return null;
}

export const NO_NAME = 'the record has no business name (dbPrincipal.name): a site built from it would have no name';
