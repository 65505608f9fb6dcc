import { describe, expect, it } from 'vitest';
import { stringsFor } from '../i18n';
import { parseSiteData } from '../site-data/parse';
import { absoluteUrl, headTags, manifestLink, pageTitle, scriptJson } from './head';
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

  it('puts the manifest link only in <noscript> when the page adds it after its first paint', () => {
    const card = siteRoutes(data).find((r) => r.kind === 'digitalCard')!;
    const late = headTags({ route: card, data, strings: s, basePath: '/', siteUrl: '', manifest: 'late' });
    expect(late).toContain(`<noscript>${manifestLink(card.path, '/')}</noscript>`);
    expect(late.replace(/<noscript>.*?<\/noscript>/g, '')).not.toContain('rel="manifest"');
    expect(manifestLink(card.path, '/')).toBe('<link rel="manifest" href="/digitalcard.webmanifest">');
  });

  it('marks the not-found page noindex and gives it no canonical', () => {
    const nf = headTags({ route: notFoundRoute, data, strings: s, basePath: '/', siteUrl: 'https://oak.example' });
    expect(nf).toContain('noindex');
    expect(nf).not.toContain('rel="canonical"');
  });

  it('embeds one JSON-LD @graph whose business has no self-made rating', () => {
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    const ld = JSON.parse(json) as { '@context': string; '@graph': Array<Record<string, unknown>> };
    expect(ld['@context']).toBe('https://schema.org');
    const [business] = ld['@graph'];
    expect(business!['@type']).toBe('HomeAndConstructionBusiness');
    expect(business!.name).toBe('Oak & Pine Co');
    expect(business!.telephone).toBe('+15035550142');
    expect(business).not.toHaveProperty('aggregateRating');
  });

  it('never lets record text close the script block', () => {
    expect(scriptJson({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
