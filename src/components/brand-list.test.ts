import { describe, expect, it } from 'vitest';
import { linkName } from './brand-list';

describe('linkName', () => {
  it('names a link by the record, else its brand, else its host', () => {
    expect(linkName({ url: 'https://facebook.com/acme', icon: 'facebook', name: 'Our page' })).toBe('Our page');
    expect(linkName({ url: 'https://facebook.com/acme', icon: 'facebook' })).toBe('Facebook');
    expect(linkName({ url: 'https://www.houzz.com/pro/acme', icon: 'nosuchbrand' })).toBe('houzz.com');
    expect(linkName({ url: 'https://www.angi.com/acme' })).toBe('angi.com');
  });

  it('gives a relative link (the demo files) its URL', () => {
    expect(linkName({ url: 'demo/links/facebook' })).toBe('demo/links/facebook');
  });
});
