/**
 * A clean build log (so a real warning is not lost among known ones): building the demo prints no
 * warning about the project's own code or configuration (Vite's config-loader notices, rolldown's
 * INEFFECTIVE_DYNAMIC_IMPORT, anything Vite flags with `(!)` or `[vite]`). Warnings about a
 * tenant's data (a photo that failed, a record without a usable part) are the operator's to read
 * and may stay.
 *
 * The cheapest honest check: the demo build the browser suites share (same environment, so no
 * build of its own), read in its two parts. The tenant stage's output is `${outDir}.log`
 * (tests/support/build.ts); the Vite builds ran once, for the shell that build copied
 * (scripts/shell-cache.ts), and their output is kept in `<shell>/client.log` (scripts/build.ts
 * `buildShell`). The shell is built once per code version, so a change to the code or the
 * config that makes Vite warn also makes a new shell, whose log this reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { shellFor } from '../../scripts/shell-cache';
import { buildSite, LOCAL, PORTS } from '../support/build';

const ENV = { VITE_SITE_URL: LOCAL(PORTS.app) };

/** A warning's marks: Vite's `(!)` and `[vite]`, rolldown's `[CODE]`, and any line that says warn. */
const WARNING = /warn|INEFFECTIVE_DYNAMIC_IMPORT|\[vite\]|^\(!\)|^\[[A-Z][A-Z_]+\]/i;
/** The tenant's data, not the code: the image pipeline's, the card photo's, the prerender's and the icons' reports. */
const TENANT_DATA = /^(\[images\]|\[card-photo\]|\[prerender\]|PWA icons:)/;

// Colours (rolldown colours its warnings even into a pipe) would hide a line's start from the patterns.
const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

function warnings(log: string): string[] {
  return plain(log)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => WARNING.test(l) && !TENANT_DATA.test(l));
}

let tenantStage: string;
let vite: string;

beforeAll(async () => {
  const outDir = await buildSite(ENV);
  tenantStage = fs.readFileSync(`${outDir}.log`, 'utf8');
  const shellLog = path.join(await shellFor(ENV), 'client.log');
  expect(fs.existsSync(shellLog), `${shellLog}: the shell's Vite output`).toBe(true);
  vite = fs.readFileSync(shellLog, 'utf8');
});

it('the Vite builds (server renderer, app, worker) print no warning', () => {
  // Their output is there: a log that lost it must not pass as clean.
  expect(vite).toMatch(/building ssr environment/);
  expect(vite).toMatch(/building client environment/);
  expect(warnings(vite)).toEqual([]);
});

it('the tenant stage prints no warning about the code', () => {
  expect(tenantStage).toMatch(/tenant stage: \d+ pages/);
  expect(warnings(tenantStage)).toEqual([]);
});

it('the check sees the warnings it is for', () => {
  const planted = [
    "(!) Your Vite config uses features that are unsupported by `configLoader: 'native'`",
    '\x1b[33m[INEFFECTIVE_DYNAMIC_IMPORT] \x1b[0msrc/i18n/es.ts is dynamically imported by src/i18n/index.ts',
    '[vite] warning: something',
    '[images] failed img/a.jpg: http://x/a.jpg (404); the page uses the original URL',
  ].join('\n');
  expect(warnings(planted)).toHaveLength(3);
});
