import fs from 'node:fs';
import { z } from 'zod';
import { readImageTemplate, type RawEnv } from '../../src/config/env';

/**
 * The fleet's tenant list (`tenants.json`, README § Operating a fleet): one entry per site, the
 * same settings as a single build's environment variables. Every entry is checked on its own;
 * a bad one is reported by its index and id and the others still build.
 */
const httpUrl = z.string().trim().regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'must be an http(s) URL');
const optionalUrl = httpUrl.optional();

export const tenantSchema = z
  .object({
    /** Folder name under the output (`sites/<id>/`): lower-case letters, digits and dashes. */
    id: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, 'must be 1-64 lower-case letters, digits or dashes'),
    dataUrl: httpUrl,
    pageId: z.string().trim().min(1, 'is empty').max(200),
    siteUrl: optionalUrl,
    basePath: z.string().regex(/^\/([\w.-]+\/)*$/, 'must look like / or /site/').optional(),
    reviewsUrl: optionalUrl,
    visitsUrl: optionalUrl,
    eventsUrl: optionalUrl,
    weatherUrl: optionalUrl,
    geocodeUrl: optionalUrl,
    timeZone: z.string().trim().min(1).optional(),
    imageUrlTemplate: z.string().trim().refine((t) => readImageTemplate(t) !== '', 'must be an http(s) URL with {width} and {url}').optional(),
    /** The form relay deduplicates on `Idempotency-Key` (docs/relay-contract.md § Deduplicating relays). */
    relayIdempotency: z.boolean().optional(),
  })
  .strict();

export type Tenant = z.infer<typeof tenantSchema>;

/** The environment of `npm run build` for this tenant (what a single build would be given). */
export function tenantEnv(t: Tenant): RawEnv {
  const env: RawEnv = { VITE_SITE_DATA_URL: t.dataUrl, VITE_PAGE_ID: t.pageId };
  if (t.siteUrl) env.VITE_SITE_URL = t.siteUrl;
  if (t.basePath) env.BASE_PATH = t.basePath;
  if (t.reviewsUrl) env.VITE_REVIEWS_URL = t.reviewsUrl;
  if (t.visitsUrl) env.VITE_VISITS_URL = t.visitsUrl;
  if (t.eventsUrl) env.VITE_EVENTS_URL = t.eventsUrl;
  if (t.weatherUrl) env.VITE_WEATHER_URL = t.weatherUrl;
  if (t.geocodeUrl) env.VITE_GEOCODE_URL = t.geocodeUrl;
  if (t.timeZone) env.VITE_TIME_ZONE = t.timeZone;
  if (t.imageUrlTemplate) env.VITE_IMAGE_URL_TEMPLATE = t.imageUrlTemplate;
  if (t.relayIdempotency) env.VITE_RELAY_IDEMPOTENCY = '1';
  return env;
}

export interface TenantList {
  tenants: Tenant[];
  /** One line per bad entry: `tenants[2] (acme): dataUrl must be an http(s) URL`. */
  errors: string[];
}

/** Reads and checks the list. A file that is not a JSON array is one error for the whole list. */
export function readTenants(text: string): TenantList {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    return { tenants: [], errors: [`not JSON: ${err instanceof Error ? err.message : String(err)}`] };
  }
  if (!Array.isArray(raw)) return { tenants: [], errors: ['must be a JSON array of tenants'] };
  const tenants: Tenant[] = [];
  const errors: string[] = [];
  const ids = new Set<string>();
  raw.forEach((entry, i) => {
    const label = `tenants[${i}]${entry && typeof entry === 'object' && typeof (entry as { id?: unknown }).id === 'string' ? ` (${(entry as { id: string }).id})` : ''}`;
    const parsed = tenantSchema.safeParse(entry);
    if (!parsed.success) {
      errors.push(`${label}: ${parsed.error.issues.map((iss) => `${iss.path.join('.') || 'entry'} ${iss.message}`).join('; ')}`);
      return;
    }
    if (ids.has(parsed.data.id)) {
      errors.push(`${label}: id is used twice`);
      return;
    }
    ids.add(parsed.data.id);
    tenants.push(parsed.data);
  });
  return { tenants, errors };
}

export function readTenantsFile(file: string): TenantList {
  try {
    return readTenants(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    return { tenants: [], errors: [`cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`] };
  }
}
