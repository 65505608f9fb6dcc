import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { runBuild } from '../../scripts/run-build';
import { shellFor } from '../../scripts/shell-cache';
import { waitForLock } from '../../scripts/file-lock';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Fixed local ports for the browser suites. Each Vitest worker (files run two at a time, one a
 * worker) has its own block of 40 (`VITEST_POOL_ID` 1, 2, ...); CANOPY_PORT_BASE moves them all,
 * so two checkouts can run their suites side by side.
 */
export const PORT_BLOCK = 40;
const BASE = Number(process.env.CANOPY_PORT_BASE ?? 47810) + PORT_BLOCK * Math.max(0, Number(process.env.VITEST_POOL_ID ?? 1) - 1);
export const PORTS = { app: BASE, data: BASE + 1, reviews: BASE + 2, relay: BASE + 3, counter: BASE + 4, bucket: BASE + 5, events: BASE + 10, internet: BASE + 20 } as const;
export const LOCAL = (port: number) => `http://127.0.0.1:${port}`;

export const TEST_TIME_ZONE = 'America/Chicago';

/** The environment a test build is made with: every service on 127.0.0.1. */
export function testEnv(pageId: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    VITE_SITE_DATA_URL: LOCAL(PORTS.data),
    VITE_PAGE_ID: pageId,
    VITE_REVIEWS_URL: LOCAL(PORTS.reviews),
    VITE_VISITS_URL: `${LOCAL(PORTS.counter)}/visits`,
    VITE_SITE_URL: LOCAL(PORTS.app),
    // The tenants' business zone: open-now is shown (tests/e2e/open-now.test.ts fixes the clock).
    VITE_TIME_ZONE: TEST_TIME_ZONE,
    // The photo bucket is another service on 127.0.0.1: trusted by name, as an operator would.
    IMAGE_TRUSTED_ORIGINS: LOCAL(PORTS.bucket),
    ...extra,
  };
}

const builtThisRun = new Map<string, Promise<string>>();

/** A build from earlier in this test run (see global-setup.ts) is reused by later suites. */
function builtThisTestRun(marker: string): boolean {
  try {
    const start = Number(fs.readFileSync(path.join(ROOT, '.tmp', 'builds', 'run-start'), 'utf8'));
    return fs.existsSync(marker) && Number(fs.readFileSync(marker, 'utf8')) > start;
  } catch {
    return false;
  }
}

export interface BuildOptions {
  /**
   * `true` (default): the tenant stage on the shell this code version and environment share
   * (scripts/shell-cache.ts), as in the fleet. `false`: a full `npm run build`, Vite included
   * (the fleet suite compares its output with one).
   */
  shell?: boolean;
}

/**
 * Builds the production site (prerender included) with the given variables into its own folder
 * and returns it. The build runs in a child process without blocking this one, so the local
 * services a test started (the data service the prerender reads, the logo the icons are made
 * from) keep answering. One build per distinct environment per test run.
 */
export function buildSite(env: Record<string, string>, { shell = true }: BuildOptions = {}): Promise<string> {
  const key = crypto
    .createHash('sha1')
    .update(JSON.stringify(shell ? env : { ...env, '(full build)': '1' }))
    .digest('hex')
    .slice(0, 10);
  const cached = builtThisRun.get(key);
  if (cached) return cached;
  const outDir = path.join(ROOT, '.tmp', 'builds', key);
  const marker = `${outDir}.built`;
  if (builtThisTestRun(marker)) return Promise.resolve(outDir);
  // Another worker may be making the same build: one makes it, the others wait and take it.
  const build = underBuildLock(`${outDir}.lock`, async () => {
    if (builtThisTestRun(marker)) return outDir;
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.rmSync(`${outDir}-ssr`, { recursive: true, force: true });
    const shellDir = shell ? await shellFor(env) : undefined;
    const { code, output } = await runBuild(shellDir ? { ...env, CANOPY_SHELL_DIR: shellDir } : env, outDir);
    if (code !== 0) throw new Error(`build failed (${code}):\n${output}`);
    // What the build printed (e.g. the image pipeline's report), for tests to read.
    fs.writeFileSync(`${outDir}.log`, output);
    fs.writeFileSync(marker, String(Date.now()));
    return outDir;
  });
  builtThisRun.set(key, build);
  return build;
}

/**
 * Runs `fn` holding `lock` across the test workers (the fleet's lock files, scripts/file-lock.ts:
 * a killed worker's lock is taken over), waiting at most as long as a cold build can take.
 */
async function underBuildLock<T>(lock: string, fn: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  await waitForLock(lock, `the build ${path.basename(lock, '.lock')} another test worker is making`, 20 * 60_000);
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

export function readFixture(name: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'tests', 'fixtures', name), 'utf8'));
}

/**
 * The JSON a built page names by `id` (`canopy-record` for the page's record file, `canopy-images`
 * for its image map): the file the build wrote beside the pages (`data-src`), read from the build
 * folder.
 */
export function builtPageJson(html: string, outDir: string, id: string): unknown {
  const src = new RegExp(`<script id="${id}" type="application/json"[^>]*data-src="([^"]+)"`).exec(html)?.[1];
  if (!src) throw new Error(`the page names no ${id} file`);
  return JSON.parse(fs.readFileSync(path.join(outDir, src.replace(/^\//, '')), 'utf8')) as unknown;
}

/** The same in a page open in the browser: fetched from the site, as the app does. */
export function pageJsonInBrowser(id: string): Promise<unknown> {
  const src = document.getElementById(id)?.getAttribute('data-src');
  return src ? fetch(src).then((r) => r.json() as Promise<unknown>) : Promise.resolve({});
}
