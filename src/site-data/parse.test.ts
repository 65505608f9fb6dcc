import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptySiteData, formatPath, parseSiteData } from './parse';
import { fixtureNames, loadTenant } from '../../tests/support/fixtures';
import { allStrings, isRenderableUrl, urlValues } from '../../tests/support/record-walk';

const tenantA = () => loadTenant('tenant-a') as Record<string, unknown>;
const issuesAt = (r: ReturnType<typeof parseSiteData>, p: string) => r.issues.filter((i) => i.path === p);

/** Values of the "id or URL" text fields: when they carry a scheme it must be a safe one. */
function linkTexts(data: ReturnType<typeof emptySiteData>): string[] {
  return [...data.ytGallery.links, ...data.reviews.links, ...data.videosPromo.map((v) => v.link ?? '')];
}
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function assertNoUnsafeUrls(data: ReturnType<typeof emptySiteData>) {
  for (const u of urlValues(data)) {
    if (!isRenderableUrl(u.value)) throw new Error(`unsafe URL survived at ${u.path}: ${JSON.stringify(u.value)}`);
  }
  for (const t of linkTexts(data)) {
    const squashed = t.replace(/[\s\u0000-\u001F\u007F]/g, '');
    if ((SCHEME.test(squashed) || squashed.startsWith('//') || squashed.startsWith('\\\\')) && !isRenderableUrl(t))
      throw new Error(`unsafe link text survived: ${JSON.stringify(t)}`);
  }
}

describe('parseSiteData on the fixture set', () => {
  it.each(fixtureNames())('never throws and never lets an unsafe URL through: %s', (name) => {
    const r = parseSiteData(loadTenant(name));
    expect(r.usable).toBe(true);
    assertNoUnsafeUrls(r.data);
  });

  it('reads the unfamiliar tenant completely, with no issues', () => {
    const r = parseSiteData(tenantA());
    expect(r.issues).toEqual([]);
    expect(r.data.docId).toBe('tenant-a-doc');
    expect(r.data.dbPrincipal.name).toBe('Barton Creek Stone & Landscape');
    expect(r.data.dbPrincipal.phones[0]).toEqual({ phone: '512-555-0187', name: 'Office' });
    expect(r.data.dbServices).toHaveLength(12);
    expect(r.data.dbServices[3]!.name).toBe('Fire Pits (Wood & Gas)');
    expect(r.data.dbServices[0]!.description[0]!.img).toBe('https://bucket.example/img/service-patio.webp');
    expect(r.data.dbPrincipal.location[0]!.url).toMatch(/^https:\/\/www\.google\.com\/maps\/embed\?pb=/);
    expect(r.data.beforeAfterGall).toHaveLength(2);
    expect(r.data.ytGallery.links).toHaveLength(2);
    expect(r.data.reviews).toEqual({ activo: true, isHomeOnly: false, links: ['elfsight-app-0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0'] });
    expect(r.data.simpleWidgets.map((w) => w.activo)).toEqual([true, false, true, false, true, false]);
    expect(r.data.linkPostEmail).toBe('https://relay.example/send');
    expect(r.data.styles.mainColor).toBe('#8a4b2a');
  });

  it('reads the Spanish tenant: "true"/"false" strings as flags, numbers as text', () => {
    const r = parseSiteData(loadTenant('tenant-b-es'));
    expect(r.data.reviews.activo).toBe(true);
    expect(r.data.reviews.isHomeOnly).toBe(true);
    expect(r.data.customLinks).toBe(false);
    expect(r.data.dbPrincipal.exprYears).toBe('9');
    expect(r.data.simpleWidgets[3]!.activo).toBe(true);
    expect(r.data.dbPrincipal.location).toHaveLength(2);
    expect(r.data.dbSocialMedia.redes[0]!.icon).toBe('fab fa-facebook-f');
    // Empty strings where a URL may go are dropped (and reported), not rendered as links to nowhere.
    expect(r.data.gmb).toEqual({});
    expect(issuesAt(r, 'gmb.link')).toHaveLength(1);
  });

  it('reads a minimal record: name and phone, every other section defaulted and reported as missing', () => {
    const r = parseSiteData(loadTenant('minimal'));
    expect(r.data.dbPrincipal.name).toBe('Minimal Tree Care');
    expect(r.data.dbPrincipal.phones).toEqual([{ phone: '503-555-0100' }]);
    expect(r.data.dbServices).toEqual([]);
    expect(r.data.simpleWidgets).toEqual([]);
    expect(r.data.styles).toEqual({});
    expect(issuesAt(r, 'dbServices')).toEqual([{ path: 'dbServices', message: 'missing (default used)' }]);
  });

  it('drops every wrongly typed section and names each path', () => {
    const r = parseSiteData(loadTenant('wrong-types'));
    const paths = r.issues.map((i) => i.path);
    for (const p of [
      'dbPrincipal.name',
      'dbPrincipal.logo',
      'dbPrincipal.phones',
      'dbPrincipal.location',
      'dbServices',
      'dbAbout',
      'dbSlogan',
      'stock',
      'ytGallery',
      'reviews',
      'simpleWidgets',
      'labels',
      'linkPostEmail',
      'styles',
    ])
      expect(paths, p).toContain(p);
    expect(issuesAt(r, 'dbPrincipal.phones')[0]!.message).toBe('expected a list, got string');
    expect(issuesAt(r, 'dbPrincipal.location')[0]!.message).toBe('expected a list, got null');
    expect(issuesAt(r, 'dbPrincipal.logo')[0]!.message).toBe('not a URL (got number)');
    expect(r.data.docId).toBe('12345');
    expect(r.data.dbPrincipal.name).toBe('');
    expect(r.data.dbPrincipal.phones).toEqual([]);
    expect(r.data.dbServices).toEqual([]);
    expect(r.data.reviews).toEqual({ activo: false, isHomeOnly: false, links: [] });
    expect(r.data.labels).toEqual({ general: {}, formLabel: {} });
    expect(r.data.linkPostEmail).toBeUndefined();
    expect(r.data.customLinks).toBeUndefined();
  });

  it('keeps what is there when sections are missing, and drops only the nameless service', () => {
    const r = parseSiteData(loadTenant('missing-sections'));
    expect(r.data.dbServices.map((s) => s.name)).toEqual(['Tree Removal', 'Stump Grinding']);
    expect(r.data.dbServices[1]!.description).toEqual([]);
    expect(issuesAt(r, 'dbServices[2].name')).toEqual([{ path: 'dbServices[2].name', message: 'missing' }]);
    expect(r.data.dbPrincipal.location).toEqual([{ address: '12 Oak St, Salem, OR 97301' }]);
  });

  it('parses the embedded demo with its relative images and reports nothing', () => {
    const demo = path.resolve(import.meta.dirname, '../../public/demo-api/paginas/demo');
    if (!fs.existsSync(demo)) return; // the demo is written separately; this runs once it is there.
    const r = parseSiteData(JSON.parse(fs.readFileSync(demo, 'utf8')), { relativeBase: '/demo-api/paginas/demo' });
    expect(r.issues).toEqual([]);
    expect(r.data.dbServices.length).toBe(20);
  });
});

