import fs from 'node:fs';
import { z } from 'zod';
import { SETTING_KEYS, SETTINGS, settingProblem, settingsEnv, type RawEnv, type SettingKey, type TenantSettings } from '../../src/contract/settings';

/**
 * The fleet's tenant list (`tenants.json`, README § Operating a fleet): one entry per site, the
 * same settings as a single build's environment variables, under the names and with the rules
 * of their one declaration (src/contract/settings.ts). Every entry is checked on its own; a bad
 * one is reported by its index and id, and the others still build.
 */
function settingSchema(key: SettingKey) {
  const { kind } = SETTINGS[key];
  const required = 'fleetRequired' in SETTINGS[key];
  // Said as a single build says it (`must be ...`), with the variable and the value given.
  const says = (problem: string, value: unknown) => (value === undefined ? `${problem} (${key})` : `${problem} (${key}; got ${JSON.stringify(value).slice(0, 80)})`);
  if (kind === 'flag') {
    const flag = z.boolean({ error: (issue) => says('must be true or false', issue.input) });
    return required ? flag : flag.optional();
  }
  if (kind === 'seconds') {
    return z
      .number({ error: (issue) => says('must be a number of seconds', issue.input) })
      .superRefine((value, ctx) => {
        const problem = settingProblem(key, String(value));
        if (problem) ctx.addIssue({ code: 'custom', message: says(problem, value) });
      })
      .optional();
  }
  const text = z
    .string({ error: (issue) => says(issue.input === undefined ? 'is missing' : 'must be text', issue.input) })
    .superRefine((value, ctx) => {
      const problem = value.trim() ? settingProblem(key, value) : required ? 'is empty' : '';
      if (problem) ctx.addIssue({ code: 'custom', message: says(problem, value) });
    })
    .transform((value) => value.trim());
  return required ? text : text.optional();
}

export type Tenant = { id: string } & TenantSettings;

export const tenantSchema = z
  .object({
    /** Folder name under the output (`sites/<id>/`): lower-case letters, digits and dashes. */
    id: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, 'must be 1-64 lower-case letters, digits or dashes'),
    ...Object.fromEntries(SETTING_KEYS.map((key) => [SETTINGS[key].field, settingSchema(key)])),
  })
  .strict() as unknown as z.ZodType<Tenant>;

/** The environment of `npm run build` for this tenant (what a single build would be given). */
export function tenantEnv(t: Tenant): RawEnv {
  return settingsEnv(t);
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
