import type { z } from 'zod';
import { siteDataSchema, linkTextSchemas, positional, relayUrlSchemas, shortLinkSchemas, urlSchemas, type SiteData } from './schema';
import { checkUrl, isRelayUrl, type UrlOptions } from './url-safety';
import { emptySiteData } from './empty';

export interface RecordIssue {
  /** `dbServices[3].description[0].img` */
  path: string;
  message: string;
}

export interface ParseResult {
  data: SiteData;
  issues: RecordIssue[];
  /** False when the input is not a record at all (not an object): nothing in it was usable. */
  usable: boolean;
}

type Walked = { ok: true; value: unknown } | { ok: false };
type Path = ReadonlyArray<string | number>;

interface Ctx extends UrlOptions {
  issues: RecordIssue[];
}

export function formatPath(path: Path): string {
  let out = '';
  for (const seg of path) out += typeof seg === 'number' ? `[${seg}]` : out ? `.${seg}` : seg;
  return out || '(record)';
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  return typeof v === 'object' ? 'an object' : typeof v;
}

// Zod 4 keeps each schema's definition on `_zod.def`; the walker only needs its kind and parts.
export interface ZodDef {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
}
export const defOf = (s: z.ZodType): ZodDef => (s as unknown as { _zod: { def: ZodDef } })._zod.def;

function report(ctx: Ctx, path: Path, message: string): void {
  ctx.issues.push({ path: formatPath(path), message });
}

function walk(schema: z.ZodType, input: unknown, path: Path, ctx: Ctx): Walked {
  const def = defOf(schema);
  switch (def.type) {
    case 'default': {
      if (input === undefined) return { ok: true, value: schema.parse(undefined) };
      const r = walk(def.innerType!, input, path, ctx);
      return r.ok ? r : { ok: true, value: schema.parse(undefined) };
    }
    case 'optional': {
      if (input === undefined) return { ok: true, value: undefined };
      if (input === null) {
        report(ctx, path, 'is null (left out)');
        return { ok: true, value: undefined };
      }
      const r = walk(def.innerType!, input, path, ctx);
      return r.ok ? r : { ok: true, value: undefined };
    }
    case 'nullable':
      return input === null ? { ok: true, value: null } : walk(def.innerType!, input, path, ctx);
    case 'object': {
      if (!isPlainObject(input)) {
        report(ctx, path, input === undefined ? 'missing' : `expected an object, got ${describe(input)}`);
        return { ok: false };
      }
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(def.shape!)) {
        const value = Object.prototype.hasOwnProperty.call(input, key) ? input[key] : undefined;
        const r = walk(child, value, [...path, key], ctx);
        if (!r.ok) return { ok: false };
        if (r.value !== undefined) out[key] = r.value;
      }
      return { ok: true, value: out };
    }
    case 'array': {
      if (!Array.isArray(input)) {
        report(ctx, path, input === undefined ? 'missing' : `expected a list, got ${describe(input)}`);
        return { ok: false };
      }
      const keepPositions = positional.has(schema);
      const out: unknown[] = [];
      input.forEach((item, i) => {
        const r = walk(def.element!, item, [...path, i], ctx);
        if (r.ok) out.push(r.value);
        else if (keepPositions) out.push(structuredClone(positional.get(schema)));
      });
      return { ok: true, value: out };
    }
    default:
      return walkLeaf(schema, input, path, ctx);
  }
}

/** A scheme (even split by whitespace or control characters, as browsers ignore them) or `//host`. */
function looksLikeUrl(s: string): boolean {
  const squashed = s.replace(/[\s\u0000-\u001F\u007F]/g, '');
  return /^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(squashed) || /^[\\/]{2}/.test(squashed);
}

function walkLeaf(schema: z.ZodType, input: unknown, path: Path, ctx: Ctx): Walked {
  if (input === undefined) {
    report(ctx, path, 'missing');
    return { ok: false };
  }
  if (urlSchemas.has(schema)) {
    if (typeof input !== 'string') {
      report(ctx, path, `not a URL (got ${describe(input)})`);
      return { ok: false };
    }
    const bare = shortLinkSchemas.has(schema) && /^\s*(www\.)?g\.page\//i.test(input);
    const verdict = checkUrl(bare ? `https://${input.trim()}` : input, ctx);
    if (!verdict.ok) {
      report(ctx, path, verdict.reason);
      return { ok: false };
    }
    if (relayUrlSchemas.has(schema) && !isRelayUrl(verdict.url)) {
      // A tel:, mailto: or http: "relay" cannot take a lead: the form shows the other channels.
      report(ctx, path, 'the form relay must be an https: URL (or on this site)');
      return { ok: false };
    }
    return { ok: true, value: verdict.url };
  }
  if (linkTextSchemas.has(schema) && typeof input === 'string' && looksLikeUrl(input)) {
    // Relative links are never allowed here: an identifier never starts with a slash.
    const verdict = checkUrl(input);
    if (!verdict.ok) {
      report(ctx, path, verdict.reason);
      return { ok: false };
    }
    return { ok: true, value: verdict.url };
  }
  const r = schema.safeParse(input);
  if (!r.success) {
    report(ctx, path, r.error.issues[0]?.message ?? 'invalid');
    return { ok: false };
  }
  return { ok: true, value: r.data };
}

/** The record a page renders when there is no data at all. */
export { emptySiteData };

/**
 * Tolerant parse of a site-data record. Never throws: every invalid value is dropped or
 * defaulted and reported with its path; unknown fields are ignored; unsafe URLs are removed.
 */
export function parseSiteData(input: unknown, opts: UrlOptions = {}): ParseResult {
  const ctx: Ctx = { ...opts, issues: [] };
  try {
    if (!isPlainObject(input)) {
      report(ctx, [], `not a site-data record (got ${describe(input)})`);
      return { data: emptySiteData(), issues: ctx.issues, usable: false };
    }
    for (const [key, child] of Object.entries(siteDataSchema.shape)) {
      if (input[key] === undefined && defOf(child).type !== 'optional') report(ctx, [key], 'missing (default used)');
    }
    const r = walk(siteDataSchema, input, [], ctx);
    const data = r.ok ? (r.value as SiteData) : emptySiteData();
    return { data, issues: ctx.issues, usable: true };
  } catch (err) {
    report(ctx, [], `could not be read (${err instanceof Error ? err.message : String(err)})`);
    return { data: emptySiteData(), issues: ctx.issues, usable: false };
  }
}