describe('parseSiteData on hostile input', () => {
  const r = parseSiteData(loadTenant('hostile'));

  it('removes javascript:, data:, vbscript:, blob:, file:, ftp:, split and protocol-relative URLs everywhere', () => {
    const urls = urlValues(r.data).map((u) => String(u.value));
    expect(urls.length).toBeGreaterThan(5);
    for (const u of urls) expect(u).toMatch(/^(https?:\/\/|tel:|mailto:|sms:)/);
    const everything = allStrings(r.data).map((s) => s.value as string);
    for (const bad of ['javascript:', 'vbscript:', 'data:image', 'data:text', '//evil.example', 'blob:', 'file:'])
      expect(everything.filter((s) => s.toLowerCase().startsWith(bad)), bad).toEqual([]);
  });

  it('names the path and reason of each removed URL', () => {
    expect(issuesAt(r, 'dbPrincipal.logo')).toEqual([{ path: 'dbPrincipal.logo', message: 'unsafe URL scheme "javascript:"' }]);
    expect(issuesAt(r, 'dbPrincipal.favicon')[0]!.message).toBe('unsafe URL scheme "data:"');
    expect(issuesAt(r, 'dbPrincipal.location[0].url')[0]!.message).toBe('unsafe URL scheme "vbscript:"');
    expect(issuesAt(r, 'dbPrincipal.location[1].url')[0]!.message).toMatch(/unsafe URL/);
    expect(issuesAt(r, 'dbPrincipal.location[2].url')[0]!.message).toMatch(/relative/);
    expect(issuesAt(r, 'dbServices[0].description[0].img')[0]!.message).toBe('unsafe URL scheme "javascript:"');
    expect(issuesAt(r, 'dbServices[0].description[1].img')[0]!.message).toBe('unsafe URL scheme "javascript:"');
    expect(issuesAt(r, 'ytGallery.links[0]')[0]!.message).toBe('unsafe URL scheme "javascript:"');
    expect(issuesAt(r, 'ytGallery.links[1]')[0]!.message).toMatch(/unsafe URL/);
    expect(issuesAt(r, 'reviews.links[0]')[0]!.message).toBe('unsafe URL scheme "javascript:"');
    expect(issuesAt(r, 'linkWeb')[0]!.message).toBe('unsafe URL scheme "javascript:"');
  });

  it('drops the unsafe URL but keeps the rest of its entry', () => {
    // The address stays (a visitor can still read it); only the map link is gone.
    expect(r.data.dbPrincipal.location[0]).toEqual({ address: 'מחסן 7, شارع النخيل 12 🏡' });
    expect(r.data.dbPrincipal.location[4]!.url).toBe('https://www.google.com/maps/embed?pb=!1m18');
    expect(r.data.dbServices[0]!.description[6]!.img).toBe('https://bucket.example/ok.webp');
    expect(r.data.dbServices[0]!.description[0]!.text).toBe('<img src=x onerror=alert(3)>');
    expect(r.data.ytGallery.links).toEqual(['https://www.youtube.com/watch?v=aqz-KE-bpKQ']);
    expect(r.data.reviews.links).toEqual(['elfsight-app-<script>']);
    expect(r.data.videosPromo[0]!.link).toBeUndefined();
  });

  it('keeps markup as plain text (React escapes it), with RTL, emoji and 20 KB strings intact', () => {
    expect(r.data.dbPrincipal.name).toBe('Evil & Sons <script>alert("name")</script> 🌳 شركة الأشجار');
    expect(r.data.dbServices[1]!.name.length).toBe(20480);
    expect(r.data.dbAbout[0]!.text.length).toBeGreaterThan(20000);
    expect(r.data.dbServices[2]!.name).toContain('🌲🪓');
  });

  it('ignores __proto__ and constructor keys without polluting anything', () => {
    expect(r.data.dbPrincipal.name).not.toBe('Polluted');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(Object.getPrototypeOf(r.data)).toBe(Object.prototype);
    expect(Object.keys(r.data)).not.toContain('__proto__');
    expect(Object.keys(r.data.dbPrincipal)).not.toContain('__proto__');
  });

  it('rejects CSS-injection colours and keeps plain ones', () => {
    // Named colours become the hex the theme reads.
    expect(r.data.styles).toEqual({ btnHover: '#fff', scrollColor: '#663399', iconsMenuMovil: 'rgba(0,0,0,.5)' });
    expect(issuesAt(r, 'styles.mainColor')).toHaveLength(1);
    expect(issuesAt(r, 'styles.mainColor')[0]!.message).toMatch(/^not a colour the site can use/);
  });
});

