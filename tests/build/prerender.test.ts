/**
 * Prerendered HTML per tenant, read without JavaScript the way `curl` or a crawler
 * reads it: every route carries the business's name and the page's own content, in document
 * order (not parked at the end of the body for a script to move), with its critical CSS, the
 * record for hydration and preload hints for its own code; the host answers unknown paths
 * with the not-found page and a 404, compresses text and caches hashed assets for good.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PART_ATTR } from '../../src/contract/page-marks';
import { recordFingerprint } from '../../src/site-data/fingerprint';
import { serviceSlug } from '../../src/site-data/selectors';
import { compress } from '../../scripts/serve-dist';
import { builtPageJson } from '../support/build';
import { allText, bodyOf, headOf, links, pageName, startServedBuilds, textOf, type ServedBuilds, type ServedTenant } from './served-builds';

let builds: ServedBuilds;
/** Brotli bytes of a page that, with its headers, fit a new connection's first window. */
const FIRST_WINDOW_BYTES = 14 * 1024;

beforeAll(async () => {
  builds = await startServedBuilds();
});

afterAll(async () => {
  await builds?.close();
});

const tenants = () => [builds.demo, builds.tenantA];

describe.each(['demo', 'tenant-a'])('%s: every route is prerendered with its content', (name) => {
  const t = (): ServedTenant => (name === 'demo' ? builds.demo : builds.tenantA);

  it('has a page per route with the business name, one h1 and the right title', async () => {
    const tenant = t();
    expect(tenant.routes.length).toBeGreaterThan(10);
    const business = tenant.data.dbPrincipal.name;
    for (const route of tenant.routes) {
      const html = await tenant.html(route.path);
      const body = bodyOf(html);
      expect(textOf(body), route.path).toContain(business);
      expect(allText(body, 'h1'), `${route.path} h1`).toHaveLength(1);
      expect(allText(html, 'title'), route.path).toEqual([`${pageName(tenant, route)} | ${business}`]);
    }
  });

  it('sends every page within the first round trip of a new connection (the demo: all but two)', async () => {
    // TCP's first window is ten segments (~14.6 KB with the answer's headers): a page larger than
    // that waits one round trip more for its end (150 ms on Lighthouse's slow 4G, and on its
    // FCP and LCP). The record and photo map are files of their own for this, the styles of
    // what is below the first screen a stylesheet of their own (docs/performance.md), and the
    // JSON-LD's service catalog names each service by its page (27 Nov 2026: 1.6 KB off every
    // page; the contact and service pages came back under). Not yet: the demo's home page
    // (15.3 KB) and its services list (17.5 KB: first screens of many cards).
    const tenant = t();
    const over: string[] = [];
    const notYet = new Set(name === 'demo' ? ['home', 'services'] : []);
    const checked = tenant.routes.filter((r) => !notYet.has(r.kind));
    expect(checked.length).toBeGreaterThan(5);
    for (const route of checked) {
      const bytes = compress(Buffer.from(await tenant.html(route.path)), 'br').length;
      if (bytes > FIRST_WINDOW_BYTES) over.push(`${route.path}: ${bytes} B`);
    }
    expect(over).toEqual([]);
  });

  it('inlines the styles of the first screen and links the rest for after the first paint', async () => {
    const tenant = t();
    const page = await tenant.html('/');
    const inline = [...headOf(page).matchAll(/<style data-emotion="[^"]*"[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    const link = /<template id="canopy-below-fold-css"><link rel="stylesheet" href="([^"]+)"><\/template>/.exec(page);
    expect(link, 'the after-paint stylesheet').not.toBeNull();
    // Without JavaScript nothing waits: the same stylesheet, loaded as the page is read.
    expect(page).toContain(`<noscript><link rel="stylesheet" href="${link![1]}"></noscript>`);
    const res = await tenant.get(link![1]!);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'text/css; charset=utf-8']);
    const later = await res.text();
    const styled = (cls: string, css: string) => css.includes(`.${cls}{`) || css.includes(`.${cls}:`) || css.includes(`.${cls} `) || css.includes(`.${cls}>`);
    // Every class the page uses has its rules in one of the two.
    const body = bodyOf(page);
    // (css-0 is the class of an element with no styles.)
    const classesIn = (html: string) => [...new Set([...html.matchAll(/\bcss-[a-z0-9]+\b/g)].map((m) => m[0]))].filter((c) => c !== 'css-0');
    const classes = classesIn(body);
    expect(classes.filter((c) => !styled(c, inline) && !styled(c, later))).toEqual([]);
    // The footer and the dialog are below the first screen: what only they use is not inline.
    const footer = /<footer\b[^>]*>([\s\S]*)<\/footer>/.exec(body)![1]!;
    const rest = body.replace(footer, '');
    const footerOnly = classesIn(footer).filter((c) => !rest.includes(c));
    expect(footerOnly.length).toBeGreaterThan(3);
    expect(footerOnly.filter((c) => styled(c, inline))).toEqual([]);
    expect(footerOnly.filter((c) => !styled(c, later))).toEqual([]);
    // On a service page, what follows the service's own words (its figures, the values) is held
    // below the first screen too: not painted until the visitor nears it, styled by the stylesheet.
    const service = tenant.routes.find((r) => r.kind === 'service')!;
    const serviceBody = bodyOf(await tenant.html(service.path));
    const words = serviceBody.indexOf('</article>');
    const figures = serviceBody.indexOf('data-testid="stats"');
    expect(words, service.path).toBeGreaterThan(0);
    expect(figures, `${service.path}: its figures`).toBeGreaterThan(words);
    expect(serviceBody.slice(words, figures), `${service.path}: its figures are held below the first screen`).toContain('data-below-fold');
    // The first screen's own: the header is styled inline, and not again in the stylesheet.
    const header = /<header\b[\s\S]*?<\/header>/.exec(body)![0];
    const headerClasses = classesIn(header);
    expect(headerClasses.length).toBeGreaterThan(3);
    expect(headerClasses.filter((c) => !styled(c, inline))).toEqual([]);
    expect(headerClasses.filter((c) => styled(c, later))).toEqual([]);
  });

  it("shows each page's own content", async () => {
    const tenant = t();
    const { data } = tenant;
    // A service page: its h1 is the service's name, and it shows the service's text.
    for (const svc of data.dbServices) {
      const body = bodyOf(await tenant.html(`/${serviceSlug(svc.name)}`));
      expect(allText(body, 'h1')).toEqual([svc.name]);
      const first = svc.description[0]?.text;
      if (first) expect(textOf(body)).toContain(first.slice(0, 60));
    }
    // About: the about text.
    const about = textOf(bodyOf(await tenant.html('/about')));
    expect(about).toContain(data.dbAbout[0]!.text.slice(0, 80));
    // Gallery: its heading and the photos (plain <img> with width and height).
    const gallery = bodyOf(await tenant.html('/gallery'));
    // (The record's own label for the gallery wins over the strings table.)
    expect(allText(gallery, 'h1')[0]).toBe(data.labels.general.titleGallery || tenant.strings.gallery.title);
    const imgs = [...(/<main\b[\s\S]*<\/main>/.exec(gallery)?.[0] ?? '').matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
    expect(imgs.length).toBeGreaterThanOrEqual(3);
    for (const img of imgs) {
      expect(img).toMatch(/\bwidth="\d+"/);
      expect(img).toMatch(/\bheight="\d+"/);
    }
    // Digital card and link-in-bio: the business name as the page heading; the phone.
    for (const route of ['/digitalcard', '/find-us-on']) {
      const body = bodyOf(await tenant.html(route));
      expect(textOf(body), route).toContain(data.dbPrincipal.name);
    }
    const card = bodyOf(await tenant.html('/digitalcard'));
    expect(card).toContain(`tel:+1${data.dbPrincipal.phones[0]!.phone.replace(/\D/g, '')}`);
  });

  it('puts content in document order (no hidden segments moved in by an inline script)', async () => {
    const tenant = t();
    for (const route of tenant.routes) {
      const html = await tenant.html(route.path);
      // (React's out-of-order segments use <template> markers; the page's own templates in
      // <head>, its script preloads and its below-the-fold stylesheet, are the ones allowed.)
      const own = html.replace(/<template id="canopy-preloads">[\s\S]*?<\/template>/, '').replace(/<template id="canopy-below-fold-css">[\s\S]*?<\/template>/, '');
      expect(own, route.path).not.toMatch(/<template\b|\$RC\b|<div hidden id="S:/);
      // The page's heading is inside <main>, which comes before the footer.
      const body = bodyOf(html);
      const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(body)?.[1] ?? '';
      expect(allText(main, 'h1'), route.path).toHaveLength(1);
      const footer = body.indexOf('<footer');
      if (footer >= 0) expect(body.indexOf('<main'), route.path).toBeLessThan(footer);
    }
  });

  it('holds every part React hydrates on its own directly in an element the app marks when it has (the page tells what the app answers by it)', async () => {
    // A Suspense boundary with content (`<!--$-->` ... `<!--/$-->`) hydrates in a pass of its own;
    // entry/hydrated.ts reads the closest `data-part` to know whether that pass has committed, so a
    // boundary outside one would be told hydrated with the part around it, and a tap on it lost.
    const tenant = t();
    let parts = 0;
    for (const route of tenant.routes) {
      const unmarked: string[] = [];
      const walk = (parent: T.ParentNode) => {
        parent.childNodes.forEach((node, i) => {
          if ('childNodes' in node) walk(node);
          if (node.nodeName !== '#comment' || !/^\$[?!]?$/.test((node as T.CommentNode).data)) return;
          const next = parent.childNodes[i + 1];
          if (next?.nodeName === '#comment' && (next as T.CommentNode).data === '/$') return; // empty: nothing to hydrate
          const container = parent as T.Element;
          if (container.attrs?.some((a) => a.name === PART_ATTR)) parts++;
          else unmarked.push(`<${container.nodeName} ${container.attrs?.map((a) => `${a.name}="${a.value}"`).join(' ')}>`);
        });
      };
      walk(parse(await tenant.html(route.path)));
      expect(unmarked, route.path).toEqual([]);
    }
    // The page's <main> on every page, and the app's root around its layout on all but the two
    // installable pages (their layout is in the app's first chunk: no boundary).
    expect(parts).toBeGreaterThanOrEqual(tenant.routes.length * 2 - 2);
  });

  it('inlines its critical CSS, embeds its record and preloads only files that exist', async () => {
    const tenant = t();
    for (const route of tenant.routes) {
      const html = await tenant.html(route.path);
      const head = headOf(html);
      expect(head, route.path).toMatch(/<style data-emotion="css[^"]*">[^<]{200,}/);
      // No render-blocking stylesheet or remote font.
      expect(head).not.toMatch(/<link\b[^>]*rel="stylesheet"[^>]*href="https?:/);
      // The record, with the fingerprint of the raw record the service answers: the page
      // recognises that answer and skips the parser (src/site-data/load.ts).
      const tag = /<script id="canopy-record" type="application\/json" data-fingerprint="([^"]+)" data-src="[^"]+"><\/script>/.exec(html);
      expect(tag?.[1], route.path).toBe(recordFingerprint(tenant.raw));
      expect(builtPageJson(html, tenant.dir, 'canopy-record'), route.path).toMatchObject({ dbPrincipal: { name: (tenant.raw as { dbPrincipal: { name: string } }).dbPrincipal.name.trim() } });
      const preloads = links(html, 'modulepreload');
      expect(preloads.length, route.path).toBeGreaterThan(0);
      // ...inside the inert template main.tsx adds after the first paint: nothing competes
      // with the page and its hero image before that.
      const outside = html.replace(/<template id="canopy-preloads">[\s\S]*?<\/template>/, '');
      // Outside it, at most what the entry script imports statically: the browser fetches those
      // before the entry runs anyway (a preload of them costs nothing), and nothing else.
      const entry = /<script type="module" crossorigin src="\/(assets\/[^"]+)">/.exec(html)![1]!;
      const entryImports = [...fs.readFileSync(path.join(tenant.dir, entry), 'utf8').matchAll(/from\s*"\.\/([\w.-]+\.js)"/g)].map((m) => `/assets/${m[1]}`);
      for (const href of links(outside, 'modulepreload')) expect(entryImports, `${route.path}: ${href}`).toContain(href);
      for (const href of preloads) expect(fs.existsSync(path.join(tenant.dir, href.replace(/^\//, ''))), href).toBe(true);
      // The manifest link, the record and the photo map are in that template too (the page's
      // HTML carries neither file's content), and the manifest in <noscript> for a page without
      // JavaScript: nothing else in <head> requests them before the first paint.
      expect(html, route.path).toMatch(/<template id="canopy-preloads"><link rel="manifest" href="\/[\w.-]+\.webmanifest">/);
      expect(outside.replace(/<noscript>[\s\S]*?<\/noscript>/g, ''), route.path).not.toMatch(/<link rel="(manifest|preload" as="fetch)/);
      expect(links(html, 'preload').filter((h) => /\/(record|images)-[\w-]+\.json$/.test(h)), route.path).toHaveLength(2);
    }
  });

  it('marks the hero image as the first thing to fetch on the home page', async () => {
    const html = await t().html('/');
    // The hero is never lazy and is fetched early (a high-priority preload or img).
    expect(html).toMatch(/<(link rel="preload" as="image"|img)\b[^>]*fetch[pP]riority="high"/);
    const heroImg = /<main\b[\s\S]*?<img\b[^>]*>/.exec(bodyOf(html))?.[0] ?? '';
    expect(heroImg).not.toMatch(/loading="lazy"/);
  });
});

describe('the host (scripts/serve-dist.ts)', () => {
  it('answers an unknown path with the not-found page and status 404', async () => {
    for (const t of tenants()) {
      const res = await t.get('/no-such-page');
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('name="robots" content="noindex"');
      expect(textOf(bodyOf(html))).toContain(t.strings.pages.notFound);
    }
  });

  it('compresses text (Brotli, else gzip) and caches hashed assets for a year, pages never', async () => {
    const t = builds.demo;
    const br = await t.get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('no-cache');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const script = links(await t.html('/'), 'modulepreload')[0]!;
    const gz = await t.get(script, { 'accept-encoding': 'gzip' });
    expect(gz.status).toBe(200);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    const plain = await t.get(script, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    // Same bytes once decoded (fetch decodes).
    expect(await gz.text()).toBe(await plain.text());
  });
});
