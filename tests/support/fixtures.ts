import fs from 'node:fs';
import path from 'node:path';

const FIXTURES = path.resolve(import.meta.dirname, '..', 'fixtures');

/** Placeholders the tenant fixtures carry instead of origins, so every port block can serve them. */
export interface FixtureVars {
  /** The form relay endpoint (`linkPostEmail`). */
  RELAY?: string;
  /** The image bucket origin; images are `{{BUCKET}}/img/<file>`. */
  BUCKET?: string;
}

/** Origins used when a test does not serve the fixture (unit tests): never contacted. */
export const DEFAULT_FIXTURE_VARS: Required<FixtureVars> = {
  RELAY: 'https://relay.example/send',
  BUCKET: 'https://bucket.example',
};

export function fixturePath(name: string): string {
  return path.join(FIXTURES, name.endsWith('.json') ? name : `${name}.json`);
}

/** The fixture's text with `{{RELAY}}` and `{{BUCKET}}` replaced (values JSON-escaped). */
export function fixtureText(name: string, vars: FixtureVars = {}): string {
  const v = { ...DEFAULT_FIXTURE_VARS, ...vars };
  const esc = (s: string) => JSON.stringify(s).slice(1, -1);
  return fs
    .readFileSync(fixturePath(name), 'utf8')
    .replaceAll('{{RELAY}}', esc(v.RELAY))
    .replaceAll('{{BUCKET}}', esc(v.BUCKET.replace(/\/+$/, '')));
}

/** Loads a fixture record (`tenant-a`, `hostile.json`, ...) with its placeholders filled. */
export function loadTenant(name: string, vars: FixtureVars = {}): unknown {
  return JSON.parse(fixtureText(name, vars)) as unknown;
}

/** Every fixture file name in tests/fixtures. */
export function fixtureNames(): string[] {
  return fs
    .readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.json'))
    .sort();
}

/**
 * A whole Spanish site: tenant-b-es with the one-page switch (`simpleWidgets[3]`, the
 * reduced site) off, so it has its own contact page, service pages and digital card. Served as
 * page id `tenant-es-full` (open-now browser tests, the Spanish JSON-LD).
 */
export const SPANISH_FULL_ID = 'tenant-es-full';
export function spanishFullTenant(vars: FixtureVars = {}): Record<string, unknown> {
  const record = loadTenant('tenant-b-es', vars) as Record<string, unknown> & { simpleWidgets: { val: string; activo: boolean }[] };
  return { ...record, simpleWidgets: record.simpleWidgets.map((w, i) => (i === 3 ? { ...w, activo: false } : w)) };
}
