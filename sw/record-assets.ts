/**
 * What the card and link-in-bio pages need offline, read from the raw record. The worker must
 * not import the page's parser, so this is a small, defensive extractor of its own: it only
 * ever returns http(s) URLs, resolved against the record URL (the demo record is relative).
 */

function get(obj: unknown, key: string): unknown {
  return typeof obj === 'object' && obj !== null && !Array.isArray(obj) ? (obj as Record<string, unknown>)[key] : undefined;
}

function list(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

function httpUrl(v: unknown, base: string): string | null {
  if (typeof v !== 'string') return null;
  const raw = v.trim();
  if (raw === '' || /[\u0000-\u001F\u007F]/.test(raw)) return null;
  try {
    const u = new URL(raw, base);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

/** Image URLs the card and link-in-bio pages show: logo, favicon, gmb, directories, social, QR. */
export function offlineImageUrls(record: unknown, recordUrl: string): string[] {
  const principal = get(record, 'dbPrincipal');
  const social = get(record, 'dbSocialMedia');
  const candidates: unknown[] = [
    get(principal, 'logo'),
    get(principal, 'favicon'),
    get(get(record, 'gmb'), 'img'),
    get(record, 'qrImg'),
    ...list(get(social, 'directorios')).map((d) => get(d, 'image')),
    ...list(get(social, 'redes')).map((r) => get(r, 'image')),
  ];
  const out = new Set<string>();
  for (const c of candidates) {
    const u = httpUrl(c, recordUrl);
    if (u) out.add(u);
  }
  return [...out];
}

/** Parses a record body; null when it is not a JSON object. */
export function parseRecordBody(text: string): unknown {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}
