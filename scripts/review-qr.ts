/**
 * The review page's code as a file of the site (`icons/review-qr.svg`), for "Ask for a review"
 * before the app has run (src/entry/early-review.ts): the entry shows this drawing instead of
 * loading the QR encoder on the tap. Precached with the install icons, so it opens with no signal.
 * A record without a review link has no such control, and the build writes no file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { qrSvgDocument } from '../src/utils/qr/qr-document';
import { reviewLink } from '../src/site-data/review-link';
import type { SiteData } from '../src/site-data/schema';
import { REVIEW_QR_FILE } from '../src/contract/page-marks';

export function writeReviewQr(outDir: string, data: SiteData | null): string | undefined {
  const file = path.join(outDir, REVIEW_QR_FILE);
  fs.rmSync(file, { force: true });
  const url = data ? reviewLink(data) : undefined;
  if (!url) return undefined;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, qrSvgDocument(url));
  return file;
}