describe('parseSiteData rules', () => {
  it.each([null, undefined, [], [1, 2], 'a string', '', 0, 42, true, NaN])('never throws on %j and says it is not a record', (input) => {
    const r = parseSiteData(input);
    expect(r.usable).toBe(false);
    expect(r.data).toEqual(emptySiteData());
    expect(r.issues).toHaveLength(1);
    expect(r.issues[0]!.path).toBe('(record)');
    expect(r.issues[0]!.message).toMatch(/^not a site-data record/);
  });

  it('names the exact path of a bad nested URL, like dbServices[3].description[0].img', () => {
    const rec = tenantA();
    (rec.dbServices as { description: { img: unknown }[] }[])[3]!.description[0]!.img = 'not a url';
    (rec.dbServices as { description: { img: unknown }[] }[])[5]!.description[0]!.img = 17;
    const r = parseSiteData(rec);
    expect(r.issues).toEqual([
      { path: 'dbServices[3].description[0].img', message: 'not a URL (relative)' },
      { path: 'dbServices[5].description[0].img', message: 'not a URL (got number)' },
    ]);
    // Only the image is dropped; the service and its text stay.
    expect(r.data.dbServices[3]!.name).toBe('Fire Pits (Wood & Gas)');
    expect(r.data.dbServices[3]!.description[0]!.img).toBeUndefined();
    expect(r.data.dbServices[3]!.description[0]!.text).toMatch(/fire pits/i);
  });

  it('keeps positions in simpleWidgets and stock when an entry is bad', () => {
    const rec = tenantA();
    const widgets = rec.simpleWidgets as unknown[];
    widgets[1] = 'garbage';
    widgets[2] = null;
    const stock = rec.stock as unknown[];
    stock[0] = 'javascript:alert(1)';
    stock[2] = 5;
    const r = parseSiteData(rec);
    expect(r.data.simpleWidgets).toHaveLength(6);
    expect(r.data.simpleWidgets[1]).toEqual({ val: '', activo: false });
    expect(r.data.simpleWidgets[2]).toEqual({ val: '', activo: false });
    expect(r.data.simpleWidgets[4]).toEqual({ val: 'ReviewTab', activo: true });
    expect(r.data.stock).toHaveLength(12);
    expect(r.data.stock[0]).toBeNull();
    expect(r.data.stock[2]).toBeNull();
    expect(r.data.stock[1]).toBe('https://bucket.example/img/stock-02.webp');
    expect(r.issues.map((i) => i.path)).toEqual(['stock[0]', 'stock[2]', 'simpleWidgets[1]', 'simpleWidgets[2]']);
  });

  it('removes bad entries from ordinary lists (so no holes are rendered)', () => {
    const rec = tenantA();
    (rec.gallery as unknown[]).splice(1, 0, 'ftp://x.example/a.webp', null);
    const r = parseSiteData(rec);
    expect(r.data.gallery).toHaveLength(6);
    expect(r.data.gallery.every((g) => g.startsWith('https://'))).toBe(true);
    expect(r.issues.map((i) => i.path)).toEqual(['gallery[1]', 'gallery[2]']);
  });

  it('ignores unknown fields at every level', () => {
    const rec = tenantA();
    (rec.dbPrincipal as Record<string, unknown>).favouriteTree = 'oak';
    const r = parseSiteData(rec);
    expect(r.issues).toEqual([]);
    expect(r.data).not.toHaveProperty('works');
    expect(r.data).not.toHaveProperty('createdAt');
    expect(r.data.dbPrincipal).not.toHaveProperty('favouriteTree');
  });

  it('removes relative URLs unless a relativeBase is given, then resolves them against it', () => {
    const rec = { dbPrincipal: { name: 'Rel', logo: 'img/logo.webp' }, gallery: ['../../demo-assets/g1.webp', '/abs/g2.webp'] };
    const without = parseSiteData(rec);
    expect(without.data.dbPrincipal.logo).toBeUndefined();
    expect(without.data.gallery).toEqual([]);
    expect(issuesAt(without, 'dbPrincipal.logo')[0]!.message).toBe('not a URL (relative)');

    const within = parseSiteData(rec, { relativeBase: '/site/demo-api/paginas/demo' });
    expect(within.data.dbPrincipal.logo).toBe('/site/demo-api/paginas/img/logo.webp');
    expect(within.data.gallery).toEqual(['/site/demo-assets/g1.webp', '/abs/g2.webp']);

    const absolute = parseSiteData(rec, { relativeBase: 'https://data.example/paginas/x' });
    expect(absolute.data.dbPrincipal.logo).toBe('https://data.example/paginas/img/logo.webp');
    // Protocol-relative URLs are never accepted, even with a base.
    expect(parseSiteData({ qrImg: '//evil.example/x.png' }, { relativeBase: '/' }).data.qrImg).toBeUndefined();
  });

  it('reports null on optional fields and missing required ones', () => {
    const r = parseSiteData({ dbPrincipal: { name: 'N', logo: null, phones: [{ name: 'no number' }] } });
    expect(issuesAt(r, 'dbPrincipal.logo')).toEqual([{ path: 'dbPrincipal.logo', message: 'is null (left out)' }]);
    expect(issuesAt(r, 'dbPrincipal.phones[0].phone')).toEqual([{ path: 'dbPrincipal.phones[0].phone', message: 'missing' }]);
    expect(r.data.dbPrincipal.phones).toEqual([]);
  });

  it('formats paths the way operators read them', () => {
    expect(formatPath(['dbServices', 3, 'description', 0, 'img'])).toBe('dbServices[3].description[0].img');
    expect(formatPath(['stock', 2])).toBe('stock[2]');
    expect(formatPath([])).toBe('(record)');
  });
});

