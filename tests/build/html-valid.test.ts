/**
 * Valid HTML: the W3C Nu HTML Checker finds no error on any page the build
 * writes, for the demo, tenant-a, the reduced Spanish site (tenant-b-es) and the whole Spanish
 * site (lead form, digital card and service pages in Spanish). Invalid markup is what a browser
 * repairs its own way: a `<div>` in a `<button>`, or an autofill token that fills the wrong field.
 * The builds are the ones the browser suites make with the same environment (shared in a run);
 * one Java process checks them all. Errors we keep on purpose: tests/support/nu-checker.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFileInside } from '../../scripts/output-path';
import { siteRoutes } from '../../src/seo/routes';
import { parseSiteData } from '../../src/site-data/parse';
import { buildSite, LOCAL, PORTS, ROOT, testEnv } from '../support/build';
import { FakeService } from '../support/fake-service';
import { fixtureText, SPANISH_FULL_ID, spanishFullTenant } from '../support/fixtures';
import { describeNuError, nuErrors, runNuChecker, type NuMessage } from '../support/nu-checker';
import { startStaticServer, type StaticServer } from '../support/static-server';

// The records as the browser suites serve them (visual, a11y, open-now), so their builds are shared.
const VARS = { BUCKET: LOCAL(PORTS.bucket), RELAY: `${LOCAL(PORTS.relay)}/relay` };
const RECORDS: Record<string, unknown> = {
  'tenant-a': JSON.parse(fixtureText('tenant-a', VARS)),
  'tenant-b-es': JSON.parse(fixtureText('tenant-b-es', VARS)),
  [SPANISH_FULL_ID]: spanishFullTenant(VARS),
};
const demoRaw = JSON.parse(fs.readFileSync(path.join(ROOT, 'public/demo-api/paginas/demo'), 'utf8')) as unknown;

const TENANTS = [
  { name: 'demo', env: { VITE_SITE_URL: LOCAL(PORTS.app) }, routes: siteRoutes(parseSiteData(demoRaw, { relativeBase: '/demo-api/paginas/demo' }).data) },
  ...Object.entries(RECORDS).map(([id, raw]) => ({ name: id, env: testEnv(id), routes: siteRoutes(parseSiteData(raw).data) })),
];

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => path.join(dir, f))
    .sort();
}

/**
 * A page with the two mistakes the checker once found in our pages and the two things we keep,
 * checked with the builds: a checker run that reports nothing (wrong flags, a report read wrongly)
 * fails here instead of passing every page.
 */
const CANARY = `<!doctype html>
<html lang="en"><head><title>Canary</title><style>.grid{container-type:inline-size}</style></head><body>
<button type="button"><div>Call us</div></button>
<input name="address" autocomplete="street-address">
<img alt="" src="/a.webp" elementtiming="priority">
</body></html>
`;

const data = new FakeService();
let bucket: StaticServer;
const dirs: Record<string, string> = {};
let canaryFile: string;
/** The errors in the one checker run over every build and the canary. */
let errors: NuMessage[];

const under = (dir: string) => (m: NuMessage) => m.url?.replace(/^file:/, '').startsWith(dir + path.sep) ?? false;

beforeAll(async () => {
  for (const [id, raw] of Object.entries(RECORDS)) data.on(`/paginas/${id}`, { body: raw });
  await data.listen(PORTS.data);
  // The image pipeline reads the tenants' pictures from this "bucket", as in the browser suites.
  bucket = await startStaticServer(path.join(ROOT, 'public', 'demo-assets'), '/img/', PORTS.bucket);
  // One build after the other (two cores).
  for (const t of TENANTS) dirs[t.name] = await buildSite(t.env);
  const canaryDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-nu-'));
  canaryFile = path.join(canaryDir, 'canary.html');
  fs.writeFileSync(canaryFile, CANARY);
  // One Java process for every page: the checker's start is most of its time.
  const files = [canaryFile, ...Object.values(dirs).flatMap(htmlFiles)];
  errors = nuErrors(await runNuChecker(files));
  fs.rmSync(canaryDir, { recursive: true, force: true });
}, 900_000);

afterAll(async () => {
  await Promise.all([bucket?.close(), data.close()]);
});

it('the checker reports a block inside a button and a multi-line autofill token on one line, and only what we keep is left out', () => {
  const canary = errors.filter((m) => m.url === `file:${canaryFile}`).map((m) => m.message);
  expect(canary).toEqual([
    expect.stringMatching(/^Element 'div' not allowed as child of element 'button'/),
    expect.stringMatching(/^Bad value 'street-address' for attribute 'autocomplete' on element 'input'/),
  ]);
});

describe.each(TENANTS)('$name', ({ name, routes }) => {
  it('every built page passes the Nu HTML Checker', () => {
    const dir = dirs[name]!;
    const files = htmlFiles(dir);
    // Every route's page is among those checked.
    for (const r of routes) expect(files, r.path).toContain(pageFileInside(dir, r.path));
    const found = errors.filter(under(dir)).map((m) => describeNuError(m, dir));
    expect(found, `${files.length} pages checked`).toEqual([]);
  });
});
