/** The build writes this file next to index.html (scripts/card-photo.ts); the card reads it on demand. */
export const CARD_PHOTO_FILE = 'card-photo.json';

export interface CardPhoto {
  /** The record's logo URL the photo was made from (a record changed since the build no longer matches). */
  logo: string;
  /** A 200 px square JPEG, base64 (no data: prefix). */
  jpeg: string;
}

/** The photo's JPEG (base64) when `value` is the file made from `logo`, the record's logo now; else undefined. */
export function cardPhotoOf(value: unknown, logo: string | undefined): string | undefined {
  const photo = logo ? readCardPhoto(value) : undefined;
  return photo && photo.logo === logo ? photo.jpeg : undefined;
}

/** The file's JSON if it has the expected shape, else undefined (bad input never throws). */
export function readCardPhoto(value: unknown): CardPhoto | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { logo, jpeg } = value as Record<string, unknown>;
  if (typeof logo !== 'string' || typeof jpeg !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(jpeg)) return undefined;
  return { logo, jpeg };
}
