/**
 * `npm run build`: the shell (Vite: the server renderer, the app and the worker), then the tenant
 * stage on it (scripts/tenant-stage.ts), into CANOPY_OUT_DIR (default `dist/`). With
 * CANOPY_SHELL_DIR (the fleet), the shell is copied from that folder instead of being built:
 * the same files either way, so a tenant's fleet output is its single build.
 */
import './production-env';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readConfig, type RawEnv } from '../src/config/env';
import { SettingsError } from '../src/contract/settings';
import { readBuildEnv } from './build-env';
import { DEMO_DIRS, MissingRecordError } from './build-record';
import { runTenantStage } from './tenant-stage';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Runs Vite; resolves with what it printed (empty when its output went to this process's). */
function run(args: string[], env: NodeJS.ProcessEnv, root: string, stdio: 'inherit' | 'pipe'): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), ...args], { cwd: root, env, stdio: ['ignore', stdio, stdio] });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`vite ${args.join(' ')} exited with ${code}${output ? `: ${output.trim().split('\n').slice(-5).join(' / ')}` : ''}`))));
  });
}

/**
 * Builds the shell: `<outDir>` (the app and the worker) and `<outDir>-ssr` (the server renderer).
 * `env` decides only the base path and the two switches (scripts/build-env.ts). With `stdio`
 * 'pipe' (the fleet's and the tests' shells, scripts/fleet/shells.ts), what Vite printed is kept in
 * `<outDir>.log`, since nobody else sees it: tests/e2e/build-log.test.ts reads it for warnings.
 */
export async function buildShell(outDir: string, env: NodeJS.ProcessEnv = process.env, stdio: 'inherit' | 'pipe' = 'inherit', root = ROOT): Promise<void> {
  const childEnv = { ...env, CANOPY_OUT_DIR: outDir, NODE_ENV: 'production' };
  const ssr = await run(['build', '--ssr', 'src/entry-server.tsx'], childEnv, root, stdio);
  const app = await run(['build'], childEnv, root, stdio);
  if (stdio === 'pipe') fs.writeFileSync(`${outDir}.log`, ssr + app);
}

/**
 * A fresh copy of a built shell's app (`<shell>/client`) as the start of a tenant's site. A
 * tenant's site ships none of the demo business, so the demo's record and photos are not copied.
 */
export function copyShell(shell: string, outDir: string, env: RawEnv): void {
  const client = path.join(shell, 'client');
  const demo = readConfig(env).isDemo;
  const skip = new Set(demo ? [] : DEMO_DIRS.map((d) => path.join(client, d)));
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.cpSync(client, outDir, { recursive: true, filter: (src) => !skip.has(src) });
}

async function main(): Promise<void> {
  const outDir = path.resolve(ROOT, process.env.CANOPY_OUT_DIR || 'dist');
  const shell = process.env.CANOPY_SHELL_DIR;
  let ssrEntry: string;
  const env = readBuildEnv();
  if (shell) {
    copyShell(shell, outDir, env);
    ssrEntry = path.join(shell, 'ssr', 'entry-server.js');
  } else {
    await buildShell(outDir);
    ssrEntry = `${outDir}-ssr/entry-server.js`;
  }
  const started = Date.now();
  const { pages, precached } = await runTenantStage({ outDir, ssrEntry, env, allowNoRecord: process.env.CANOPY_ALLOW_NO_RECORD === '1' });
  console.log(`tenant stage: ${pages} pages, ${precached} files precached, ${((Date.now() - started) / 1000).toFixed(1)} s -> ${path.relative(ROOT, outDir) || '.'}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((err: unknown) => {
    console.error(err instanceof MissingRecordError || err instanceof SettingsError ? `error: ${err.message}` : err);
    process.exit(1);
  });
}
