import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringsFor } from '../i18n';
import '../i18n/all';
import { parseSiteData } from '../site-data/parse';
import type { SiteData } from '../site-data/schema';
import { absoluteAsset, absoluteUrl } from './head';
import { siteRoutes, type SiteRoute } from './routes';
import { businessType, landingCity, servedCities, structuredData } from './structured-data';

type Node = Record<string, unknown>;
const ROOT = path.resolve(import.meta.dirname, '../..');
const SITE = 'https://oak.example';

function graph(data: SiteData, route: SiteRoute, siteUrl = SITE): Node[] {
  const lang = data.labels.formLabel.isenglish === 'false' ? 'es' : 'en';
  const g = structuredData({ route, data, strings: stringsFor(lang), url: (p) => absoluteUrl(siteUrl, '/', p), asset: (u) => absoluteAsset(siteUrl, u) }) as unknown as { '@context': string; '@graph': Node[] };
  expect(g['@context']).toBe('https://schema.org');
  return g['@graph'];
}
const routeOf = (data: SiteData, kind: string) => siteRoutes(data).find((r) => r.kind === kind)!;
const byType = (nodes: Node[], type: string) => nodes.find((n) => n['@type'] === type);

const record = {
  docId: 'd1',
  dbPrincipal: {
    name: 'Oak & Pine Co',
    logo: 'https://cdn.example.com/logo.png',
    phones: [{ phone: '503-555-0142' }],
    emails: [{ email: 'hi@example.com' }],
    location: [{ address: '1 Main St, Portland, OR 97206' }, { address: '12600 SW Canyon Rd, Beaverton, OR 97005' }],
    workdays: [{ day: 'Mon - Fri' }],
    workHours: [{ hour: '8am - 5pm' }],
    paymentMethod: 'Cash, card',
  },
  dbServices: [{ name: 'Tree Removal', description: [{ text: 'Safe removal.', img: 'https://cdn.example.com/tr.jpg' }] }, { name: 'Stump Grinding' }],
  landings: [{ name: 'Tree Service in Lake Oswego', gallery: [] }, { name: 'Big Oaks', gallery: [] }],
  dbSocialMedia: { redes: [{ url: 'https://facebook.com/x', icon: 'facebook' }, { url: 'javascript:alert(1)', icon: 'x' }] },
  reviews: { activo: true },
  labels: { formLabel: { isenglish: 'true' } },
};
const data = parseSiteData(record).data;

