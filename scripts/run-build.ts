import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * `npm run build` (prerender included) with these variables into `outDir`, in a child process
 * that does not block this one (so a data service this process runs keeps answering). Resolves
 * with the exit code and everything the build printed. Used by the test builds (the fleet runs
 * the same tenant stage in its workers, scripts/fleet/worker.ts).
 */
export function runBuild(env: Record<string, string | undefined>, outDir: string, root = ROOT): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    // `npm run build` is `tsx scripts/build.ts`: run it without npm's start-up (the fleet runs it per tenant).
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'build.ts')], {
      cwd: root,
      // NODE_ENV=production: a test runner's NODE_ENV=test would make Vite ship React's development build.
      env: { ...process.env, NODE_ENV: 'production', ...env, CANOPY_OUT_DIR: outDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
