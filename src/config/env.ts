import { normalizeBasePath, readEndpoints, recordPath, stripSlash } from '../contract/endpoints.ts';
import type { RawEnv } from '../contract/settings';
import { ZONE_OFFSETS_KEY } from '../site-data/zone-offsets.ts';

/**
 * Build-time configuration. Every variable is optional; with none set the app serves the
 * embedded demo tenant from its own static files, so `npm start` needs no other service. The
 * build refuses a value that breaks its rule (src/contract/settings.ts); the page reads what the
 * build wrote leniently (anything unreadable is the default), never stopping.
 */
export interface AppConfig {
  /** Base path the site is served under, always with leading and trailing slash. */
  basePath: string;
  /** Data service base URL; the record is `${dataUrl}/paginas/${pageId}`. */
  dataUrl: string;
  pageId: string;
  /** Reviews service base; reviews are `${reviewsUrl}/api/reviews/${docId}`. */
  reviewsUrl: string;
  /** Visits counter endpoint, or '' when the deployment has none (widget hidden). */
  visitsUrl: string;
  /** Anonymous events endpoint (docs/events.md), or '' when the deployment has none (nothing sent, no code loaded). */
  eventsUrl: string;
  /** Public origin of the site (for canonical links), or ''. */
  siteUrl: string;
  /** Forecast API base (Open-Meteo compatible). */
  weatherUrl: string;
  /** Geocoding API base (Open-Meteo compatible). */
  geocodeUrl: string;
  /** True when the embedded demo tenant is used (no data service configured). */
  isDemo: boolean;
  /**
   * An image service for photos the build has not seen (`https://img.example.com/{width}/{url}`),
   * or '' (they load from their own URL). README § Photos.
   */
  imageUrlTemplate: string;
  /** The business's IANA time zone, or '' (unset or unknown): then no open/closed state is shown. */
  timeZone: string;
  /** The build's table of that zone's offsets as written (src/site-data/zone-offsets.ts: read by the open/closed line's code), or ''. */
  zoneOffsets: string;
  /**
   * The form relay deduplicates on `Idempotency-Key` (docs/relay-contract.md): only then does a
   * lead carry the header. Off by default: a relay whose CORS preflight allows `Content-Type`
   * only refuses any other header, and the browser cannot tell that refusal from a dead host.
   */
  relayIdempotency: boolean;
  /**
   * The form relay accepts files (docs/relay-contract.md § Photos): only then does the form offer
   * photos and send a lead as `multipart/form-data`. Off by default: a relay in service expects JSON.
   */
  relayFiles: boolean;
}

export { normalizeBasePath };

/** The build's variables, declared once with their rules in src/contract/settings.ts. */
export type { RawEnv };

/** An IANA zone this runtime knows, or '' (a visitor's own zone would be wrong for the business). */
export function readTimeZone(raw: string | undefined): string {
  const name = raw?.trim() ?? '';
  if (!name) return '';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name;
  } catch {
    return '';
  }
}

/**
 * A template with `{width}` and `{url}` on an http(s) service, or '' (anything else is ignored).
 * No space, comma or quote anywhere: in a `srcset` they would start another candidate.
 */
export function readImageTemplate(raw: string | undefined): string {
  const t = raw?.trim() ?? '';
  return /^https?:\/\/[^/{}]+\//i.test(t) && !/[\s,;'"<>\\]/.test(t) && t.includes('{width}') && t.includes('{url}') ? t : '';
}

/** A yes/no setting: `1`, `true` or `yes` (any case) is yes; anything else, or unset, is no. */
export function readFlag(raw: string | undefined): boolean {
  return /^(1|true|yes)$/i.test(raw?.trim() ?? '');
}

/** Pure: turns raw variables into the app's configuration (also used by build scripts). */
/** A page's settings: the build's variables and what the build measured for them. */
export type PageEnv = RawEnv & { [ZONE_OFFSETS_KEY]?: string };

export function readConfig(env: PageEnv): AppConfig {
  const { basePath, dataUrl, pageId, reviewsUrl, isDemo } = readEndpoints(env);
  const zoneOffsets = env[ZONE_OFFSETS_KEY] ?? '';
  let timeZone: string | undefined;
  return {
    basePath,
    dataUrl,
    pageId,
    reviewsUrl,
    visitsUrl: env.VITE_VISITS_URL?.trim() ?? '',
    eventsUrl: env.VITE_EVENTS_URL?.trim() ?? '',
    siteUrl: stripSlash(env.VITE_SITE_URL?.trim() ?? ''),
    weatherUrl: stripSlash(env.VITE_WEATHER_URL?.trim() || 'https://api.open-meteo.com'),
    geocodeUrl: stripSlash(env.VITE_GEOCODE_URL?.trim() || 'https://geocoding-api.open-meteo.com'),
    isDemo,
    /**
     * Checked when first read, not here: the check is the page's first `Intl.DateTimeFormat`
     * (ICU's date data), ~30 ms of the entry's first task after the first paint on a fast
     * machine, ~120 ms at 4x, counted as blocking; only the open/closed line reads it. A zone
     * the build measured (`zoneOffsets`) is known: no check at all.
     */
    get timeZone() {
      return (timeZone ??= zoneOffsets ? (env.VITE_TIME_ZONE?.trim() ?? '') : readTimeZone(env.VITE_TIME_ZONE));
    },
    set timeZone(value: string) {
      timeZone = value;
    },
    zoneOffsets,
    imageUrlTemplate: readImageTemplate(env.VITE_IMAGE_URL_TEMPLATE),
    relayIdempotency: readFlag(env.VITE_RELAY_IDEMPOTENCY),
    relayFiles: readFlag(env.VITE_RELAY_FILES),
  };
}

declare const __CANOPY_ENV__: RawEnv | undefined;

/** The element every built page carries with its tenant's settings (scripts/tenant-stage.ts). */
export const ENV_ID = 'canopy-env';

/**
 * The tenant's settings at run time: in the page, from the `canopy-env` JSON every built page
 * carries (one app bundle serves every tenant); on the dev server and in unit tests,
 * from the `define` of their configs. A missing or broken element reads as no settings (the
 * demo). The server render does not read this: it is handed each tenant's settings
 * (src/entry-server.tsx), which components read through `useConfig` (src/hooks/use-config.tsx).
 */
export function runtimeEnv(): PageEnv {
  const defined = typeof __CANOPY_ENV__ === 'undefined' ? undefined : __CANOPY_ENV__;
  if (typeof document !== 'undefined') {
    const text = document.getElementById(ENV_ID)?.textContent;
    if (text) {
      try {
        const value: unknown = JSON.parse(text);
        if (value && typeof value === 'object' && !Array.isArray(value)) return value as PageEnv;
      } catch {
        // fall through
      }
    }
    return defined ?? {};
  }
  return defined ?? {};
}

/** The configuration of the tenant this page belongs to. */
export const config: AppConfig = readConfig(runtimeEnv());

export function recordUrl(c: AppConfig = config): string {
  return recordPath(c);
}

export function reviewsEndpoint(docId: string, c: AppConfig = config): string {
  return c.reviewsUrl ? `${c.reviewsUrl}/api/reviews/${encodeURIComponent(docId)}` : '';
}
