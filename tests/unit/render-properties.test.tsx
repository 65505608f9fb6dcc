// @vitest-environment node
/**
 * Property-based tests of the whole render path (the site must be hard to break): records made of
 * arbitrary JSON, and the demo and tenant-a records with fields removed, retyped, swapped or
 * replaced by hostile strings, go through `parseSiteData` and the server renderer
 * (`renderPage`, the prerender's entry). For every generated record: nothing throws, nothing
 * logs an error, no unsafe URL reaches an href/src/srcset/poster/action attribute, and record
 * text never becomes markup (a marker planted in the texts only shows up as text).
 *
 * On failure fast-check prints the seed and path; replay with
 * `FC_SEED=<seed> FC_PATH=<path> npx vitest run --project unit tests/unit/render-properties.test.tsx`.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../src/config/env';
import { renderPage } from '../../src/entry-server';
import { notFoundRoute, siteRoutes, type RouteKind, type SiteRoute } from '../../src/seo/routes';
import { parseSiteData } from '../../src/site-data/parse';
import type { SiteData } from '../../src/site-data/schema';
import type { UrlOptions } from '../../src/site-data/url-safety';
import { fixtureNames, loadTenant } from '../support/fixtures';
import { MARKER, checkRenderedHtml } from '../support/html-safety';
import { isRenderableUrl, urlValues } from '../support/record-walk';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DEMO_OPTS: UrlOptions = { relativeBase: '/demo-api/paginas/demo' };
const demoRaw = JSON.parse(fs.readFileSync(path.join(ROOT, 'public/demo-api/paginas/demo'), 'utf8')) as Record<string, unknown>;
const tenantRaw = loadTenant('tenant-a') as Record<string, unknown>;
const BASES = [
  { name: 'demo', raw: demoRaw, opts: DEMO_OPTS },
  { name: 'tenant-a', raw: tenantRaw, opts: {} },
] as const;

const NUM_RUNS = Number(process.env.FC_RUNS ?? 300);
const ALL_KINDS: RouteKind[] = ['home', 'about', 'services', 'service', 'gallery', 'landing', 'reviews', 'videos', 'contact', 'findUsOn', 'digitalCard', 'notFound'];
const replay = process.env.FC_SEED ? { seed: Number(process.env.FC_SEED), path: process.env.FC_PATH } : {};
// Shrinking renders hundreds more pages; by default report the first failure as found (seed and
// path included) and shrink only on request (FC_SHRINK=1).
const params = { numRuns: NUM_RUNS, ...replay, endOnFailure: !process.env.FC_SHRINK };

// ---------------------------------------------------------------------------------------------
// Hostile values

const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'blob:https://evil.example/1',
  'file:///etc/passwd',
  '//evil.example/x.png',
  '\\\\evil.example\\x.png',
  '/\\evil.example/x.png',
  'https://evil.example/"><script>alert(1)</script>',
  `https://ok.example/${MARKER}.webp`,
  'relative/img.webp',
  '',
];

const HOSTILE_TEXTS = [
  '<img src=x onerror=alert(1)>',
  `${MARKER}<img src=x onerror=alert(1)>`,
  `<script>alert('${MARKER}')</script>`,
  `"><svg onload=alert(1)>${MARKER}`,
  `'><svg onload=alert(1)>${MARKER}`,
  `<${MARKER} ${MARKER}=1>x</${MARKER}>`,
  `<b ${MARKER}="1" onclick="alert(1)">bold</b>`,
  `</title></style></script></textarea><${MARKER}>`,
  `' onmouseover='alert(1)' data-x='${MARKER}`,
  `{{constructor.constructor('alert(1)')()}} ${MARKER}`,
  `\u202E${MARKER}gnp.exe \u202Dالعربية עברית`,
  `🌳🪓 ${MARKER} 👩🏽‍🌾👨‍👩‍👧 🏡`,
  `${MARKER} ${'W'.repeat(10_000)}`,
  `${MARKER}${'árbol '.repeat(1_700)}`,
  `${MARKER}\u0000\u0007\u001b[31m`,
  ...HOSTILE_URLS,
];

const hostileString = fc.constantFrom(...HOSTILE_TEXTS);
const smallJson = fc.jsonValue({ maxDepth: 2 });

// ---------------------------------------------------------------------------------------------
// Mutations of a real record

type Key = string | number;
type Json = unknown;

/** Every path in a JSON value (objects and arrays, not the root). */
function allPaths(value: Json, prefix: Key[] = []): Key[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => [[...prefix, i], ...allPaths(v, [...prefix, i])]);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...allPaths(v, [...prefix, k])]);
  return [];
}

