import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { landingSlug, serviceSlug } from './selectors';
import { SLUG_MAX_CHARS } from './slug';

const bytes = (s: string) => new TextEncoder().encode(s).length;

describe('slugs are one safe path segment (issue 13)', () => {
  it('never yields . or .. (which would write over the home page or the project)', () => {
    expect(serviceSlug('.')).toBe('-');
    expect(serviceSlug('..')).toBe('--');
    expect(landingSlug('..')).toBe('--');
    expect(landingSlug('...')).toBe('---');
  });

  it('never holds a path separator', () => {
    expect(landingSlug('../../../../var/www/other-site')).not.toContain('/');
    expect(landingSlug('a\\b')).toBe('a-b');
  });

  it('replaces lone surrogates, so the link can be encoded', () => {
    const slug = serviceSlug('Roofing \uD83D');
    expect(() => paths.service(slug)).not.toThrow();
    expect(() => paths.landing(landingSlug('\uDC00 x'))).not.toThrow();
    // A whole emoji stays.
    expect(serviceSlug('Roofing 🌲')).toBe('roofing-🌲');
  });

  it('cuts long names and tells cut names apart with a short hash', () => {
    const a = serviceSlug(`${'a'.repeat(300)}1`);
    const b = serviceSlug(`${'a'.repeat(300)}2`);
    expect(a).not.toBe(b);
    expect(bytes(a)).toBeLessThan(200);
    expect([...serviceSlug('🌲'.repeat(200))].length).toBeLessThanOrEqual(SLUG_MAX_CHARS + 8);
    expect(bytes(serviceSlug('🌲'.repeat(200)))).toBeLessThan(200);
    // Short names are untouched.
    expect(serviceSlug('Tree Removal')).toBe('tree-removal');
  });

  it('any name gives a bounded, encodable segment that is not . or .. (fast-check)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 400 }), fc.constantFrom('.', '..', '/', '$&', '\uD800')), (name) => {
        for (const slug of [serviceSlug(name), landingSlug(name)]) {
          expect(slug).not.toMatch(/^\.{1,2}$/);
          expect(slug).not.toMatch(/[/\\]/);
          expect(bytes(slug)).toBeLessThan(255);
          expect(() => encodeURIComponent(slug)).not.toThrow();
        }
      }),
      { numRuns: 300 },
    );
  });
});
