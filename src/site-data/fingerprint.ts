/**
 * A short fingerprint of a raw record (its JSON text as parsed and written back), used to
 * tell whether the record the service answers is the one a prerendered page was built from.
 * When it is, the page keeps the record it was built from (parsed and checked at build time) and
 * never downloads the parser. Not a security check: a collision would only mean showing the
 * build's own, already validated copy. cyrb53 (public domain), 53 bits, plus the text length.
 */
export function recordFingerprint(raw: unknown): string {
  const text = JSON.stringify(raw) ?? '';
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return `${hash.toString(36)}-${text.length.toString(36)}`;
}

/**
 * Whether `raw` is another record than the one with `fingerprint` (none known: it is). The one
 * rule for "has the record changed": the page (its own record against the service's answer),
 * the loader (keep the page's copy) and the fleet (rebuild a tenant).
 */
export const recordChanged = (raw: unknown, fingerprint: string | undefined): boolean => !fingerprint || recordFingerprint(raw) !== fingerprint;
