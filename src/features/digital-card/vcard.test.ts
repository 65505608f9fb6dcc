import { describe, expect, it } from 'vitest';
import { parseSiteData } from '../../site-data/parse';
import type { SiteData } from '../../site-data/schema';
import { buildVCard, escapeText, foldLine, vcardFileName } from './vcard';

function record(principal: Record<string, unknown>, extra: Record<string, unknown> = {}): SiteData {
  const data = parseSiteData({ dbPrincipal: principal, ...extra }).data;
  return data;
}

const acme = record(
  {
    name: 'Acme Tree, Stump & Lawn; LLC',
    logo: 'https://cdn.example.com/logo.png',
    phones: [
      { phone: '503-555-0142', name: 'Office' },
      { phone: '503-555-0199', name: 'Mobile' },
      { phone: 'call us', name: 'Nothing' },
    ],
    emails: [{ email: 'hello@acme.example' }, { email: 'not an email' }],
    location: [{ address: '12 Oak St, Salem, OR 97301' }],
  },
  { linkWeb: 'https://www.acme.example/' },
);

/** Undoes folding (RFC 2425 5.8.1) and splits into logical lines. */
function unfold(card: string): string[] {
  return card.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
}

describe('vCard builder', () => {
  it('is a vCard 3.0 with CRLF line endings only', () => {
    const card = buildVCard(acme, 'https://acme.example/');
    expect(card.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    expect(card.endsWith('END:VCARD\r\n')).toBe(true);
    expect(card.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('carries the name, organisation, phones, email, address, URLs and logo', () => {
    const lines = unfold(buildVCard(acme, 'https://acme.example/'));
    expect(lines).toContain('FN:Acme Tree\\, Stump & Lawn\\; LLC');
    expect(lines).toContain('ORG:Acme Tree\\, Stump & Lawn\\; LLC');
    expect(lines).toContain('N:;;;;');
    expect(lines).toContain('TEL;TYPE=WORK,VOICE:+15035550142');
    expect(lines).toContain('TEL;TYPE=CELL,VOICE:+15035550199');
    expect(lines).toContain('EMAIL;TYPE=INTERNET,WORK:hello@acme.example');
    expect(lines).toContain('ADR;TYPE=WORK:;;12 Oak St\\, Salem\\, OR 97301;;;;');
    expect(lines).toContain('URL:https://acme.example/');
    expect(lines).toContain('URL:https://www.acme.example/');
    expect(lines).toContain('PHOTO;VALUE=URI:https://cdn.example.com/logo.png');
  });

  it('leaves out values that are not usable or not safe', () => {
    const unsafe = record({
      name: 'Acme',
      logo: 'javascript:alert(1)',
      phones: [{ phone: 'no digits' }],
      emails: [{ email: 'x@y.example\r\nEND:VCARD' }, { email: 'nope' }],
    });
    const card = buildVCard(unsafe, 'javascript:alert(2)');
    const lines = unfold(card);
    expect(lines.some((l) => l.startsWith('PHOTO'))).toBe(false);
    expect(lines.some((l) => l.startsWith('TEL'))).toBe(false);
    expect(lines.some((l) => l.startsWith('EMAIL'))).toBe(false);
    expect(lines.some((l) => l.startsWith('URL'))).toBe(false);
    expect(card.match(/END:VCARD/g)).toHaveLength(1);
    expect(card).not.toContain('javascript');
  });

  it('escapes backslashes, commas, semicolons and newlines', () => {
    expect(escapeText('a\\b,c;d\ne\r\nf')).toBe('a\\\\b\\,c\\;d\\ne\\nf');
  });

  it('folds lines longer than 75 octets, counting UTF-8 bytes and never splitting a character', () => {
    const long = `NOTE:${'ñ'.repeat(100)}`;
    const folded = foldLine(long);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    for (const line of physical.slice(1)) expect(line.startsWith(' ')).toBe(true);
    expect(physical.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(long);
    expect(foldLine('FN:short')).toBe('FN:short');
  });

  it('folds a long logo URL in the built card and it unfolds back intact', () => {
    const logo = `https://cdn.example.com/${'a'.repeat(120)}.png`;
    const card = buildVCard(record({ name: 'Acme', logo }), '');
    expect(card.split('\r\n').every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    expect(unfold(card)).toContain(`PHOTO;VALUE=URI:${logo}`);
  });

  it('names the download after the business', () => {
    expect(vcardFileName('Acme Tree & Lawn, LLC')).toBe('acme-tree-lawn-llc.vcf');
    expect(vcardFileName('Jardinería Peña')).toBe('jardineria-pena.vcf');
    expect(vcardFileName('')).toBe('contact.vcf');
  });
});

describe('vCard: what phones show fully', () => {
  const full = record(
    { name: 'Acme', logo: 'https://cdn.example.com/logo.png', phones: [{ phone: '503-555-0142', name: 'Office' }], emails: [{ email: 'hello@acme.example' }], location: [{ address: '12 Oak St' }] },
    {
      dbSocialMedia: { redes: [{ url: 'https://www.facebook.com/acme', name: 'Facebook' }, { url: 'javascript:alert(1)', name: 'Bad' }], directorios: [] },
      dbServices: [{ name: 'Tree removal' }, { name: 'Stump grinding' }],
    },
  );

  it('embeds the build-time photo as base64 JPEG instead of the URL', () => {
    const lines = unfold(buildVCard(full, 'https://acme.example/', { photoJpeg: 'AAEC/w==' }));
    expect(lines).toContain('PHOTO;ENCODING=b;TYPE=JPEG:AAEC/w==');
    expect(lines.some((l) => l.startsWith('PHOTO;VALUE=URI'))).toBe(false);
  });

  it('falls back to the photo URL when the photo is missing or not base64', () => {
    expect(unfold(buildVCard(full, '', { photoJpeg: 'not base64!' }))).toContain('PHOTO;VALUE=URI:https://cdn.example.com/logo.png');
  });

  it('adds the hours to the note, one row per line, as the record writes them', () => {
    const withHours = { ...full, dbPrincipal: { ...full.dbPrincipal, workdays: [{ day: 'Monday - Friday' }, { day: 'Saturday' }], workHours: [{ hour: '7:00 AM - 6:00 PM' }, { hour: '8:00 AM - 2:00 PM' }] } };
    expect(unfold(buildVCard(withHours, ''))).toContain('NOTE:Tree removal\\, Stump grinding\\nMonday - Friday: 7:00 AM - 6:00 PM\\nSaturday: 8:00 AM - 2:00 PM');
  });

  it('carries social profiles (http(s) only) and the services as the note', () => {
    const lines = unfold(buildVCard(full, 'https://acme.example/'));
    expect(lines).toContain('X-SOCIALPROFILE;TYPE=facebook:https://www.facebook.com/acme');
    expect(lines).toContain('URL;TYPE=facebook:https://www.facebook.com/acme');
    expect(lines.join('\n')).not.toContain('javascript');
    expect(lines).toContain('NOTE:Tree removal\\, Stump grinding');
  });

  it('compact (contact QR): name, phone, email, address, one website, nothing else', () => {
    const lines = unfold(buildVCard(full, 'https://acme.example/', { compact: true, photoJpeg: 'AAEC' }));
    expect(lines).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Acme',
      'N:;;;;',
      'ORG:Acme',
      'TEL;TYPE=WORK,VOICE:+15035550142',
      'EMAIL;TYPE=INTERNET,WORK:hello@acme.example',
      'ADR;TYPE=WORK:;;12 Oak St;;;;',
      'URL:https://acme.example/',
      'END:VCARD',
    ]);
  });
});
