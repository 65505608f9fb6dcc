export interface LatLng {
  lat: number;
  lng: number;
}

function valid(lat: number, lng: number): LatLng | undefined {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
}

const NUM = '(-?\\d{1,3}(?:\\.\\d+)?)';

/**
 * Coordinates from a Google Maps URL: the embed form (`!2d<lng>!3d<lat>`), the place form
 * (`@lat,lng`) or a query (`q=lat,lng`, `ll=lat,lng`). Undefined when the URL has none.
 */
export function coordsFromMapsUrl(url: string | undefined): LatLng | undefined {
  if (!url) return undefined;
  let text = url;
  try {
    text = decodeURIComponent(url);
  } catch {
    // keep the raw text
  }
  const embed = new RegExp(`!2d${NUM}!3d${NUM}`).exec(text);
  if (embed) return valid(Number(embed[2]), Number(embed[1]));
  const at = new RegExp(`@${NUM},${NUM}`).exec(text);
  if (at) return valid(Number(at[1]), Number(at[2]));
  const q = new RegExp(`[?&](?:q|ll|query|center)=${NUM},\\s*${NUM}`).exec(text);
  if (q) return valid(Number(q[1]), Number(q[2]));
  return undefined;
}

/**
 * The city of a US-style address, for geocoding: `4100 S Lamar Blvd, Austin, TX 78704` ->
 * `Austin`. A trailing state/ZIP part is skipped; a single part loses its ZIP.
 */
export function cityFromAddress(address: string): string {
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length) return '';
  const stateOrZip = /^([A-Za-z]{2}|\d{5})(\s+\d{5}(-\d{4})?)?$|^(USA?|United States)$/i;
  while (parts.length > 1 && stateOrZip.test(parts[parts.length - 1]!)) parts.pop();
  const city = parts.length > 1 ? parts[parts.length - 1]! : parts[0]!;
  return city.replace(/\b\d{5}(-\d{4})?\b/g, '').trim();
}