describe('the business node', () => {
  const nodes = graph(data, routeOf(data, 'home'));
  const b = nodes[0]!;

  it('is the most specific type, with an @id, and what the page shows', () => {
    expect(b).toMatchObject({
      '@type': 'HomeAndConstructionBusiness',
      '@id': `${SITE}/#business`,
      name: 'Oak & Pine Co',
      url: `${SITE}/`,
      logo: 'https://cdn.example.com/logo.png',
      image: 'https://cdn.example.com/logo.png',
      telephone: '+15035550142',
      email: 'hi@example.com',
      address: { '@type': 'PostalAddress', streetAddress: '1 Main St', addressLocality: 'Portland', addressRegion: 'OR', postalCode: '97206', addressCountry: 'US' },
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' }],
      paymentAccepted: 'Cash, card',
      sameAs: ['https://facebook.com/x'],
    });
  });

  it('serves named places (its locations and landing cities), not a radius', () => {
    expect(b.areaServed).toEqual([
      { '@type': 'City', name: 'Portland' },
      { '@type': 'City', name: 'Beaverton' },
      { '@type': 'City', name: 'Lake Oswego' },
    ]);
    expect(JSON.stringify(nodes)).not.toContain('GeoCircle');
  });

  it('a service-area business (`Portland, OR`): its city and state, no street; its locations\' cities served', () => {
    const area = parseSiteData({ ...record, dbPrincipal: { ...record.dbPrincipal, location: [{ address: 'Portland, OR' }, { address: 'Vancouver, Washington 98660' }, { address: 'portland, oregon' }] }, landings: [{ name: 'Big Oaks', gallery: [] }] }).data;
    const ab = graph(area, routeOf(area, 'home'))[0]!;
    expect(ab.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Portland', addressRegion: 'OR', addressCountry: 'US' });
    expect(ab.address).not.toHaveProperty('streetAddress');
    expect(ab.areaServed).toEqual([{ '@type': 'City', name: 'Portland' }, { '@type': 'City', name: 'Vancouver' }]);
    expect(byType(graph(area, routeOf(area, 'service')), 'Service')!.areaServed).toEqual(ab.areaServed);
  });

  it('a suite and a trailing country: the street keeps its suite; each city once, locations first, then landings', () => {
    const suite = parseSiteData({
      ...record,
      dbPrincipal: { ...record.dbPrincipal, location: [{ address: '12600 SW Canyon Rd, Ste 200, Beaverton, Oregon 97005, USA' }, { address: 'Lake Oswego, OR' }] },
      landings: [{ name: 'Tree Service in Lake Oswego', gallery: [] }, { name: 'Tree Service in Tigard', gallery: [] }],
    }).data;
    const sb = graph(suite, routeOf(suite, 'home'))[0]!;
    expect(sb.address).toEqual({ '@type': 'PostalAddress', streetAddress: '12600 SW Canyon Rd, Ste 200', addressLocality: 'Beaverton', addressRegion: 'OR', postalCode: '97005', addressCountry: 'US' });
    expect(sb.areaServed).toEqual([{ '@type': 'City', name: 'Beaverton' }, { '@type': 'City', name: 'Lake Oswego' }, { '@type': 'City', name: 'Tigard' }]);
  });

  it('an address it cannot read (another country\'s, a sentence) is the street, as written, and names no city', () => {
    const mx = 'Av. Constitución 400, Col. Centro, 64000 Monterrey, N.L., México';
    const other = parseSiteData({ ...record, dbPrincipal: { ...record.dbPrincipal, location: [{ address: mx }, { address: 'Serving the whole valley' }] }, landings: [] }).data;
    const ob = graph(other, routeOf(other, 'home'))[0]!;
    expect(ob.address).toEqual({ '@type': 'PostalAddress', streetAddress: mx });
    expect(ob).not.toHaveProperty('areaServed');
    const none = parseSiteData({ ...record, dbPrincipal: { ...record.dbPrincipal, location: [] }, landings: [] }).data;
    expect(graph(none, routeOf(none, 'home'))[0]).not.toHaveProperty('address');
  });

  it('carries no rating or reviews of itself, even with reviews switched on', () => {
    expect(JSON.stringify(nodes)).not.toMatch(/aggregateRating|"review"/i);
  });

  it('is a GeneralContractor when most services build something', () => {
    const hardscape = parseSiteData({ ...record, dbServices: [{ name: 'Patios & Pavers' }, { name: 'Retaining Walls' }, { name: 'Lawn Care' }] }).data;
    expect(businessType(hardscape)).toBe('GeneralContractor');
    expect(businessType(data)).toBe('HomeAndConstructionBusiness');
  });

  it('gives unreadable hours as written', () => {
    const odd = parseSiteData({ ...record, dbPrincipal: { ...record.dbPrincipal, workHours: [{ hour: 'Call first' }] } }).data;
    const ob = graph(odd, routeOf(odd, 'home'))[0]!;
    expect(ob.openingHoursSpecification).toBeUndefined();
    expect(ob.openingHours).toEqual(['Mon - Fri Call first']);
  });

  it('covers Spanish split shifts, skips closed days, closes overnight shifts the next day', () => {
    const es = parseSiteData({
      ...record,
      dbPrincipal: { ...record.dbPrincipal, workdays: [{ day: 'Lunes a Viernes' }, { day: 'Sábado' }, { day: 'Domingo' }], workHours: [{ hour: '8:00 - 13:00 y 15:00 - 19:00' }, { hour: '10:00 PM - 2:00 AM' }, { hour: 'Cerrado' }] },
    }).data;
    const spec = graph(es, routeOf(es, 'home'))[0]!.openingHoursSpecification as Node[];
    expect(spec.map((x) => [x.dayOfWeek, x.opens, x.closes])).toEqual([
      [['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], '08:00', '13:00'],
      [['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], '15:00', '19:00'],
      [['Saturday'], '22:00', '02:00'],
    ]);
  });

  it('without a public URL: no url, the same relative @id on every page', () => {
    const home = graph(data, routeOf(data, 'home'), '')[0]!;
    const svc = graph(data, routeOf(data, 'service'), '')[0]!;
    expect(home).not.toHaveProperty('url');
    expect(home['@id']).toBe('/#business');
    expect(svc['@id']).toBe('/#business');
  });
});

describe('service and landing pages', () => {
  it('a service page adds the Service (provider = the business) and its breadcrumbs', () => {
    const nodes = graph(data, routeOf(data, 'service'));
    const service = byType(nodes, 'Service')!;
    expect(service).toEqual({
      '@type': 'Service',
      '@id': `${SITE}/tree-removal#service`,
      name: 'Tree Removal',
      description: 'Safe removal.',
      url: `${SITE}/tree-removal`,
      image: 'https://cdn.example.com/tr.jpg',
      provider: { '@id': nodes[0]!['@id'] },
      areaServed: [{ '@type': 'City', name: 'Portland' }, { '@type': 'City', name: 'Beaverton' }, { '@type': 'City', name: 'Lake Oswego' }],
    });
    expect(byType(nodes, 'BreadcrumbList')!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Services', item: `${SITE}/services` },
      { '@type': 'ListItem', position: 3, name: 'Tree Removal', item: `${SITE}/tree-removal` },
    ]);
  });

  it("the business's catalog names each service by its page's Service node, not its description again", () => {
    const nodes = graph(data, routeOf(data, 'home'));
    const catalog = (nodes[0]!.hasOfferCatalog as { itemListElement: Node[] }).itemListElement;
    expect(catalog).toEqual([
      { '@type': 'Offer', itemOffered: { '@type': 'Service', '@id': `${SITE}/tree-removal#service`, name: 'Tree Removal', url: `${SITE}/tree-removal` } },
      { '@type': 'Offer', itemOffered: { '@type': 'Service', '@id': `${SITE}/stump-grinding#service`, name: 'Stump Grinding', url: `${SITE}/stump-grinding` } },
    ]);
    // The @id is the one the service's own page describes it under.
    expect(byType(graph(data, routeOf(data, 'service')), 'Service')!['@id']).toBe(`${SITE}/tree-removal#service`);
    // The one-page site has no service pages: there each service carries its description.
    const reduced = parseSiteData({ ...record, simpleWidgets: [0, 1, 2, 3].map((i) => ({ val: `w${i}`, activo: i === 3 })) }).data;
    const items = (graph(reduced, routeOf(reduced, 'home'))[0]!.hasOfferCatalog as { itemListElement: Node[] }).itemListElement;
    expect(items[0]).toEqual({ '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Tree Removal', description: 'Safe removal.' } });
  });

  it('a landing page adds its breadcrumbs; other pages only the business', () => {
    const landing = siteRoutes(data).find((r) => r.kind === 'landing' && r.path.includes('big-oaks'))!;
    const crumbs = byType(graph(data, landing), 'BreadcrumbList')!.itemListElement as Node[];
    expect(crumbs.map((c) => [c.position, c.name, c.item])).toEqual([
      [1, 'Home', `${SITE}/`],
      [2, 'Gallery', `${SITE}/gallery`],
      [3, 'Big Oaks', `${SITE}/gallery/big-oaks`],
    ]);
    expect(graph(data, routeOf(data, 'about')).map((n) => n['@type'])).toEqual(['HomeAndConstructionBusiness']);
  });
});

describe('landingCity and servedCities', () => {
  it('reads "... in City" and "... en Ciudad", nothing else', () => {
    expect(landingCity('Tree Service in Round Rock')).toBe('Round Rock');
    expect(landingCity('Poda de árboles en San Juan')).toBe('San Juan');
    expect(landingCity('Garden Design')).toBeUndefined();
    expect(landingCity('Tree work in progress')).toBeUndefined();
  });

  it('lists each city once', () => {
    const twice = parseSiteData({ ...record, landings: [{ name: 'Tree Service in Portland', gallery: [] }] }).data;
    expect(servedCities(twice)).toEqual(['Portland', 'Beaverton']);
  });
});

describe('the demo and a Spanish tenant', () => {
  const demo = parseSiteData(JSON.parse(fs.readFileSync(path.join(ROOT, 'public/demo-api/paginas/demo'), 'utf8')), { relativeBase: '/demo-api/paginas/demo' }).data;
  // tenant-b-es as a whole site (its one-page switch off), so it has service pages.
  const esRaw = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/fixtures/tenant-b-es.json'), 'utf8').replaceAll('{{BUCKET}}', 'https://bucket.example').replaceAll('{{RELAY}}', 'https://relay.example/send')) as { simpleWidgets: Node[] };
  const es = parseSiteData({ ...esRaw, simpleWidgets: esRaw.simpleWidgets.map((w, i) => (i === 3 ? { ...w, activo: false } : w)) }).data;

  it.each([
    ['demo', demo],
    ['tenant-b-es', es],
  ] as const)('%s: / and a service page have the business with its fields; the Service points at it, with Spanish breadcrumbs for the Spanish site', (_name, d) => {
    const home = graph(d, routeOf(d, 'home'));
    const b = home[0]!;
    for (const field of ['@type', '@id', 'name', 'url', 'logo', 'telephone', 'email', 'address', 'openingHoursSpecification', 'areaServed']) expect(b).toHaveProperty(field);
    expect((b.address as Node).addressLocality).toBeTruthy();
    const svc = graph(d, routeOf(d, 'service'));
    expect(svc[0]).toEqual(b);
    expect(byType(svc, 'Service')!.provider).toEqual({ '@id': b['@id'] });
    expect((byType(svc, 'BreadcrumbList')!.itemListElement as Node[]).map((c) => c.name)).toEqual([stringsFor(d === es ? 'es' : 'en').nav.home, stringsFor(d === es ? 'es' : 'en').nav.services, byType(svc, 'Service')!.name]);
  });

  it('tenant-b-es: Spanish hours become schema.org hours, its two offices two cities', () => {
    const b = graph(es, routeOf(es, 'home'))[0]!;
    expect(b.openingHoursSpecification).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' }]);
    expect(b.areaServed).toEqual([{ '@type': 'City', name: 'McAllen' }, { '@type': 'City', name: 'Harlingen' }]);
    expect(b.paymentAccepted).toBe('Efectivo, tarjeta');
    const crumbs = byType(graph(es, routeOf(es, 'service')), 'BreadcrumbList')!.itemListElement as Node[];
    expect(crumbs.slice(0, 2).map((c) => c.name)).toEqual(['Inicio', 'Servicios']);
  });
});
