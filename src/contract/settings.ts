/**
 * The build's settings, declared once: each variable of a single build's environment, the field
 * a fleet's `tenants.json` names it by, and the rule its value must follow. Everything else
 * derives from this list: the page's and the worker's variables (`RawEnv`, `EndpointEnv`), the
 * build's (scripts/build-env.ts `ENV_KEYS`), the tenant schema and its environment
 * (scripts/fleet/tenants.ts), and README § Configuration (a test holds the table to it).
 *
 * A value breaking its rule stops the build with the variable's name: settings are written into
 * every page, the manifest link, robots.txt, the sitemap, `srcset` and the CSP, where a quote, a
 * line break or a comma would change what those say.
 */

/** How a value is checked; `flag` is a yes/no (`true`/`false` in tenants.json). */
export type SettingKind = 'basePath' | 'baseUrl' | 'endpoint' | 'pageId' | 'timeZone' | 'imageTemplate' | 'flag' | 'seconds' | 'origins';

interface SettingDef {
  /** Its name in `tenants.json`. */
  field: string;
  kind: SettingKind;
  /** Every fleet tenant names it (a single build without it is the demo). */
  fleetRequired?: true;
  /** Read by the build alone: never written into the pages or the worker. */
  buildOnly?: true;
}

/** In the order every page carries them (scripts/build-env.ts `normalizeEnv`); the build's own last. */
export const SETTINGS = {
  BASE_PATH: { field: 'basePath', kind: 'basePath' },
  VITE_SITE_DATA_URL: { field: 'dataUrl', kind: 'baseUrl', fleetRequired: true },
  VITE_PAGE_ID: { field: 'pageId', kind: 'pageId', fleetRequired: true },
  VITE_REVIEWS_URL: { field: 'reviewsUrl', kind: 'baseUrl' },
  VITE_VISITS_URL: { field: 'visitsUrl', kind: 'endpoint' },
  VITE_EVENTS_URL: { field: 'eventsUrl', kind: 'endpoint' },
  VITE_SITE_URL: { field: 'siteUrl', kind: 'baseUrl' },
  VITE_WEATHER_URL: { field: 'weatherUrl', kind: 'baseUrl' },
  VITE_GEOCODE_URL: { field: 'geocodeUrl', kind: 'baseUrl' },
  VITE_TIME_ZONE: { field: 'timeZone', kind: 'timeZone' },
  VITE_IMAGE_URL_TEMPLATE: { field: 'imageUrlTemplate', kind: 'imageTemplate' },
  VITE_RELAY_IDEMPOTENCY: { field: 'relayIdempotency', kind: 'flag' },
  IMAGE_DEADLINE_SECONDS: { field: 'imageDeadlineSeconds', kind: 'seconds', buildOnly: true },
  IMAGE_TRUSTED_ORIGINS: { field: 'imageTrustedOrigins', kind: 'origins', buildOnly: true },
} as const satisfies Record<string, SettingDef>;

export type SettingKey = keyof typeof SETTINGS;

export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

/** A build's settings as variables (unset, or the text given). */
export type RawEnv = { [K in SettingKey]?: string };

type FieldOf<K extends SettingKey> = (typeof SETTINGS)[K]['field'];
type ValueOf<K extends SettingKey> = (typeof SETTINGS)[K]['kind'] extends 'flag' ? boolean : (typeof SETTINGS)[K]['kind'] extends 'seconds' ? number : string;
type FleetRequired = { [K in SettingKey]: (typeof SETTINGS)[K] extends { fleetRequired: true } ? K : never }[SettingKey];

/** A tenant's settings as `tenants.json` names them. */
export type TenantSettings = { [K in FleetRequired as FieldOf<K>]: ValueOf<K> } & { [K in Exclude<SettingKey, FleetRequired> as FieldOf<K>]?: ValueOf<K> };

// ---- The rules ------------------------------------------------------------------------------

/**
 * The characters a URL setting may hold: RFC 3986's, without the quote, the comma and the
 * semicolon (they end a `srcset` candidate, a header list or a CSP directive). No space, no
 * line break, no `<`, `>` or `"`.
 */
