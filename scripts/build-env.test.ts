// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SettingsError } from '../src/contract/settings';
import { HOSTILE_SETTINGS } from '../tests/support/hostile-settings';
import { readBuildEnv } from './build-env';

const ROOT = path.resolve(import.meta.dirname, '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-build-env-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("a single build's settings", () => {
  it.each(HOSTILE_SETTINGS)('%s %j from the environment stops the build, naming the variable', (key, value) => {
    expect(() => readBuildEnv('production', dir, { [key]: value })).toThrow(SettingsError);
    expect(() => readBuildEnv('production', dir, { [key]: value })).toThrow(new RegExp(`\\n  ${key} must`));
  });

  it('a bad value in a .env file is refused as well, and every bad variable is named at once', () => {
    const root = fs.mkdtempSync(path.join(dir, 'dotenv-'));
    fs.writeFileSync(path.join(root, '.env'), 'VITE_IMAGE_URL_TEMPLATE="https://img.example.com/{width}/{url}, x.jpg 9w"\n');
    expect(() => readBuildEnv('production', root, { BASE_PATH: '/x"><b>' })).toThrow(/BASE_PATH must[^\n]*\n {2}VITE_IMAGE_URL_TEMPLATE must/);
  });

  it('good settings pass, trimmed, in the one order, without blank ones', () => {
    const env = readBuildEnv('production', dir, { VITE_SITE_URL: ' https://acme.example ', BASE_PATH: 'site', VITE_EVENTS_URL: '', VITE_RELAY_IDEMPOTENCY: 'yes' });
    expect(env).toEqual({ BASE_PATH: 'site', VITE_SITE_URL: 'https://acme.example', VITE_RELAY_IDEMPOTENCY: 'yes' });
  });

  it("the tenant stage refuses them too, whoever calls it (a fleet's worker), before writing anything", async () => {
    const { runTenantStage } = await import('./tenant-stage');
    const outDir = path.join(dir, 'stage');
    await expect(runTenantStage({ outDir, ssrEntry: '', env: { VITE_SITE_URL: 'https://acme.example\nDisallow: /' } })).rejects.toThrow(/VITE_SITE_URL must not contain line breaks/);
    expect(fs.existsSync(outDir)).toBe(false);
  });

  it('`npm run build` exits 1 with one clear line per bad variable, before building anything', () => {
    const out = path.join(dir, 'out');
    const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/build.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
      // A shell folder that does not exist: were the settings taken, the build would fail there instead, quickly.
      env: { ...process.env, BASE_PATH: '/x"><script>alert(1)</script>', VITE_SITE_URL: 'javascript:alert(1)', CANOPY_OUT_DIR: out, CANOPY_SHELL_DIR: path.join(dir, 'no-shell') },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^error: the build's settings are not usable:\n {2}BASE_PATH must be a path like \/ or \/site\/.*\n {2}VITE_SITE_URL must be an http\(s\) URL/m);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(fs.existsSync(out)).toBe(false);
    // tsx and the build's imports take 5-20 s to start on a loaded machine.
  }, 90_000);
});
