import { scheduleRows, telHref } from '../../site-data/selectors';
import type { SiteData } from '../../site-data/schema';
import { fileBaseName } from '../../utils/files';

export interface VCardOptions {
  /** The logo as a base64 JPEG (made at build time): phones show it, where they ignore photo URLs. */
  photoJpeg?: string;
  /**
   * For the contact QR: only what a camera needs to save the contact (name, phones, emails,
   * website, address), no photo, social profiles or note, so the code stays small enough to scan.
   */
  compact?: boolean;
}

/** The label a phone shows for a social profile (X-SOCIALPROFILE;TYPE=...), from its URL's host. */
function socialType(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '');
  return (host.split('.')[0] ?? 'web').replace(/[^a-z0-9-]/gi, '') || 'web';
}

/**
 * The business as a vCard 3.0 (RFC 2426), built on the device so "Save contact" works offline.
 * Text values are escaped (`\`, `,`, `;`, newlines), lines end in CRLF and are folded at 75
 * octets without splitting a UTF-8 character. Only http(s) URLs and real phones/emails are used.
 */
export function buildVCard(data: SiteData, siteUrl: string, options: VCardOptions = {}): string {
  const p = data.dbPrincipal;
  const name = p.name.trim();
  const lines: string[] = ['BEGIN:VCARD', 'VERSION:3.0'];
  lines.push(`FN:${escapeText(name)}`);
  // N is required in 3.0; a business has no family/given name. X-ABShowAs shows it as a company on Apple devices.
  lines.push('N:;;;;');
  if (name) lines.push(`ORG:${escapeText(name)}`);
  if (name && !options.compact) lines.push('X-ABSHOWAS:COMPANY');
  for (const ph of p.phones) {
    const tel = telHref(ph.phone);
    if (!tel) continue;
    lines.push(`TEL;TYPE=${phoneType(ph.name)},VOICE:${tel.slice('tel:'.length)}`);
  }
  for (const e of p.emails) {
    const email = e.email.trim();
    if (isEmail(email)) lines.push(`EMAIL;TYPE=INTERNET,WORK:${escapeText(email)}`);
  }
  for (const l of p.location) {
    const address = l.address.trim();
    // ADR: post office box; extended; street; locality; region; postal code; country. The record
    // keeps the address as one line, so it all goes in the street component.
    if (address) lines.push(`ADR;TYPE=WORK:;;${escapeText(address)};;;;`);
  }
  const urls = [webUrl(siteUrl), webUrl(data.linkWeb)].filter((u): u is string => !!u);
  for (const u of new Set(options.compact ? urls.slice(0, 1) : urls)) lines.push(`URL:${u}`);
  if (!options.compact) {
    for (const r of data.dbSocialMedia.redes) {
      const u = webUrl(r.url);
      // Both forms: X-SOCIALPROFILE for Apple Contacts, a typed URL for everything else.
      if (u) lines.push(`X-SOCIALPROFILE;TYPE=${socialType(u)}:${u}`, `URL;TYPE=${socialType(u)}:${u}`);
    }
    // The note: the services, then the hours as the record writes them (one row per line).
    const services = data.dbServices.map((x) => x.name.trim()).filter(Boolean);
    const hours = scheduleRows(data).map((r) => [r.day.trim(), r.hour.trim()].filter(Boolean).join(': '));
    const note = [services.join(', '), ...hours].filter(Boolean).join('\n');
    if (note) lines.push(`NOTE:${escapeText(note)}`);
    const logo = webUrl(p.logo);
    if (options.photoJpeg && /^[A-Za-z0-9+/]+={0,2}$/.test(options.photoJpeg)) lines.push(`PHOTO;ENCODING=b;TYPE=JPEG:${options.photoJpeg}`);
    else if (logo) lines.push(`PHOTO;VALUE=URI:${logo}`);
  }
  lines.push('END:VCARD');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** RFC 2426 text escaping: backslash, comma, semicolon and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds a content line at 75 octets: CRLF then one space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74; // continuation lines start with a space, which counts toward the 75
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function phoneType(label: string | undefined): string {
  return label && /cell|mobile|m[oó]vil|celular/i.test(label) ? 'CELL' : 'WORK';
}

function isEmail(v: string): boolean {
  return /^[^\s@,;:<>()[\]\\"]+@[^\s@,;:<>()[\]\\"]+\.[^\s@,;:<>()[\]\\"]+$/.test(v);
}

/** An absolute http(s) URL without characters that could break a vCard line, or undefined. */
function webUrl(v: string | undefined): string | undefined {
  if (!v) return undefined;
  try {
    const u = new URL(v.trim());
    if ((u.protocol !== 'https:' && u.protocol !== 'http:') || !u.hostname) return undefined;
    return u.href;
  } catch {
    return undefined;
  }
}

/** A file name for the download: the business name in lowercase words joined by dashes. */
export function vcardFileName(name: string): string {
  return `${fileBaseName(name)}.vcf`;
}
