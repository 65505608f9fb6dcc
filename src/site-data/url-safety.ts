/** URL rules from decision 0000 § Compatibility with the existing data: only these schemes may reach an href or src. */
export const SAFE_SCHEMES = ['https:', 'http:', 'tel:', 'mailto:', 'sms:'] as const;

export type UrlVerdict = { ok: true; url: string } | { ok: false; reason: string };

export interface UrlOptions {
  /**
   * When set, relative URLs are resolved against this base (a path like `/site/demo-api/paginas/demo`
   * or an absolute URL). Only the embedded demo uses this; tenant records must carry absolute URLs.
   */
  relativeBase?: string;
}

const DUMMY_ORIGIN = 'https://canopy.invalid';
// Control characters and whitespace inside a URL are a classic way to smuggle `java\tscript:`.
const CONTROL = /[\u0000-\u001F\u007F]/;

// One DNS label (after IDNA, so ASCII): letters, digits and inner hyphens, at most 63.
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/**
 * True for a real host name as the URL parser gives it (IDNA applied): DNS labels, an IPv4
 * address or a bracketed IPv6 address. The WHATWG parser lets `;`, `*`, `$`, quotes and more
 * through in a host; those would become CSP directives or nginx variables.
 */
export function isRealHost(hostname: string): boolean {
  if (hostname.startsWith('[')) return /^\[[0-9a-f:.]+\]$/i.test(hostname);
  const name = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  return name.length > 0 && name.length <= 253 && name.split('.').every((l) => LABEL.test(l));
}

/** Checks one URL from the record. Never throws. */
export function checkUrl(input: string, opts: UrlOptions = {}): UrlVerdict {
  const raw = input.trim();
  if (raw === '') return { ok: false, reason: 'empty URL' };
  if (CONTROL.test(raw)) return { ok: false, reason: 'unsafe URL (control characters)' };
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(raw);
  if (scheme) {
    const s = `${scheme[1]!.toLowerCase()}:`;
    if (!(SAFE_SCHEMES as readonly string[]).includes(s)) return { ok: false, reason: `unsafe URL scheme "${s}"` };
    try {
      const u = new URL(raw);
      if ((s === 'https:' || s === 'http:') && !u.hostname) return { ok: false, reason: 'not a URL' };
      if ((s === 'https:' || s === 'http:') && !isRealHost(u.hostname)) return { ok: false, reason: `not a host name "${u.hostname}"` };
      return { ok: true, url: u.href };
    } catch {
      return { ok: false, reason: 'not a URL' };
    }
  }
  // No scheme: relative (or protocol-relative) URL.
  if (opts.relativeBase === undefined || raw.startsWith('//') || raw.startsWith('\\')) {
    return { ok: false, reason: 'not a URL (relative)' };
  }
  try {
    const base = new URL(opts.relativeBase, DUMMY_ORIGIN);
    const u = new URL(raw, base);
    if (u.origin === DUMMY_ORIGIN) return { ok: true, url: `${u.pathname}${u.search}${u.hash}` };
    if ((u.protocol === 'https:' || u.protocol === 'http:') && isRealHost(u.hostname)) return { ok: true, url: u.href };
    return { ok: false, reason: 'not a URL' };
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
}

/** True if a string (already parsed) is safe to render as href/src. Used as a last guard. */
export function isSafeHref(href: string): boolean {
  if (href.startsWith('/') && !href.startsWith('//')) return true;
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(href.trim());
  return !!m && (SAFE_SCHEMES as readonly string[]).includes(`${m[1]!.toLowerCase()}:`);
}

/**
 * True for a URL a form may post personal data to: https:, this site (a path), or http: on
 * the loopback host (a secure context in browsers; local test relays). Never tel:, mailto:
 * or plain http:.
 */
export function isRelayUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const u = new URL(url);
    if (u.protocol === 'https:') return true;
    return u.protocol === 'http:' && (u.hostname === '127.0.0.1' || u.hostname === 'localhost' || u.hostname === '[::1]');
  } catch {
    return false;
  }
}