const URL_CHARS = /^[A-Za-z0-9\-._~:/?#[\]@!$&()*+=%]+$/;
/** A host name or an IP address: nothing a CSP source would read as a wildcard or a keyword. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/i;
const CONTROL = /\p{Cc}/u;

const URL_RULE = 'must be an http(s) URL without spaces, quotes, commas, semicolons or line breaks';

function urlProblem(value: string, { query }: { query: boolean }): string {
  if (!/^https?:\/\//i.test(value) || !URL_CHARS.test(value)) return URL_RULE;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return URL_RULE;
  }
  if (!HOST.test(url.hostname)) return `${URL_RULE} (${JSON.stringify(url.hostname)} is not a host name)`;
  if (url.username || url.password) return 'must not carry a user name or password (every page would publish it)';
  if (value.includes('#')) return 'must not have a #fragment';
  if (!query && value.includes('?')) return 'must not have a ?query (the site adds paths to it)';
  return '';
}

const TEMPLATE_RULE = 'must be an http(s) URL with {width} and {url} after its host (e.g. https://img.example.com/{width}/{url}), without spaces, quotes, commas, semicolons or line breaks';

/** The image service's template: each `{width}` and `{url}` filled, it is a URL as above. */
function templateProblem(value: string): string {
  if (!value.includes('{width}') || !value.includes('{url}') || !/^https?:\/\/[^/{}]+\//i.test(value)) return TEMPLATE_RULE;
  const filled = urlProblem(value.replaceAll('{width}', '800').replaceAll('{url}', 'photo'), { query: true });
  return filled === URL_RULE ? TEMPLATE_RULE : filled;
}

/** `site`, `/site`, `/site/` (the build adds the slashes); segments of letters, digits, `.`, `_`, `~`, `-`, none only dots. */
function basePathProblem(value: string): string {
  const path = `${value.startsWith('/') ? '' : '/'}${value}${value.endsWith('/') ? '' : '/'}`;
  return /^\/(?:[\w.~-]+\/)*$/.test(path) && !/\/\.+\//.test(path) ? '' : 'must be a path like / or /site/ (letters, digits, dots, dashes, underscores)';
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Space-separated origins (`http://127.0.0.1:9000`): a scheme, a host and maybe a port, nothing after. */
function originsProblem(value: string): string {
  const rule = 'must be http(s) origins such as http://127.0.0.1:9000 (no path), separated by spaces';
  for (const origin of value.split(/ +/)) {
    if (urlProblem(origin, { query: false })) return rule;
    if (new URL(origin).origin !== origin.replace(/\/$/, '')) return rule;
  }
  return '';
}

const RULES: Record<Exclude<SettingKind, 'flag'>, (value: string) => string> = {
  basePath: basePathProblem,
  baseUrl: (v) => urlProblem(v, { query: false }),
  endpoint: (v) => urlProblem(v, { query: true }),
  // A document id: a path segment of the record's URL, and the demo's file name.
  pageId: (v) => (v.length <= 200 && !/[/\\]/.test(v) && !/^\.+$/.test(v) ? '' : 'must be 1-200 characters, with no / or \\, and not . or ..'),
  timeZone: (v) => (isTimeZone(v) ? '' : 'must be an IANA time zone this build knows, e.g. America/Chicago'),
  imageTemplate: templateProblem,
  seconds: (v) => (/^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= 86_400 ? '' : 'must be a whole number of seconds from 1 to 86400'),
  origins: originsProblem,
};

const FLAG = /^(1|true|yes|0|false|no)$/i;

/**
 * What is wrong with a setting's text, or '' when nothing is: said as the end of a sentence that
 * starts with its name (`VITE_SITE_URL must be ...`). Blank is unset, which is always fine; a
 * control character (a line break) anywhere is refused, not trimmed.
 */
export function settingProblem(key: SettingKey, raw: string): string {
  if (CONTROL.test(raw)) return 'must not contain line breaks or other control characters';
  const value = raw.trim();
  if (!value) return '';
  const { kind } = SETTINGS[key];
  if (kind === 'flag') return FLAG.test(value) ? '' : 'must be 1, true or yes (or 0, false, no)';
  return RULES[kind](value);
}

/** `got "..."`, shortened, with its line breaks shown. */
function shown(raw: string): string {
  const text = JSON.stringify(raw);
  return text.length > 80 ? `${text.slice(0, 77)}..."` : text;
}

/** Every bad setting of a build's environment, one line each, naming its variable. */
export function envProblems(env: RawEnv): string[] {
  const out: string[] = [];
  for (const key of SETTING_KEYS) {
    const raw = env[key];
    if (raw === undefined) continue;
    const problem = settingProblem(key, raw);
    if (problem) out.push(`${key} ${problem} (got ${shown(raw)})`);
  }
  return out;
}

/** The variables of a tenant's settings (a yes is `1`, a no is unset): what `npm run build` would be given. */
export function settingsEnv(t: Partial<Record<string, string | boolean | number>>): RawEnv {
  const env: RawEnv = {};
  for (const key of SETTING_KEYS) {
    const value = t[SETTINGS[key].field];
    if (value === true) env[key] = '1';
    else if (typeof value === 'number') env[key] = String(value);
    else if (typeof value === 'string' && value) env[key] = value;
  }
  return env;
}

/** The settings a page and the worker carry: the build's own (`buildOnly`) left out. */
export function pageEnv(env: RawEnv): RawEnv {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !('buildOnly' in (SETTINGS[key as SettingKey] ?? {})))) as RawEnv;
}

/** A build stopped by its settings: the message names each bad variable. */
export class SettingsError extends Error {}

/** Stops a build whose settings break their rules (`npm run build`, the tenant stage). */
export function assertSettings(env: RawEnv): void {
  const problems = envProblems(env);
  if (problems.length) throw new SettingsError(`the build's settings are not usable:\n  ${problems.join('\n  ')}`);
}
