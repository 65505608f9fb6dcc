import { describe, expect, it } from 'vitest';
import { normalizeBasePath, readConfig, recordUrl, reviewsEndpoint } from './env';

describe('readConfig', () => {
  it('with nothing set, serves the embedded demo from the site itself', () => {
    const c = readConfig({});
    expect(c).toEqual({
      basePath: '/',
      dataUrl: '/demo-api',
      pageId: 'demo',
      reviewsUrl: '/demo-api',
      visitsUrl: '',
      eventsUrl: '',
      siteUrl: '',
      weatherUrl: 'https://api.open-meteo.com',
      geocodeUrl: 'https://geocoding-api.open-meteo.com',
      isDemo: true,
      timeZone: '',
      imageUrlTemplate: '',
      relayIdempotency: false,
    });
    expect(recordUrl(c)).toBe('/demo-api/paginas/demo');
    expect(reviewsEndpoint('demo-doc', c)).toBe('/demo-api/api/reviews/demo-doc');
  });

  it('keeps the demo under the base path', () => {
    const c = readConfig({ BASE_PATH: '/site/' });
    expect(c.dataUrl).toBe('/site/demo-api');
    expect(recordUrl(c)).toBe('/site/demo-api/paginas/demo');
  });

  it('uses the configured services, without trailing slashes', () => {
    const c = readConfig({
      VITE_SITE_DATA_URL: 'https://data.example/',
      VITE_PAGE_ID: ' tenant-a ',
      VITE_REVIEWS_URL: 'https://reviews.example//',
      VITE_VISITS_URL: 'https://count.example/visits',
      VITE_SITE_URL: 'https://www.tenant.example/',
    });
    expect(c.isDemo).toBe(false);
    expect(recordUrl(c)).toBe('https://data.example/paginas/tenant-a');
    expect(reviewsEndpoint('tenant-a-doc', c)).toBe('https://reviews.example/api/reviews/tenant-a-doc');
    expect(c.visitsUrl).toBe('https://count.example/visits');
    expect(c.siteUrl).toBe('https://www.tenant.example');
  });

  it('has no reviews endpoint for a tenant without a reviews service', () => {
    const c = readConfig({ VITE_SITE_DATA_URL: 'https://data.example' });
    expect(c.reviewsUrl).toBe('');
    expect(reviewsEndpoint('doc', c)).toBe('');
  });

  it('treats blank values as unset', () => {
    const c = readConfig({ VITE_SITE_DATA_URL: '   ', VITE_PAGE_ID: '', BASE_PATH: '  ' });
    expect(c.isDemo).toBe(true);
    expect(c.pageId).toBe('demo');
    expect(c.basePath).toBe('/');
  });

  it('encodes ids in the URLs it builds', () => {
    const c = readConfig({ VITE_SITE_DATA_URL: 'https://data.example', VITE_PAGE_ID: 'a b/c', VITE_REVIEWS_URL: 'https://r.example' });
    expect(recordUrl(c)).toBe('https://data.example/paginas/a%20b%2Fc');
    expect(reviewsEndpoint('x/y', c)).toBe('https://r.example/api/reviews/x%2Fy');
  });
});

describe('normalizeBasePath', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['site', '/site/'],
    ['/site', '/site/'],
    ['site/', '/site/'],
    ['/site/', '/site/'],
    [' /a/b ', '/a/b/'],
  ])('%j -> %j', (raw, out) => {
    expect(normalizeBasePath(raw)).toBe(out);
  });
});

describe('VITE_TIME_ZONE', () => {
  it('keeps a known IANA zone and drops an unknown one (no open/closed state then)', () => {
    expect(readConfig({ VITE_TIME_ZONE: ' America/Chicago ' }).timeZone).toBe('America/Chicago');
    expect(readConfig({ VITE_TIME_ZONE: 'Mars/Olympus' }).timeZone).toBe('');
    expect(readConfig({ VITE_TIME_ZONE: '' }).timeZone).toBe('');
  });
});

describe('readImageTemplate', () => {
  it('takes an http(s) template with {width} and {url}, nothing else', async () => {
    const { readImageTemplate } = await import('./env');
    expect(readImageTemplate(' https://img.example.com/{width}/{url} ')).toBe('https://img.example.com/{width}/{url}');
    expect(readImageTemplate('https://img.example.com/{url}')).toBe('');
    expect(readImageTemplate('javascript:{width}{url}')).toBe('');
    expect(readImageTemplate('https://{width}.example/{url}')).toBe('');
    expect(readImageTemplate(undefined)).toBe('');
  });
});
