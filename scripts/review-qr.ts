/**
 * The review page's code as a file of the site (`icons/review-qr.svg`), for "Ask for a review"
 * (src/entry/early-review.ts, its one view): the view shows this drawing instead of loading the
 * QR encoder on the tap, with the business's logo in its centre when the build made the card's
 * photo of it (scripts/card-photo.ts, written before this). Precached with the install icons, so
 * it opens with no signal. A record without a review link has no such control, and the build
 * writes no file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { qrSvgDocument } from '../src/utils/qr/qr-document';
import { reviewLink } from '../src/site-data/review-link';
import type { SiteData } from '../src/site-data/schema';
import { CARD_PHOTO_FILE, cardPhotoOf } from '../src/contract/card-photo';
import { REVIEW_QR_FILE } from '../src/contract/page-marks';

/** The card photo the build wrote for the record's logo, as a data URL. */
function logoOf(outDir: string, data: SiteData): string | undefined {
  try {
    const jpeg = cardPhotoOf(JSON.parse(fs.readFileSync(path.join(outDir, CARD_PHOTO_FILE), 'utf8')), data.dbPrincipal.logo);
    return jpeg && `data:image/jpeg;base64,${jpeg}`;
  } catch {
    return undefined;
  }
}

export function writeReviewQr(outDir: string, data: SiteData | null): string | undefined {
  const file = path.join(outDir, REVIEW_QR_FILE);
  fs.rmSync(file, { force: true });
  const url = data ? reviewLink(data) : undefined;
  if (!data || !url) return undefined;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, qrSvgDocument(url, { logo: logoOf(outDir, data) }));
  return file;
}
