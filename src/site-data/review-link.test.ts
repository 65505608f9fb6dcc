import { describe, expect, it } from 'vitest';
import { parseSiteData } from './parse';
import { reviewLink, reviewUrl } from './review-link';

describe('reviewUrl', () => {
  it('turns a Google short link into its review form, whichever way it is written', () => {
    for (const link of ['https://g.page/acme-trees', 'https://g.page/acme-trees/', 'http://g.page/acme-trees', 'https://www.g.page/acme-trees']) {
      expect(reviewUrl(link)).toBe('https://g.page/acme-trees/review');
    }
  });

  it('keeps a short link that already opens the review form', () => {
    expect(reviewUrl('https://g.page/acme-trees/review')).toBe('https://g.page/acme-trees/review');
  });

  it('uses any other link as it is', () => {
    expect(reviewUrl('https://search.google.com/local/writereview?placeid=ChIJ123')).toBe('https://search.google.com/local/writereview?placeid=ChIJ123');
    expect(reviewUrl('https://www.yelp.com/biz/acme-trees')).toBe('https://www.yelp.com/biz/acme-trees');
    expect(reviewUrl('https://g.page/r/CabcDEF/review')).toBe('https://g.page/r/CabcDEF/review');
  });

  it('gives nothing without a usable web link', () => {
    expect(reviewUrl(undefined)).toBeUndefined();
    expect(reviewUrl('')).toBeUndefined();
    expect(reviewUrl('tel:+15035550142')).toBeUndefined();
    expect(reviewUrl('not a link')).toBeUndefined();
  });
});

describe('reviewLink from the record', () => {
  const link = (gmbLink: unknown) => reviewLink(parseSiteData({ dbPrincipal: { name: 'Acme' }, gmb: { link: gmbLink } }, { relativeBase: 'https://data.example.com/paginas/acme' }).data);

  it('reads a bare g.page link (no https://) as Google short link, not a path on the data service', () => {
    expect(link('g.page/acme-trees')).toBe('https://g.page/acme-trees/review');
    expect(link('g.page/acme-trees/')).toBe('https://g.page/acme-trees/review');
  });

  it('has no review page without a link', () => {
    expect(link(undefined)).toBeUndefined();
    expect(link('javascript:alert(1)')).toBeUndefined();
  });
});
