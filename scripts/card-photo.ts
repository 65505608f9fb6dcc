import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { SiteData } from '../src/site-data/schema';
import { CARD_PHOTO_FILE, type CardPhoto } from '../src/contract/card-photo';
import type { AddressPolicy } from './images/address-policy';
import { checkedMetadata, SHARP_INPUT } from './images/encode';
import { DEFAULT_LIMITS } from './images/fetch';
import { readRecordImage } from './images/record-image';

/** Side of the embedded photo: enough for a contact picture, small enough for a vCard line. */
export const PHOTO_PX = 200;

/**
 * An image within the photos' limits (byte cap, pixel limit, no SVG: encode.ts `checkedMetadata`),
 * as a square 200 px JPEG on white (logos are often transparent PNGs), base64.
 */
export async function photoJpegBase64(input: Buffer): Promise<string> {
  await checkedMetadata(input);
  const jpeg = await sharp(input, SHARP_INPUT)
    .resize(PHOTO_PX, PHOTO_PX, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  return jpeg.toString('base64');
}

/** The logo's bytes: a file of the build for a path of the site (the demo), else the network (10 s), as photos are fetched. */
function readLogo(logo: string, o: Omit<CardPhotoInput, 'data'>): Promise<Buffer> {
  return readRecordImage(logo, { ...o, limits: { ...DEFAULT_LIMITS, timeoutMs: 10_000 } });
}

/**
 * Writes `card-photo.json` (precached like every JSON file of the build): the record's logo as a
 * small base64 JPEG, for the vCard's PHOTO (iPhone Contacts ignores photo URLs) and the QR's centre
 * (a same-origin image, so the 2048 px PNG can be drawn on a canvas). No logo or an unreadable
 * one: no file, and the card falls back to the photo URL and a QR without a logo.
 */
export interface CardPhotoInput {
  outDir: string;
  data: SiteData | null;
  basePath: string;
  /** The record's URL at the data service: what a remote logo may be fetched from (scripts/images/address-policy.ts). */
  dataUrl?: string;
  /** Tests: which addresses may be fetched (their own lookup). */
  policy?: AddressPolicy;
}

export async function writeCardPhoto({ outDir, data, basePath, dataUrl, policy }: CardPhotoInput): Promise<void> {
  const target = path.join(outDir, CARD_PHOTO_FILE);
  fs.rmSync(target, { force: true });
  const logo = data?.dbPrincipal.logo?.trim();
  if (!logo) return;
  try {
    const photo: CardPhoto = { logo, jpeg: await photoJpegBase64(await readLogo(logo, { outDir, basePath, dataUrl, policy })) };
    fs.writeFileSync(target, JSON.stringify(photo));
  } catch (err) {
    console.warn(`[card-photo] no photo for the vCard (${err instanceof Error ? err.message : String(err)})`);
  }
}
