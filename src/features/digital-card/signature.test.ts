import { describe, expect, it } from 'vitest';
import { reviewKit } from '../../i18n/review-kit';
import { parseSiteData } from '../../site-data/parse';
import { signatureFaults } from '../../../tests/support/signature-rules';
import { buildSignature } from './signature';

const SITE = 'https://acme-trees.example/';
const record = (extra: Record<string, unknown> = {}) =>
  parseSiteData({
    dbPrincipal: {
      name: 'Acme <Tree> & Stone',
      logo: 'https://bucket.example/logo.png',
      phones: [{ phone: '503-555-0142', name: 'Office' }, { phone: '503-555-0199' }],
      location: [{ address: '4512 SE Division St, Portland, OR 97206' }],
    },
    dbSocialMedia: { redes: [{ icon: 'facebook', url: 'https://facebook.com/acme' }, { icon: 'fab fa-instagram', url: 'https://instagram.com/acme' }, { icon: 'yelp', url: 'https://yelp.com/biz/acme' }] },
    styles: { mainColor: '#2f6b3a' },
    labels: { formLabel: { isenglish: 'true' } },
    ...extra,
  }).data;
const assets = { logo: { from: 'https://bucket.example/logo.png', file: 'icons/signature/logo.png' }, icons: { facebook: 'icons/signature/facebook.png', instagram: 'icons/signature/instagram.png' } };

describe('buildSignature', () => {
  it('is HTML a mail app keeps: no <style>, <link> or <svg>, absolute images with size and alt, under 10 KB', () => {
    const { html } = buildSignature(record(), SITE, assets, reviewKit.en);
    expect(signatureFaults(html)).toEqual([]);
    expect(html).toContain('<img src="https://acme-trees.example/icons/signature/logo.png" width="72" height="72" alt="Acme &lt;Tree&gt; &amp; Stone"');
  });

  it('carries the name (escaped), every phone as a tel: link, the site, the address and the networks it has icons for', () => {
    const { html, text } = buildSignature(record(), SITE, assets, reviewKit.en);
    expect(html).toContain('Acme &lt;Tree&gt; &amp; Stone');
    expect(html).not.toContain('<Tree>');
    expect(html).toContain('href="tel:+15035550142"');
    expect(html).toContain('Phone: <a href="tel:+15035550199"');
    expect(html).toContain('>acme-trees.example</a>');
    expect(html).toContain('4512 SE Division St');
    expect(html).toContain('href="https://facebook.com/acme"');
    expect(html).toContain('alt="Instagram"');
    // Yelp has no icon in this build: left out rather than shown as a broken image.
    expect(html).not.toContain('yelp.com');
    expect(html).toContain('#2f6b3a');
    expect(text.split('\n')).toEqual([
      'Acme <Tree> & Stone',
      'Office: 503-555-0142',
      'Phone: 503-555-0199',
      'Web: https://acme-trees.example/',
      '4512 SE Division St, Portland, OR 97206',
      'Facebook: https://facebook.com/acme',
      'Instagram: https://instagram.com/acme',
    ]);
  });

  it('speaks the record language', () => {
    const es = record({ labels: { formLabel: { isenglish: 'false' } } });
    const { html, text } = buildSignature(es, SITE, assets, reviewKit.es);
    expect(html).toContain('lang="es"');
    expect(text).toContain('Tel.: 503-555-0199');
  });

  it('leaves the logo out when the record changed it since the build (the file shows the old one)', () => {
    const { html } = buildSignature(record(), SITE, { ...assets, logo: { from: 'https://bucket.example/old.png', file: 'icons/signature/logo.png' } }, reviewKit.en);
    expect(html).not.toContain('icons/signature/logo.png');
    expect(signatureFaults(html)).toEqual([]);
  });

  it('stays under 10 KB with many phones and networks', () => {
    const many = record({
      dbPrincipal: { name: 'A'.repeat(120), phones: Array.from({ length: 8 }, (_, i) => ({ phone: `503-555-01${10 + i}`, name: 'Crew lead' })), location: [{ address: 'x'.repeat(200) }] },
    });
    expect(signatureFaults(buildSignature(many, SITE, assets, reviewKit.en).html)).toEqual([]);
  });
});