function parentOf(root: Json, p: Key[]): Record<Key, Json> | undefined {
  let cur = root;
  for (const seg of p.slice(0, -1)) {
    if (!cur || typeof cur !== 'object') return undefined;
    cur = (cur as Record<Key, Json>)[seg];
  }
  return cur && typeof cur === 'object' ? (cur as Record<Key, Json>) : undefined;
}

function getAt(root: Json, p: Key[]): Json {
  return parentOf(root, p)?.[p[p.length - 1]!];
}

function setAt(root: Json, p: Key[], v: Json): void {
  const parent = parentOf(root, p);
  if (parent) parent[p[p.length - 1]!] = v;
}

function removeAt(root: Json, p: Key[]): void {
  const parent = parentOf(root, p);
  const last = p[p.length - 1]!;
  if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
  else if (parent) delete parent[last];
}

function stringPaths(value: Json): Key[][] {
  return allPaths(value).filter((p) => typeof getAt(value, p) === 'string');
}

/** Paths where the schema expects a URL, plus the "id or URL" texts (videos, reviews widget). */
function urlPaths(raw: Record<string, unknown>, opts: UrlOptions): Key[][] {
  const parsed = parseSiteData(raw, opts).data;
  const fromSchema = urlValues(parsed).map((u) => u.path.match(/[^.[\]]+/g)!.map((s) => (/^\d+$/.test(s) ? Number(s) : s)));
  const linkTexts = allPaths(raw).filter((p) => /^(ytGallery|reviews|videosPromo)$/.test(String(p[0])) && /^(links|link|\d+)$/.test(String(p[p.length - 1])));
  return [...fromSchema, ...linkTexts];
}

type Mutation =
  | { op: 'remove'; at: number }
  | { op: 'retype'; at: number; value: Json }
  | { op: 'hostile'; at: number; value: string }
  | { op: 'hostileUrl'; at: number; value: string }
  | { op: 'swap'; at: number; from: number }
  | { op: 'flood'; offset: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant('remove' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('retype' as const), at: fc.nat(), value: smallJson }),
  fc.record({ op: fc.constant('hostile' as const), at: fc.nat(), value: hostileString }),
  { weight: 3, arbitrary: fc.record({ op: fc.constant('hostileUrl' as const), at: fc.nat(), value: fc.constantFrom(...HOSTILE_URLS) }) },
  fc.record({ op: fc.constant('swap' as const), at: fc.nat(), from: fc.nat() }),
  fc.record({ op: fc.constant('flood' as const), offset: fc.nat() }),
);

function applyMutations(base: (typeof BASES)[number], mutations: Mutation[]): Record<string, unknown> {
  const rec = structuredClone(base.raw) as Record<string, unknown>;
  for (const m of mutations) {
    const paths = allPaths(rec);
    if (paths.length === 0) break;
    const pick = (n: number) => paths[n % paths.length]!;
    switch (m.op) {
      case 'remove':
        removeAt(rec, pick(m.at));
        break;
      case 'retype':
        setAt(rec, pick(m.at), m.value);
        break;
      case 'hostile': {
        // Mostly on text leaves, where it has a chance to be shown.
        const strings = stringPaths(rec);
        setAt(rec, strings.length ? strings[m.at % strings.length]! : pick(m.at), m.value);
        break;
      }
      case 'hostileUrl': {
        const urls = urlPaths(rec, base.opts).filter((p) => getAt(rec, p) !== undefined);
        if (urls.length) setAt(rec, urls[m.at % urls.length]!, m.value);
        break;
      }
      case 'swap':
        setAt(rec, pick(m.at), structuredClone(getAt(rec, pick(m.from))));
        break;
      case 'flood':
        // Every text of the record becomes a hostile string, so the marker reaches every screen.
        stringPaths(rec).forEach((p, i) => setAt(rec, p, HOSTILE_TEXTS[(i + m.offset) % HOSTILE_TEXTS.length]));
        break;
    }
  }
  return rec;
}