describe('parseSiteData properties', () => {
  const urlish = fc.oneof(
    fc.constantFrom(
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:x',
      'java\tscript:x',
      'java\nscript:x',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example/x',
      '\\\\evil.example\\x',
      'https://ok.example/a.webp',
      'tel:+15035550142',
      'mailto:a@b.example',
      'relative/path.webp',
      '',
    ),
    fc.webUrl(),
    fc.string(),
  );
  const value = fc.letrec((tie) => ({
    any: fc.oneof({ depthSize: 'small' }, urlish, fc.integer(), fc.boolean(), fc.constant(null), tie('arr'), tie('obj')),
    arr: fc.array(tie('any'), { maxLength: 4 }),
    obj: fc.dictionary(fc.constantFrom('url', 'img', 'name', 'text', 'phone', 'activo', 'val', 'links', 'link', '__proto__', 'x'), tie('any'), {
      maxKeys: 5,
    }),
  })).any;
  const sections = [
    'docId',
    'dbPrincipal',
    'dbServices',
    'dbAbout',
    'dbSocialMedia',
    'stock',
    'gallery',
    'landings',
    'beforeAfterGall',
    'videosPromo',
    'ytGallery',
    'reviews',
    'simpleWidgets',
    'gmb',
    'qrImg',
    'linkWeb',
    'linkPostEmail',
    'styles',
    'labels',
  ];
  // Records shaped like the real thing, with any value anywhere: this reaches the deep paths.
  const recordLike = fc.dictionary(fc.constantFrom(...sections), value, { maxKeys: sections.length });

  it('never throws on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const r = parseSiteData(v);
        expect(Array.isArray(r.issues)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('never throws and never outputs an unsafe URL for record-shaped garbage', () => {
    fc.assert(
      fc.property(recordLike, (rec) => {
        const r = parseSiteData(rec);
        expect(r.usable).toBe(true);
        assertNoUnsafeUrls(r.data);
        for (const i of r.issues) expect(i.path).toMatch(/^[A-Za-z]+(\.[A-Za-z]+|\[\d+\])*$/);
      }),
      { numRuns: 500 },
    );
  });

  it('never outputs an unsafe URL when a real record is mutated at a random URL position', () => {
    const base = tenantA();
    const urlPaths = urlValues(parseSiteData(base).data).map((u) => u.path);
    fc.assert(
      fc.property(fc.constantFrom(...urlPaths), urlish, (p, bad) => {
        const rec = structuredClone(base);
        setPath(rec, p, bad);
        const r = parseSiteData(rec);
        assertNoUnsafeUrls(r.data);
        expect(r.data.dbServices.length).toBe(12);
      }),
      { numRuns: 300 },
    );
  });
});

function setPath(obj: unknown, p: string, v: unknown) {
  const segs = p.match(/[^.[\]]+/g)!.map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  let cur = obj as Record<string | number, unknown>;
  for (const s of segs.slice(0, -1)) cur = cur[s] as Record<string | number, unknown>;
  cur[segs[segs.length - 1]!] = v;
}

describe('isenglish as a JSON boolean (issue 13)', () => {
  it('true renders English, false Spanish, like the strings', async () => {
    const { language } = await import('./selectors');
    const lang = (flag: unknown) => language(parseSiteData({ dbPrincipal: { name: 'X' }, labels: { formLabel: { isenglish: flag } } }).data);
    expect(lang(true)).toBe('en');
    expect(lang('true')).toBe('en');
    expect(lang(false)).toBe('es');
    expect(lang('false')).toBe('es');
  });
});

describe('emails are checked once, in the parser (issue 13)', () => {
  it('drops addresses that would smuggle more into a mailto: link', () => {
    const emails = ['owner@oak.example', 'a@b.example?bcc=spy@evil.example', 'x@y.example&cc=z@evil.example', 'two words@x.example', '"><svg>@x.example', 'no-at-sign'];
    const r = parseSiteData({ dbPrincipal: { name: 'X', emails: emails.map((email) => ({ email })) } });
    expect(r.data.dbPrincipal.emails.map((e) => e.email)).toEqual(['owner@oak.example']);
    expect(r.issues.filter((i) => i.message === 'not an email address')).toHaveLength(5);
  });
});
