import path from 'node:path';
import { normalizeEnv, shellKey, shellKeyId } from './build-env';
import { codeVersion, ensureShell } from './fleet/run';

const ROOT = path.resolve(import.meta.dirname, '..');
const shells = new Map<string, Promise<string>>();

/**
 * The built shell (the Vite builds: app, server renderer, worker) for these variables' base path
 * and switches: built once per code version into `.cache/shells/` (the fleet's, ensureShell) and
 * shared by every build in this process with the same key, and by later runs of the same code.
 * `npm run build` with `CANOPY_SHELL_DIR` set to it runs only the tenant stage, and writes the
 * same files as a full build (tests/build/fleet.test.ts compares them byte for byte). Used by the
 * test builds, the bundle budget and Lighthouse CI, which build many tenants of one code version.
 */
export function shellFor(env: Record<string, string | undefined>, root = ROOT): Promise<string> {
  const key = shellKey(normalizeEnv(env));
  const id = `${root}:${shellKeyId(key)}`;
  let shell = shells.get(id);
  if (!shell) {
    shell = ensureShell(key, codeVersion(root), root);
    shells.set(id, shell);
    // A failed build is not kept: the next caller tries again.
    shell.catch(() => shells.delete(id));
  }
  return shell;
}