// ---------------------------------------------------------------------------------------------
// Rendering and checking

const rendered = new Map<string, { html: string; styles: string }>();
const kindsRendered = new Set<RouteKind>();
let markerSeen = 0;
let unsafeInputs = 0;
const YEAR = 2025;

async function renderChecked(data: SiteData, route: SiteRoute): Promise<void> {
  // Identical inputs render identically; arbitrary JSON often collapses to the empty record.
  const key = `${route.path}\u0000${JSON.stringify(data)}`;
  let out = rendered.get(key);
  if (!out) {
    const errors: string[] = [];
    const spy = vi.mocked(console.error);
    const previous = spy.getMockImplementation();
    spy.mockImplementation((...args: unknown[]) => void errors.push(args.map((a) => (a instanceof Error ? `${a.stack}` : String(a))).join(' ')));
    try {
      out = await renderPage({ path: route.path, config: readConfig({}), data, year: YEAR });
    } finally {
      if (previous) spy.mockImplementation(previous);
    }
    if (errors.length) throw new Error(`console.error while rendering ${route.path}: ${errors[0]!.slice(0, 500)}`);
    rendered.set(key, out);
    if (rendered.size > 200) rendered.delete(rendered.keys().next().value!);
  }
  kindsRendered.add(route.kind);
  const { problems, markerInText } = checkRenderedHtml(out.html, out.styles);
  markerSeen += markerInText;
  if (problems.length) throw new Error(`unsafe output on ${route.path} (${route.kind}):\n- ${problems.slice(0, 8).join('\n- ')}`);
}

/** The routes of one kind (service and landing pick one by `n`). */
function routeOf(data: SiteData, kind: RouteKind, n: number): SiteRoute | undefined {
  if (kind === 'notFound') return notFoundRoute;
  const all = siteRoutes(data).filter((r) => r.kind === kind);
  return all.length ? all[n % all.length] : undefined;
}

async function renderSample(data: SiteData, kinds: RouteKind[], n: number): Promise<void> {
  for (const kind of kinds) {
    const route = routeOf(data, kind, n);
    if (route) await renderChecked(data, route);
  }
}

/**
 * parseSiteData must not throw, and every URL it lets through must be one the app may render
 * (the first line of defence; the components' own guard is the second, the HTML check covers both).
 */
function parseNeverThrows(raw: unknown, opts: UrlOptions = {}): SiteData {
  const r = parseSiteData(raw, opts);
  expect(Array.isArray(r.issues)).toBe(true);
  for (const u of urlValues(r.data)) {
    const sameOrigin = opts.relativeBase !== undefined && typeof u.value === 'string' && /^\/(?![/\\])/.test(u.value);
    if (!sameOrigin && !isRenderableUrl(u.value)) throw new Error(`the parser let an unsafe URL through at ${u.path}: ${JSON.stringify(u.value)}`);
  }
  if (r.issues.some((i) => /unsafe/.test(i.message))) unsafeInputs++;
  return r.data;
}

beforeEach(() => {
  // Landing and service misses log "Servicio no encontrado" by design; keep the report readable.
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

// A sample of route kinds per run keeps 300 runs inside the CPU budget; across the runs every
// kind is rendered (asserted below).
const kindSample = fc.shuffledSubarray(ALL_KINDS, { minLength: 3, maxLength: 3 });
const kindPair = fc.shuffledSubarray(ALL_KINDS, { minLength: 2, maxLength: 2 });

describe('rendering arbitrary records', () => {
  const templateKeys = Object.keys(demoRaw);
  const sectionKeys = (section: string) => {
    const v = demoRaw[section];
    return v && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v) : [];
  };
  // Record-shaped JSON: known section names (and their known keys one level down) holding any JSON.
  const shapedSection = (section: string) => {
    const keys = sectionKeys(section);
    const inner = keys.length ? fc.dictionary(fc.constantFrom(...keys), fc.oneof(smallJson, hostileString), { maxKeys: keys.length }) : fc.constant({});
    return fc.oneof(fc.jsonValue({ maxDepth: 3 }), hostileString, inner, fc.array(fc.oneof(inner, smallJson), { maxLength: 3 }));
  };
  const recordShaped = fc
    .array(fc.constantFrom(...templateKeys), { maxLength: templateKeys.length })
    .chain((keys) => fc.record(Object.fromEntries([...new Set(keys)].map((k) => [k, shapedSection(k)]))));

  it('parses and renders any JSON value at the top, without throwing or unsafe output', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), kindSample, fc.nat(), async (raw, kinds, n) => {
        await renderSample(parseNeverThrows(raw), kinds, n);
      }),
      params,
    );
  }, 60_000);

  it('parses and renders records whose sections hold arbitrary JSON and hostile strings', async () => {
    await fc.assert(
      fc.asyncProperty(recordShaped, kindSample, fc.nat(), async (raw, kinds, n) => {
        await renderSample(parseNeverThrows(raw), kinds, n);
      }),
      params,
    );
  }, 60_000);
});

