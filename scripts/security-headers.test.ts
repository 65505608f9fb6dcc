// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config/env';
import { parseSiteData } from '../src/site-data/parse';
import { loadTenant } from '../tests/support/fixtures';
import { visitCoverScript } from '../src/site-data/visit-cover';
import { speculationRules } from '../src/entry/next-page';
import { fill } from './page-template';
import { contentSecurityPolicy, headersFile, nginxSecurityConf, scriptHashSource, securityHeaders, tenantSources, writeSecurityHeaders } from './security-headers';

const BUCKET = 'https://storage.example-bucket.com';
const RELAY = 'https://relay.example.org/send';
/** The one inline script the pages carry (the loading cover's decision), allowed by its hash. */
const COVER = scriptHashSource(visitCoverScript('/'));
/** What every page's script-src allows besides the site's own files: that script and the Speculation Rules, by their hashes. */
const INLINE = [COVER, scriptHashSource(speculationRules('/'))];
const parsedA = parseSiteData(loadTenant('tenant-a', { BUCKET, RELAY })).data;
/** Tenant A without its Elfsight reviews widget (tested on its own below). */
const tenantA = { ...parsedA, reviews: { ...parsedA.reviews, links: [] } };
const config = readConfig({
  VITE_SITE_DATA_URL: 'https://data.example.net',
  VITE_REVIEWS_URL: 'https://reviews.example.net',
  VITE_VISITS_URL: 'https://count.example.net/visits',
  VITE_EVENTS_URL: 'https://events.example.net/collect',
  VITE_IMAGE_URL_TEMPLATE: 'https://img.example.net/{width}/{url}',
});

function directive(csp: string, name: string): string[] {
  const d = csp.split('; ').find((p) => p.startsWith(`${name} `));
  return d ? d.split(' ').slice(1) : [];
}

