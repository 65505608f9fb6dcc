import crypto from 'node:crypto';
import { loadEnv } from 'vite';
import { normalizeBasePath, readTimeZone } from '../src/config/env.ts';
import { assertSettings, SETTING_KEYS, type RawEnv, type SettingKey } from '../src/contract/settings.ts';

/**
 * A build is two parts: the **shell** (the Vite builds of the app, the server
 * renderer and the worker), which depends only on the code, the base path and two feature
 * switches, and the **tenant stage** (scripts/tenant-stage.ts: record, pages, images, manifests,
 * icons, headers, the worker's precache list), which depends on the tenant. Tenant settings
 * reach the page at run time (`<script id="canopy-env">` in every page, `self.__CANOPY_ENV__`
 * in the worker), so one shell serves every tenant with the same key.
 */
export const ENV_KEYS: readonly SettingKey[] = SETTING_KEYS;

/**
 * The tenant's variables: the environment wins over `.env` files (README: Configuration). A
 * value that breaks its rule (src/contract/settings.ts) stops the build with its variable's
 * name (`SettingsError`).
 */
export function readBuildEnv(mode = 'production', root = process.cwd(), source: NodeJS.ProcessEnv = process.env): RawEnv {
  const fileEnv = loadEnv(mode, root, '');
  const raw: RawEnv = Object.fromEntries(ENV_KEYS.map((k) => [k, source[k] ?? fileEnv[k]]));
  assertSettings(raw);
  return normalizeEnv(raw);
}

/** The same settings in one order, trimmed, without empty ones: every page carries them byte for byte. */
export function normalizeEnv(raw: RawEnv): RawEnv {
  const env: RawEnv = {};
  for (const k of ENV_KEYS) {
    const value = raw[k]?.trim();
    if (value) env[k] = value;
  }
  return env;
}

/** What the shell depends on besides the code. */
export interface ShellKey {
  basePath: string;
  /** A time zone is set: the open-now code is in the bundle. */
  openNow: boolean;
  /** An events endpoint is set: the events code is in the bundle. */
  events: boolean;
}

export function shellKey(env: RawEnv): ShellKey {
  return { basePath: normalizeBasePath(env.BASE_PATH), openNow: readTimeZone(env.VITE_TIME_ZONE) !== '', events: !!env.VITE_EVENTS_URL?.trim() };
}

export function shellKeyId(key: ShellKey): string {
  return crypto.createHash('sha1').update(JSON.stringify([key.basePath, key.openNow, key.events])).digest('hex').slice(0, 12);
}

/** The variables a shell build sees: its key and nothing of any tenant (every other key empty). */
export function shellBuildEnv(key: ShellKey): Record<string, string> {
  const env: Record<string, string> = Object.fromEntries(ENV_KEYS.map((k) => [k, '']));
  env.BASE_PATH = key.basePath;
  env.CANOPY_SHELL_OPEN_NOW = key.openNow ? '1' : '0';
  env.CANOPY_SHELL_EVENTS = key.events ? '1' : '0';
  return env;
}
