/**
 * SEO in the served HTML, for the demo and an unfamiliar tenant, read without
 * JavaScript: title, meta description from the about text (at most 150 characters), canonical
 * URL from VITE_SITE_URL, social cards, `lang`, LocalBusiness JSON-LD with the record's facts
 * and no self-made rating; sitemap.xml lists every route and nothing else; robots.txt points
 * to it; the not-found page is not indexed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telHref } from '../../src/site-data/selectors';
import { decode, headOf, htmlLang, jsonLd, links, meta, pageName, startServedBuilds, type ServedBuilds, type ServedTenant } from './served-builds';

let builds: ServedBuilds;

beforeAll(async () => {
  builds = await startServedBuilds();
});

afterAll(async () => {
  await builds?.close();
});

const canonicalOf = (t: ServedTenant, route: string) => `${t.siteUrl}${route === '/' ? '/' : route}`;

describe.each(['demo', 'tenant-a'])('%s', (name) => {
  const t = (): ServedTenant => (name === 'demo' ? builds.demo : builds.tenantA);

  it('gives every route its title, description, canonical URL, social cards and language', async () => {
    const tenant = t();
    const about = tenant.data.dbAbout[0]!.text.replace(/\s+/g, ' ').trim();
    const business = tenant.data.dbPrincipal.name;
    for (const route of tenant.routes) {
      const html = await tenant.html(route.path);
      const head = headOf(html);
      const title = `${pageName(tenant, route)} | ${business}`;
      const description = meta(head, 'description');
      expect(description, route.path).toBeDefined();
      expect(description!.length, route.path).toBeLessThanOrEqual(150);
      // The first about text, cut (with an ellipsis when it was longer).
      expect(about.startsWith(description!.replace(/…$/, '').trimEnd()), `${route.path}: ${description}`).toBe(true);
      expect(description!.length).toBeGreaterThan(Math.min(about.length, 100));
      expect(links(head, 'canonical'), route.path).toEqual([canonicalOf(tenant, route.path)]);
      expect(meta(head, 'og:title')).toBe(title);
      expect(meta(head, 'og:description')).toBe(description);
      expect(meta(head, 'og:url')).toBe(canonicalOf(tenant, route.path));
      expect(meta(head, 'og:image')).toMatch(/^https?:\/\//);
      expect(meta(head, 'twitter:card')).toBe('summary_large_image');
      expect(meta(head, 'twitter:title')).toBe(title);
      expect(meta(head, 'robots')).toBeUndefined();
      expect(htmlLang(html)).toBe(tenant.data.labels.formLabel.isenglish === 'true' ? 'en' : 'es');
      expect(head).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1/);
    }
  });

  it('describes the business in one JSON-LD @graph on every page (Service and breadcrumbs on service pages), without a self-made rating', async () => {
    const tenant = t();
    const p = tenant.data.dbPrincipal;
    const graphOf = async (route: string) => {
      const blocks = jsonLd(await tenant.html(route));
      expect(blocks, route).toHaveLength(1);
      expect(blocks[0]!['@context']).toBe('https://schema.org');
      return blocks[0]!['@graph'] as Array<Record<string, unknown>>;
    };
    let first: string | undefined;
    for (const route of tenant.routes) {
      const nodes = await graphOf(route.path);
      // The same business on every page.
      first ??= JSON.stringify(nodes[0]);
      expect(JSON.stringify(nodes[0]), route.path).toBe(first);
      const types = nodes.map((n) => n['@type']);
      expect(types.slice(1), route.path).toEqual(route.kind === 'service' ? ['Service', 'BreadcrumbList'] : route.kind === 'landing' ? ['BreadcrumbList'] : []);
    }
    const ld = (await graphOf('/'))[0]!;
    expect(['HomeAndConstructionBusiness', 'GeneralContractor']).toContain(ld['@type']);
    expect(ld['@id']).toBe(`${tenant.siteUrl}/#business`);
    expect(ld.name).toBe(p.name);
    expect(ld.url).toBe(`${tenant.siteUrl}/`);
    expect(ld.telephone).toBe(telHref(p.phones[0]!.phone).slice(4));
    expect(ld.telephone).toMatch(/^\+1\d{10}$/);
    expect(ld.email).toBe(p.emails[0]!.email);
    // "4512 SE Division St, Portland, OR 97206" (demo), "4100 S Lamar Blvd, Austin, TX 78704" (tenant-a).
    const [street, city, stateZip] = p.location[0]!.address.split(', ');
    expect(ld.address).toEqual({ '@type': 'PostalAddress', streetAddress: street, addressLocality: city, addressRegion: stateZip!.split(' ')[0], postalCode: stateZip!.split(' ')[1], addressCountry: 'US' });
    expect(ld.logo).toMatch(/^https?:\/\//);
    expect((ld.areaServed as Array<{ '@type': string; name: string }>)[0]).toEqual({ '@type': 'City', name: city });
    // The hours as Google reads them: demo "Monday - Friday 7:00 AM - 6:00 PM", "Saturday 8:00 AM -
    // 2:00 PM"; tenant-a "Mon - Sat 7:00 AM - 6:00 PM", "Sunday Closed" (closed days are left out).
    const spec = (days: string[], opens: string, closes: string) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes });
    expect(ld.openingHoursSpecification).toEqual(
      name === 'demo'
        ? [spec(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], '07:00', '18:00'), spec(['Saturday'], '08:00', '14:00')]
        : [spec(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], '07:00', '18:00')],
    );
    expect(ld).not.toHaveProperty('openingHours');
    const socials = tenant.data.dbSocialMedia.redes.map((r) => r.url).filter((u): u is string => !!u && /^https:/.test(u));
    expect(socials.length).toBeGreaterThan(0);
    expect(ld.sameAs).toEqual(socials);
    const offers = (ld.hasOfferCatalog as { itemListElement: { itemOffered: { name: string } }[] }).itemListElement;
    expect(offers.map((o) => o.itemOffered.name)).toEqual(tenant.data.dbServices.map((s) => s.name));
    // A service page: the Service, provided by the business, and Home > Services > the service.
    const svcRoute = tenant.routes.find((r) => r.kind === 'service')!;
    const svcNodes = await graphOf(svcRoute.path);
    expect(svcNodes[1]).toMatchObject({ '@type': 'Service', name: pageName(tenant, svcRoute), url: canonicalOf(tenant, svcRoute.path), provider: { '@id': ld['@id'] } });
    expect((svcNodes[2]!.itemListElement as Array<{ position: number; item: string }>).map((i) => [i.position, i.item])).toEqual([
      [1, `${tenant.siteUrl}/`],
      [2, canonicalOf(tenant, '/services')],
      [3, canonicalOf(tenant, svcRoute.path)],
    ]);
    // No rating we made up ourselves (Google's rules for self-serving reviews).
    expect(JSON.stringify(svcNodes)).not.toMatch(/aggregateRating|"review"/i);
  });

  it('lists every route in sitemap.xml and nothing else, and robots.txt points to it', async () => {
    const tenant = t();
    const res = await tenant.get('/sitemap.xml');
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"[ >]/);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1]!));
    const expected = tenant.routes.map((r) => canonicalOf(tenant, r.path));
    expect([...locs].sort()).toEqual([...expected].sort());
    expect(new Set(locs).size).toBe(locs.length);
    // Every listed URL is a page the host serves.
    for (const loc of locs) expect((await tenant.get(new URL(loc).pathname)).status, loc).toBe(200);
    // Each URL says when the record last changed (the day this build first saw it).
    const lastmods = [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1]);
    expect(lastmods).toHaveLength(locs.length);
    for (const d of lastmods) expect(d).toMatch(/^\d{4}-\d\d-\d\d$/);
    // The image sitemap: the home page's hero and the gallery's photos, as the site serves them.
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    const imagesOf = (page: string) => {
      const block = xml.split('<url>').find((u) => u.includes(`<loc>${canonicalOf(tenant, page)}</loc>`)) ?? '';
      return [...block.matchAll(/<image:loc>([^<]*)<\/image:loc>/g)].map((m) => decode(m[1]!));
    };
    expect(imagesOf('/')).toHaveLength(1);
    expect(imagesOf('/gallery').length).toBeGreaterThan(3);
    for (const img of [...imagesOf('/'), ...imagesOf('/gallery')]) {
      const u = new URL(img);
      if (u.origin === new URL(tenant.siteUrl).origin) expect((await tenant.get(u.pathname)).status, img).toBe(200);
    }

    const robots = await (await tenant.get('/robots.txt')).text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${tenant.siteUrl}/sitemap.xml$`, 'm'));
  });

  it('keeps the not-found page out of the index', async () => {
    const tenant = t();
    for (const res of [await tenant.get('/404.html'), await tenant.get('/this/does/not/exist')]) {
      const html = await res.text();
      expect(meta(headOf(html), 'robots')).toBe('noindex');
      expect(links(headOf(html), 'canonical')).toEqual([]);
    }
    expect((await tenant.get('/this/does/not/exist')).status).toBe(404);
  });
});