describe('content security policy', () => {
  const csp = contentSecurityPolicy(tenantA, config);

  it("lets scripts come only from the site itself and the pages' inline blocks by their hashes: no other inline script, no eval", () => {
    expect(directive(csp, 'script-src')).toEqual(["'self'", ...INLINE]);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).not.toContain('unsafe-eval');
    expect(directive(csp, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    for (const fixed of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'", "manifest-src 'self'", "worker-src 'self'"]) {
      expect(csp).toContain(fixed);
    }
  });

  it("allows every inline script a built page carries (the browser would refuse a byte's difference)", () => {
    const template = fs.readFileSync(path.join(import.meta.dirname, '..', 'index.html'), 'utf8');
    const page = fill(template, { lang: 'en', head: '<title>x</title>', app: '<p>x</p>', data: '', basePath: '/' });
    // Inline and applied by the browser: no src, and no type or the rules' (JSON data blocks are not scripts).
    const inline = [...page.matchAll(/<script(?: type="speculationrules")?>([^<]*)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(2);
    for (const text of inline) expect(directive(csp, 'script-src')).toContain(scriptHashSource(text));
  });

  it('connects to the configured services, the relay and the weather APIs only', () => {
    const connect = directive(csp, 'connect-src');
    for (const o of ["'self'", 'https://data.example.net', 'https://reviews.example.net', 'https://count.example.net', 'https://events.example.net', 'https://api.open-meteo.com', 'https://geocoding-api.open-meteo.com', 'https://relay.example.org']) {
      expect(connect).toContain(o);
    }
    expect(connect.join(' ')).not.toMatch(/\*|https?:(\s|$)/);
  });

  it('shows images from the record bucket, the image service, data: and blob:', () => {
    const img = directive(csp, 'img-src');
    expect(img).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', BUCKET, 'https://img.example.net']));
  });

  it('frames only the map origin and the video players the record uses', () => {
    const frame = directive(csp, 'frame-src');
    expect(frame).toContain('https://www.google.com');
    expect(frame.every((o) => o.startsWith('https://'))).toBe(true);
  });

  it('allows the Elfsight script only for a tenant whose reviews widget is an elfsight app', () => {
    expect(directive(contentSecurityPolicy(parsedA, config), 'script-src')).toContain('https://static.elfsight.com');
    const withElfsight = { ...tenantA, reviews: { ...tenantA.reviews, links: ['elfsight-app-0b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'] } };
    expect(directive(contentSecurityPolicy(withElfsight, config), 'script-src')).toEqual(["'self'", ...INLINE, 'https://static.elfsight.com', 'https://universe-static.elfsightcdn.com']);
    const framed = { ...tenantA, reviews: { ...tenantA.reviews, links: ['https://widgets.reviews.example/w/123'] } };
    const framedCsp = contentSecurityPolicy(framed, config);
    expect(directive(framedCsp, 'script-src')).toEqual(["'self'", ...INLINE]);
    expect(directive(framedCsp, 'frame-src')).toContain('https://widgets.reviews.example');
  });

  it('adds YouTube (player and thumbnails) and Vimeo only when the record has such videos', () => {
    const none = { ...tenantA, ytGallery: { links: [] }, videosPromo: [] };
    const noneCsp = contentSecurityPolicy(none, config);
    expect(noneCsp).not.toContain('youtube');
    expect(noneCsp).not.toContain('ytimg');
    const yt = { ...none, ytGallery: { links: ['dQw4w9WgXcQ'] } };
    expect(directive(contentSecurityPolicy(yt, config), 'frame-src')).toContain('https://www.youtube-nocookie.com');
    expect(directive(contentSecurityPolicy(yt, config), 'img-src')).toContain('https://i.ytimg.com');
    const vimeo = { ...none, videosPromo: [{ activo: true, link: 'https://vimeo.com/76979871' }] };
    expect(directive(contentSecurityPolicy(vimeo, config), 'frame-src')).toEqual(['https://player.vimeo.com', 'https://www.google.com']);
  });

  it('keeps hostile record URLs out: only http(s) origins, never paths or other schemes', () => {
    const hostile = { ...tenantA, gallery: ['javascript:alert(1)', 'data:text/html,<b>x</b>', `${BUCKET}/a.webp?x=1"; script-src *`] };
    const src = tenantSources(hostile, config);
    for (const o of [...src.img, ...src.connect, ...src.frame]) expect(o).toMatch(/^https?:\/\/[a-z0-9.-]+(:\d+)?$|^https:\/\/\*\.[a-z.]+$/);
  });

  it('the demo (same-origin data, relative images) needs no other origin than the weather APIs', () => {
    const demo = readConfig({});
    const data = parseSiteData({ dbPrincipal: { name: 'Demo', logo: 'img/logo.webp' } }, { relativeBase: 'http://127.0.0.1/demo-api/paginas/demo' }).data;
    const csp = contentSecurityPolicy({ ...data, dbPrincipal: { ...data.dbPrincipal, logo: '/demo-assets/logo.webp' } }, demo);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://api.open-meteo.com', 'https://geocoding-api.open-meteo.com']);
    expect(directive(csp, 'frame-src')).toEqual(["'none'"]);
  });
});

describe('header files', () => {
  it('sends the other security headers with the values the issue asks for', () => {
    const h = Object.fromEntries(securityHeaders(tenantA, config));
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    for (const p of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'clipboard-write=(self)']) expect(h['Permissions-Policy']).toContain(p);
    // HTTPS for a year, and no cross-origin window handles.
    expect(h['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(h['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it('_headers: security headers on every path, immutable hashed assets, no-cache for pages, worker and manifests', () => {
    const text = headersFile(tenantA, config, { pages: ['index.html', 'about/index.html', '404.html'], manifests: ['manifest.webmanifest'] });
    const blocks = text.trim().split('\n\n').map((b) => b.split('\n'));
    const rule = (pattern: string) => blocks.find((b) => b[0] === pattern)?.slice(1).map((l) => l.trim());
    expect(rule('/*')?.[0]).toMatch(/^Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-[\w+/]+=' 'sha256-[\w+/]+=';/);
    expect(rule('/assets/*')).toEqual(['Cache-Control: public, max-age=31536000, immutable']);
    for (const p of ['/sw.js', '/manifest.webmanifest', '/', '/about', '/about/', '/404.html']) expect(rule(p), p).toEqual(['Cache-Control: no-cache']);
    // Only one rule sets Cache-Control for any asset path (hosts merge matching rules).
    expect(blocks.filter((b) => b.some((l) => l.includes('Cache-Control')) && b[0]!.startsWith('/assets')).length).toBe(1);
  });

  it('nginx include: one add_header per header, always, with quotes escaped', () => {
    const conf = nginxSecurityConf(tenantA, config);
    const lines = conf.split('\n').filter((l) => l.startsWith('add_header'));
    expect(lines).toHaveLength(6);
    for (const l of lines) expect(l).toMatch(/^add_header [A-Za-z-]+ ".*" always;$/);
    expect(conf).toContain('add_header X-Content-Type-Options "nosniff" always;');
  });

  it('writes both files into the build folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-headers-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '');
    fs.writeFileSync(path.join(dir, 'digitalcard.webmanifest'), '{}');
    writeSecurityHeaders({ outDir: dir, data: tenantA, config: readConfig({ ...config, BASE_PATH: '/site/' }), pages: ['index.html'] });
    expect(fs.readFileSync(path.join(dir, '_headers'), 'utf8')).toContain('/site/digitalcard.webmanifest\n  Cache-Control: no-cache');
    expect(fs.readFileSync(path.join(dir, 'nginx-security.conf'), 'utf8')).toContain('Content-Security-Policy');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('hostile image hosts never reach the CSP (issue 13)', () => {
  const HOSTILE = ['https://a;frame-ancestors/x.png', 'https://x;sandbox/y.png', 'https://*/z.png', 'https://$name/p.png', "https://a'b/q.png", 'https://a"b/q.png'];
  /** Every directive name and its sources, read back from the header value. */
  const parseCsp = (csp: string) => csp.split(';').map((d) => d.trim().split(/\s+/));

  it('the parser drops them as images and links', () => {
    for (const url of HOSTILE) {
      const raw = loadTenant('tenant-a', { BUCKET, RELAY }) as Record<string, unknown>;
      const principal = raw.dbPrincipal as Record<string, unknown>;
      const parsed = parseSiteData({ ...raw, dbPrincipal: { ...principal, logo: url } });
      expect(parsed.data.dbPrincipal.logo, url).not.toBe(url);
    }
  });

  it('the header builder keeps them out even when handed them directly', () => {
    const data = {
      ...tenantA,
      dbPrincipal: { ...tenantA.dbPrincipal, logo: HOSTILE[0]!, favicon: 'https://ok.example.com/f.png' },
      gallery: HOSTILE,
      linkPostEmail: 'https://r;script-src *',
    } as unknown as typeof tenantA;
    const hostileConfig = readConfig({ VITE_SITE_DATA_URL: 'https://data.example.net', VITE_WEATHER_URL: 'https://*', VITE_REVIEWS_URL: 'https://$host' });
    const csp = contentSecurityPolicy(data, hostileConfig);
    const directives = parseCsp(csp);
    const names = directives.map((d) => d[0]);
    expect(names).toEqual(['default-src', 'script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src', 'media-src', 'object-src', 'base-uri', 'form-action', 'frame-ancestors', 'manifest-src', 'worker-src']);
    expect(directives.find((d) => d[0] === 'frame-ancestors')).toEqual(['frame-ancestors', "'self'"]);
    expect(directives.find((d) => d[0] === 'script-src')).toEqual(['script-src', "'self'", ...INLINE]);
    expect(directive(csp, 'img-src')).toContain('https://ok.example.com');
    for (const [, ...sources] of directives) {
      for (const src of sources) {
        expect(src).not.toMatch(/[;$"]/);
        expect(src).not.toMatch(/^https?:\/\/\*/);
        expect(src === "'self'" || src === "'none'" || src === "'unsafe-inline'" || INLINE.includes(src) || !src.includes("'")).toBe(true);
      }
    }
    expect(nginxSecurityConf(data, hostileConfig)).not.toContain('$');
  });

  it('real host names pass, after IDNA, with a port', () => {
    const data = { ...tenantA, gallery: ['https://bücher.example/x.png', 'https://img.example.com:8443/y.png', 'https://[::1]:9000/z.png'] };
    const img = directive(contentSecurityPolicy(data, config), 'img-src');
    expect(img).toEqual(expect.arrayContaining(['https://xn--bcher-kva.example', 'https://img.example.com:8443', 'https://[::1]:9000']));
  });
});
