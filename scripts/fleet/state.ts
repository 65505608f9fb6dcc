import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../fs-atomic';
import { withFileLock } from '../file-lock';
import { tenantEnv, type Tenant } from './tenants';

/**
 * `sites/.fleet-state.json`: what each tenant's last good build was made from (record
 * fingerprint, settings, code, the data service's validators), read and written under a lock.
 */

/** Kept beside the output (`sites/.fleet-state.json`): what each tenant's last good build was made from. */
export interface TenantState {
  fingerprint: string;
  settings: string;
  code: string;
  etag?: string;
  lastModified?: string;
  builtAt: string;
}
export type FleetState = Record<string, TenantState>;

export const STATE_FILE = '.fleet-state.json';

const tenantStateSchema = z.object({
  fingerprint: z.string(),
  settings: z.string(),
  code: z.string(),
  etag: z.string().optional(),
  lastModified: z.string().optional(),
  builtAt: z.string(),
});

/**
 * What each tenant's last good build was made from. A state file that cannot be read (garbage,
 * `null`, a list) or an entry of another shape counts as no state, with a warning: those tenants
 * are rebuilt, never the whole run stopped.
 */
export function readState(outDir: string, warn: (message: string) => void = console.warn): FleetState {
  const file = path.join(outDir, STATE_FILE);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') warn(`[fleet] ${file} is not readable (${err instanceof Error ? err.message : String(err)}): treated as empty, every tenant is rebuilt`);
    return {};
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    warn(`[fleet] ${file} holds ${JSON.stringify(raw)?.slice(0, 40)}, not the fleet state: treated as empty, every tenant is rebuilt`);
    return {};
  }
  const state: FleetState = {};
  for (const [id, entry] of Object.entries(raw)) {
    const parsed = tenantStateSchema.safeParse(entry);
    if (parsed.success) state[id] = parsed.data;
    else warn(`[fleet] ${file}: the entry of ${id} is not readable: ${id} is rebuilt`);
  }
  return state;
}

/**
 * Sets (or, with undefined, removes) one tenant's entry of the state file: a read-modify-write
 * under a lock file, so runs and shards writing the same output at once lose no update.
 */
export function updateState(outDir: string, id: string, entry: TenantState | undefined): void {
  const file = path.join(outDir, STATE_FILE);
  withFileLock(`${file}.lock`, () => {
    const state = readState(outDir, () => {});
    if (entry) state[id] = entry;
    else delete state[id];
    writeJson(file, state);
  }, undefined, 'the fleet state');
}

export function writeJson(file: string, value: unknown): void {
  writeFileAtomic(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** The tenant's settings as one short hash: a change rebuilds it. */
export const settingsHash = (t: Tenant) => crypto.createHash('sha1').update(JSON.stringify(tenantEnv(t))).digest('hex').slice(0, 16);
