import type { z } from 'zod';
import { defOf } from '../../src/site-data/parse';
import { siteDataSchema, urlSchemas } from '../../src/site-data/schema';


export interface FoundUrl {
  path: string;
  value: unknown;
}

/**
 * Every value of a parsed record that sits where the schema says "URL" (logo, images, links,
 * maps...), found by walking the schema and the output side by side. Tests use it to assert
 * that nothing unsafe survived the parser, wherever it came from.
 */
export function urlValues(data: unknown, schema: z.ZodType = siteDataSchema, path = ''): FoundUrl[] {
  if (data === undefined || data === null) return [];
  if (urlSchemas.has(schema)) return [{ path, value: data }];
  const def = defOf(schema);
  switch (def.type) {
    case 'default':
    case 'optional':
    case 'nullable':
    case 'pipe':
      return def.innerType ? urlValues(data, def.innerType, path) : [];
    case 'object':
      if (typeof data !== 'object') return [];
      return Object.entries(def.shape!).flatMap(([k, child]) =>
        urlValues((data as Record<string, unknown>)[k], child, path ? `${path}.${k}` : k),
      );
    case 'array':
      return Array.isArray(data) ? data.flatMap((item, i) => urlValues(item, def.element!, `${path}[${i}]`)) : [];
    default:
      return [];
  }
}

/** Every string anywhere in a value, with its path (for "no markup/scheme leaked" checks). */
export function allStrings(value: unknown, path = ''): FoundUrl[] {
  if (typeof value === 'string') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => allStrings(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => allStrings(v, path ? `${path}.${k}` : k));
  return [];
}

const SAFE = /^(https?:\/\/[^/\\]|tel:|mailto:|sms:)/i;

/** A URL value the app may render: a string starting with https/http/tel/mailto/sms. */
export function isRenderableUrl(v: unknown): boolean {
  return typeof v === 'string' && SAFE.test(v) && !/[\u0000-\u001F\u007F\s]/.test(v);
}
