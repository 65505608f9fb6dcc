import { describe, expect, it } from 'vitest';
import { workerConfig } from './config';
import { imageCacheKind, isImageRequest, isNavigationWeServe, isRecordRequest, isReviewsRequest, prerenderedPageCandidates } from './routing';

const ORIGIN = 'https://trees.example';
const u = (p: string) => new URL(p, ORIGIN);

describe('isNavigationWeServe', () => {
  it('serves every page path of the site, deep links included', () => {
    for (const p of ['/', '/about', '/about/', '/digitalcard', '/gallery/back-yard', '/tree-removal', '/poda-de-%C3%A1rboles', '/no-such-page', '/tree-care-2.0'])
      expect(isNavigationWeServe(u(p), ORIGIN, '/'), p).toBe(true);
  });

  it('never answers API, .vcf, files or the demo data with a page', () => {
    for (const p of ['/demo-api/paginas/demo', '/api/reviews/x', '/contact.vcf', '/sitemap.xml', '/robots.txt', '/manifest.webmanifest', '/assets/a.js', '/x/photo.JPG'])
      expect(isNavigationWeServe(u(p), ORIGIN, '/'), p).toBe(false);
  });

  it('stays inside BASE_PATH and the origin', () => {
    expect(isNavigationWeServe(u('/site/about'), ORIGIN, '/site/')).toBe(true);
    expect(isNavigationWeServe(u('/site'), ORIGIN, '/site/')).toBe(true);
    expect(isNavigationWeServe(u('/other/about'), ORIGIN, '/site/')).toBe(false);
    expect(isNavigationWeServe(u('/site/demo-api/paginas/demo'), ORIGIN, '/site/')).toBe(false);
    expect(isNavigationWeServe(new URL('https://elsewhere.example/about'), ORIGIN, '/')).toBe(false);
  });
});

describe('prerenderedPageCandidates', () => {
  it('maps a path, with or without trailing slash, to its folder index', () => {
    expect(prerenderedPageCandidates('/about', '/')).toEqual(['about/index.html']);
    expect(prerenderedPageCandidates('/about/', '/')).toEqual(['about/index.html']);
    expect(prerenderedPageCandidates('/', '/')).toEqual(['index.html']);
    expect(prerenderedPageCandidates('/site', '/site/')).toEqual(['index.html']);
    expect(prerenderedPageCandidates('/site/gallery/back-yard', '/site/')).toEqual(['gallery/back-yard/index.html']);
  });

  it('tries the percent-encoded and the decoded name of a service slug', () => {
    expect(prerenderedPageCandidates('/poda-de-%C3%A1rboles', '/')).toEqual(['poda-de-%C3%A1rboles/index.html', 'poda-de-árboles/index.html']);
  });

  it('survives a malformed escape', () => {
    expect(prerenderedPageCandidates('/bad-%E0%A4%A', '/')).toEqual(['bad-%E0%A4%A/index.html']);
  });
});

describe('record, reviews and image requests', () => {
  const cfg = workerConfig({ VITE_SITE_DATA_URL: 'https://data.example/', VITE_PAGE_ID: 'acme', VITE_REVIEWS_URL: 'https://reviews.example' }, ORIGIN);

  it('recognises the record whatever its query', () => {
    expect(isRecordRequest(new URL('https://data.example/paginas/acme'), cfg)).toBe(true);
    expect(isRecordRequest(new URL('https://data.example/paginas/acme?x=1'), cfg)).toBe(true);
    expect(isRecordRequest(new URL('https://data.example/paginas/other'), cfg)).toBe(false);
  });

  it('recognises reviews answers', () => {
    expect(isReviewsRequest(new URL('https://reviews.example/api/reviews/doc1'), cfg)).toBe(true);
    expect(isReviewsRequest(new URL('https://data.example/api/reviews/doc1'), cfg)).toBe(false);
    const none = workerConfig({ VITE_SITE_DATA_URL: 'https://data.example' }, ORIGIN);
    expect(isReviewsRequest(new URL('https://reviews.example/api/reviews/doc1'), none)).toBe(false);
  });

  it('uses the same-origin demo endpoints when no data service is configured', () => {
    const demo = workerConfig({ BASE_PATH: 'site' }, ORIGIN);
    expect(demo.recordUrl).toBe(`${ORIGIN}/site/demo-api/paginas/demo`);
    expect(isReviewsRequest(u('/site/demo-api/api/reviews/demo'), demo)).toBe(true);
  });

  it('treats only GET image requests as images', () => {
    expect(isImageRequest('image', 'GET')).toBe(true);
    expect(isImageRequest('document', 'GET')).toBe(false);
    expect(isImageRequest('image', 'POST')).toBe(false);
  });
});

describe('imageCacheKind', () => {
  it("keeps opaque answers (cross-origin, no CORS) apart: they cost ~7 MB of quota each", () => {
    expect(imageCacheKind(u('/img/abc-640.avif'), 'no-cors', ORIGIN)).toBe('images');
    expect(imageCacheKind(u('/img/abc-640.avif'), 'same-origin', ORIGIN)).toBe('images');
    expect(imageCacheKind(new URL('https://bucket.example/p.jpg'), 'no-cors', ORIGIN)).toBe('opaqueImages');
    expect(imageCacheKind(new URL('https://bucket.example/p.jpg'), 'cors', ORIGIN)).toBe('images');
  });
});