describe('rendering real records with hostile mutations', () => {
  it('demo and tenant-a with fields removed, retyped, swapped or hostile: no throw, no unsafe URL, no markup', async () => {
    const before = { markerSeen, unsafeInputs };
    kindsRendered.clear();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(0, 1), fc.array(mutation, { minLength: 1, maxLength: 6 }), kindPair, fc.nat(), async (b, muts, kinds, n) => {
        const base = BASES[b]!;
        const data = parseNeverThrows(applyMutations(base, muts), base.opts);
        await renderSample(data, kinds, n);
      }),
      params,
    );
    // The property reached what it is about: every kind of route, planted markup shown as text,
    // and unsafe URLs that the parser had to remove.
    if (!process.env.FC_SEED) {
      expect([...kindsRendered].sort()).toEqual([...ALL_KINDS].sort());
      expect(markerSeen - before.markerSeen).toBeGreaterThan(NUM_RUNS);
      expect(unsafeInputs - before.unsafeInputs).toBeGreaterThan(NUM_RUNS / 4);
    }
  }, 240_000);
});

describe('rendering every route of every fixture', () => {
  const fixtures = [...fixtureNames().map((f) => ({ name: f, raw: loadTenant(f), opts: {} as UrlOptions })), { name: 'demo', raw: demoRaw, opts: DEMO_OPTS }];
  it.each(fixtures.map((f) => [f.name, f] as const))('%s: every route and not-found render safely', async (_name, f) => {
    const data = parseNeverThrows(f.raw, f.opts);
    for (const route of [...siteRoutes(data), notFoundRoute]) await renderChecked(data, route);
  });
});

describe('the HTML checker itself', () => {
  it('flags unsafe URLs, event handlers, planted elements and attributes, and scripts', () => {
    const bad = [
      '<a href="javascript:alert(1)">x</a>',
      '<a href=" JaVa\tScRiPt:alert(1)">x</a>',
      '<img src="data:text/html,x">',
      '<img srcset="https://ok.example/a.webp 1x, vbscript:x 2x">',
      '<video poster="javascript:x"></video>',
      '<form action="javascript:x"></form>',
      '<a href="//evil.example">x</a>',
      '<img src=x onerror=alert(1)>',
      '<svg onload=alert(1)></svg>',
      `<${MARKER}>x</${MARKER}>`,
      `<b ${MARKER}=1>x</b>`,
      '<script>alert(1)</script>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    ];
    for (const html of bad) expect(checkRenderedHtml(`<main>${html}</main>`).problems, html).not.toEqual([]);
  });

  it('accepts safe URLs, relative links, our placeholder, and the marker as text or attribute value', async () => {
    const { placeholderImage } = await import('../../src/utils/placeholder');
    const good = `<main><a href="https://ok.example/a">a</a><a href="tel:+15035550142">t</a><a href="mailto:a@b.example">m</a>
      <a href="sms:+1503">s</a><a href="/about">r</a><a href="#main">h</a><img src="${placeholderImage}" alt="${MARKER}">
      <p>&lt;img src=x onerror=alert(1)&gt; ${MARKER}</p></main>`;
    const r = checkRenderedHtml(good);
    expect(r.problems).toEqual([]);
    expect(r.markerInText).toBe(2);
  });
});
