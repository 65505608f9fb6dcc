// @vitest-environment node
/**
 * Property tests of the build: hostile records run through the real prerender and
 * header builder into a temp folder. Whatever the names and hosts, nothing is written outside
 * the output folder, every title and JSON-LD value is the record's text, the page's record file is
 * exactly the parsed one, the CSP parses back to the expected directives only, and nginx
 * accepts the generated include. (The app's own renderer is swapped for a light one that puts
 * the business name in the body: the page shell, head, embed and files are the real code.)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { prerenderSite } from '../../scripts/prerender';
import { writeSecurityHeaders } from '../../scripts/security-headers';
import { PAGE_RECORD_ID as EMBED_ID } from '../../src/entry/page-record';
import { parseSiteData } from '../../src/site-data/parse';
import { builtPageJson, ROOT } from '../support/build';
import { loadTenant } from '../support/fixtures';
import { NGINX_PATH } from '../support/nginx';
import { hasVisibleText } from '../../src/contract/record-rule';

const RUNS = Number(process.env.CANOPY_PROPERTY_RUNS ?? 300);
const TEMPLATE = fs.readFileSync(path.join(ROOT, 'index.html'), 'utf8');
// The bucket refuses at once (port 9 on this machine): the image step runs, without waiting on DNS for an unreachable host.
const BASE = loadTenant('tenant-a', { BUCKET: 'http://127.0.0.1:9', RELAY: 'https://relay.example.com/send' }) as Record<string, unknown>;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-build-props-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const hostileName = fc.oneof(
  fc.constantFrom('..', '.', '/', '$\'', '$&', '$`', '$$', '</script>', '<!--', '../../../../var/www/other-site', 'a/../../b', 'sw.js', 'assets', 'x'.repeat(300), '\uD800', 'Save $$ today', 'Maple $& Sons', '<!--canopy-app-->'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.tuple(fc.constantFrom('$\'', '$&', '</script>', '\uDC00', '<!--'), fc.string({ maxLength: 10 })).map(([a, b]) => a + b),
);
const nonEmptyName = hostileName.filter((s) => s.trim() !== '');
/** A business name the build takes: one with a character that shows (a name of controls or zero-width spaces is no name). */
const businessName = hostileName.filter(hasVisibleText);
const hostileHost = fc.constantFrom('https://a;frame-ancestors/x.png', 'https://x;sandbox/y.png', 'https://*/z.png', 'https://$name/p.png', "https://a'b/q.png", 'https://a"b/q.png', 'https://ok.example.com/img.png', 'https://bücher.example/x.png');

/** Every file under dir (relative paths). */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}
const unescapeHtml = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
const wellFormed = (s: string) => s.toWellFormed();

function nginxAccepts(dir: string, include: string): { ok: boolean; output: string } {
  const conf = path.join(dir, 'nginx-test.conf');
  fs.writeFileSync(
    conf,
    `pid ${path.join(dir, 'nginx.pid')};\nerror_log ${path.join(dir, 'error.log')};\nevents {}\nhttp {\n  server {\n    listen 127.0.0.1:9;\n    location / { include ${include}; }\n  }\n}\n`,
  );
  const r = spawnSync(NGINX_PATH, ['-t', '-q', '-p', dir, '-c', conf], { encoding: 'utf8' });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}

describe('the build treats every record as hostile (fast-check)', () => {
  it(`${RUNS} hostile records: files stay inside, titles, JSON-LD and embed equal the record, CSP and nginx include are sound`, async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        businessName,
        fc.array(nonEmptyName, { minLength: 1, maxLength: 4 }),
        fc.array(nonEmptyName, { maxLength: 3 }),
        fc.array(hostileHost, { maxLength: 3 }),
        async (business, services, landings, hosts) => {
          const root = path.join(scratch, String(run++));
          const outDir = path.join(root, 'a', 'b', 'c', 'd', 'dist');
          fs.mkdirSync(path.join(outDir, 'demo-api', 'paginas'), { recursive: true });
          fs.writeFileSync(path.join(outDir, 'index.html'), TEMPLATE);
          const principal = BASE.dbPrincipal as Record<string, unknown>;
          const raw = {
            ...BASE,
            dbPrincipal: { ...principal, name: business, logo: hosts[0] ?? principal.logo },
            dbServices: services.map((name, i) => ({ ...(BASE.dbServices as object[])[i % 3], name })),
            landings: landings.map((name) => ({ name, gallery: hosts })),
            gallery: hosts,
          };
          fs.writeFileSync(path.join(outDir, 'demo-api', 'paginas', 'demo'), JSON.stringify(raw));
          const warnings: string[] = [];
          const result = await prerenderSite({
            outDir,
            ssrEntry: '',
            env: {},
            warn: (m) => warnings.push(m),
            renderPage: async ({ data }) => ({ html: `<main><p>${unescapeHtml(data.dbPrincipal.name).replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'))}</p></main>`, styles: '' }),
          });
          writeSecurityHeaders({ outDir, data: result.data, config: result.config, pages: result.pages });

          // Nothing outside the output folder; the template the next build reads is not a page.
          expect(filesUnder(root).every((f) => f.startsWith(path.join('a', 'b', 'c', 'd', 'dist') + path.sep))).toBe(true);
          const data = result.data!;
          expect(data).not.toBeNull();
          const expected = parseSiteData(raw, { relativeBase: '/demo-api/paginas/demo' }).data;
          const name = data.dbPrincipal.name;
          for (const page of result.pages.filter((p) => p !== 'shell.html')) {
            const html = fs.readFileSync(path.join(outDir, page), 'utf8');
            // One title, ending with the business's own text (well-formed: a file holds no lone surrogate).
            const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => unescapeHtml(m[1]!));
            expect(titles, page).toHaveLength(1);
            expect(titles[0]!.endsWith(wellFormed(name)), `${page}: ${titles[0]}`).toBe(true);
            // The page's record file is exactly the parsed one (hydration sees what was rendered).
            expect(builtPageJson(html, outDir, EMBED_ID), page).toEqual(JSON.parse(JSON.stringify(expected)));
            // JSON-LD parses (one @graph) and names the business with its exact text.
            const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { '@graph': Array<{ name?: string }> });
            expect(blocks, page).toHaveLength(1);
            expect(blocks[0]!['@graph'][0]!.name, page).toBe(name);
            // The markers are filled, and nothing from the template leaked into the title.
            expect(html).not.toContain('<!--canopy-head-->');
          }
          // The CSP parses back to the expected directives, each source a plain source.
          const headers = fs.readFileSync(path.join(outDir, '_headers'), 'utf8');
          const csp = /Content-Security-Policy: (.*)/.exec(headers)![1]!;
          const directives = csp.split(';').map((d) => d.trim().split(/\s+/));
          expect(directives.map((d) => d[0])).toEqual(['default-src', 'script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src', 'media-src', 'object-src', 'base-uri', 'form-action', 'frame-ancestors', 'manifest-src', 'worker-src']);
          for (const [, ...sources] of directives) for (const s of sources) expect(s).toMatch(/^(?:'(?:self|none|unsafe-inline)'|'sha256-[A-Za-z0-9+/]+=*'|data:|blob:|https?:\/\/(?:\*\.)?[a-z0-9.-]+(?::\d+)?|https?:\/\/\[[0-9a-f:.]+\](?::\d+)?)$/);
          const nginx = nginxAccepts(root, path.join(outDir, 'nginx-security.conf'));
          expect(nginx.ok, nginx.output).toBe(true);
          fs.rmSync(root, { recursive: true, force: true });
        },
      ),
      { numRuns: RUNS },
    );
  }, 300_000);
});
