import { describe, expect, it } from 'vitest';
import { stringsFor } from '../i18n';
import { parseSiteData } from '../site-data/parse';
import { absoluteUrl, headTags, localBusinessJsonLd, pageTitle, scriptJson } from './head';
import { notFoundRoute, siteRoutes } from './routes';

const record = {
  docId: 'd1',
  dbPrincipal: {
    name: 'Oak & Pine Co',
    logo: 'https://cdn.example.com/logo.png',
    phones: [{ phone: '503-555-0142' }],
    emails: [{ email: 'hi@example.com' }],
    location: [{ address: '1 Main St, Portland, OR' }],
    workdays: [{ day: 'Mon - Fri' }],
    workHours: [{ hour: '8am - 5pm' }],
    miles: '30',
  },
  dbAbout: [{ text: 'We care for trees. '.repeat(20) }],
  dbServices: [{ name: 'Tree Removal' }, { name: 'Stump Grinding' }, { name: 'Tree Removal' }],
  landings: [{ name: 'Big Oaks', gallery: [] }],
  dbSocialMedia: { redes: [{ url: 'https://facebook.com/x', icon: 'facebook' }] },
  labels: { formLabel: { isenglish: 'true' } },
};
const data = parseSiteData(record).data;
const s = stringsFor('en');

describe('siteRoutes', () => {
  it('lists every page once: fixed pages, each service, each landing', () => {
    const paths = siteRoutes(data).map((r) => r.path);
    expect(paths).toEqual([
      '/', '/about', '/services', '/gallery', '/reviews', '/our-videos', '/contact', '/find-us-on', '/digitalcard',
      '/tree-removal', '/stump-grinding', '/gallery/big-oaks',
    ]);
  });

  it('has only the home page in the reduced site', () => {
    const reduced = parseSiteData({ ...record, simpleWidgets: [{}, {}, {}, { val: 'x', activo: true }] }).data;
    expect(siteRoutes(reduced).map((r) => r.path)).toEqual(['/']);
  });
});

describe('head tags', () => {
  const about = siteRoutes(data).find((r) => r.kind === 'about')!;
  const html = headTags({ route: about, data, strings: s, basePath: '/site/', siteUrl: 'https://oak.example' });

  it('titles a page "{Page} | {Business}"', () => {
    expect(pageTitle(about, data, s)).toBe('About | Oak & Pine Co');
    expect(html).toContain('<title>About | Oak &amp; Pine Co</title>');
  });

  it('cuts the description at 150 characters and links the canonical URL under the base path', () => {
    const desc = /name="description" content="([^"]*)"/.exec(html)![1]!;
    expect(desc.length).toBeLessThanOrEqual(150);
    expect(html).toContain('<link rel="canonical" href="https://oak.example/site/about">');
    expect(absoluteUrl('https://oak.example', '/', '/')).toBe('https://oak.example/');
  });

  it('links the page its own manifest', () => {
    const card = siteRoutes(data).find((r) => r.kind === 'digitalCard')!;
    expect(headTags({ route: card, data, strings: s, basePath: '/', siteUrl: '' })).toContain('href="/digitalcard.webmanifest"');
    expect(html).toContain('href="/site/manifest.webmanifest"');
  });

  it('marks the not-found page noindex and gives it no canonical', () => {
    const nf = headTags({ route: notFoundRoute, data, strings: s, basePath: '/', siteUrl: 'https://oak.example' });
    expect(nf).toContain('noindex');
    expect(nf).not.toContain('rel="canonical"');
  });

  it('embeds valid LocalBusiness JSON-LD without a self-made rating', () => {
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    const ld = JSON.parse(json) as Record<string, unknown>;
    expect(ld['@type']).toBe('LocalBusiness');
    expect(ld.name).toBe('Oak & Pine Co');
    expect(ld.telephone).toBe('+15035550142');
    expect(ld.sameAs).toEqual(['https://facebook.com/x']);
    expect(ld).not.toHaveProperty('aggregateRating');
    expect((ld.hasOfferCatalog as { itemListElement: unknown[] }).itemListElement).toHaveLength(3);
    expect(localBusinessJsonLd(data, '', '/')).not.toHaveProperty('url');
  });

  it('never lets record text close the script block', () => {
    expect(scriptJson({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('openingHoursSpecification in the LocalBusiness JSON-LD', () => {
  it('gives the parsed hours as schema.org days and 24 h times', () => {
    expect(localBusinessJsonLd(data, 'https://oak.example', '/').openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' },
    ]);
  });

  it('covers Spanish split shifts, skips closed days, and closes overnight shifts the next day', () => {
    const es = parseSiteData({
      ...record,
      dbPrincipal: {
        ...record.dbPrincipal,
        workdays: [{ day: 'Lunes a Viernes' }, { day: 'Sábado' }, { day: 'Domingo' }],
        workHours: [{ hour: '8:00 - 13:00 y 15:00 - 19:00' }, { hour: '10:00 PM - 2:00 AM' }, { hour: 'Cerrado' }],
      },
    }).data;
    const spec = localBusinessJsonLd(es, '', '/').openingHoursSpecification as Array<Record<string, unknown>>;
    expect(spec.map((x) => [x.dayOfWeek, x.opens, x.closes])).toEqual([
      [['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], '08:00', '13:00'],
      [['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], '15:00', '19:00'],
      [['Saturday'], '22:00', '02:00'],
    ]);
  });

  it('falls back to the hours as written when a row cannot be read', () => {
    const odd = parseSiteData({ ...record, dbPrincipal: { ...record.dbPrincipal, workHours: [{ hour: 'Call first' }] } }).data;
    const ld = localBusinessJsonLd(odd, '', '/');
    expect(ld.openingHoursSpecification).toBeUndefined();
    expect(ld.openingHours).toEqual(['Mon - Fri Call first']);
  });
});
