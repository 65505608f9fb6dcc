/**
 * A big, unfamiliar tenant (heavy enough to show a slow first touch): 20 services, a landing
 * gallery for each service, open/closed (the build's time zone) and tap counts (an events endpoint)
 * switched on, and its owner's own phone photos (tests/support/photo-tenant.ts's bucket). Not one
 * of ours: the record is `tests/fixtures/big-tenant.json` with the photo bucket's phone JPEGs
 * swapped in for its service and landing photos, so each page's images go through the image
 * pipeline as a real owner's do.
 */
import { fixtureText } from './fixtures';
import { PHONE_PHOTOS } from './photo-tenant';

export const BIG_TENANT_ID = 'big';

interface BigRecord {
  dbServices: { name: string; description: { img: string }[] }[];
  landings: { name: string; gallery: string[] }[];
  gallery: string[];
  [key: string]: unknown;
}

/** The record, its photos on `bucketOrigin` (`/img/<file>`), its leads to `relay` when given. */
export function bigTenantRecord(bucketOrigin: string, { relay }: { relay?: string } = {}): BigRecord {
  const img = (f: string) => `${bucketOrigin}/img/${f}`;
  const record = JSON.parse(fixtureText('big-tenant', { BUCKET: bucketOrigin, ...(relay ? { RELAY: relay } : {}) })) as BigRecord;
  const phone = (i: number) => img(PHONE_PHOTOS[i % PHONE_PHOTOS.length]!);
  // Each service's first photo is one of the owner's phone photos (its own URL, so each is its own file).
  record.dbServices.forEach((service, i) => {
    if (service.description[0]) service.description[0].img = `${phone(i)}?s=${i}`;
  });
  record.landings.forEach((landing, i) => {
    landing.gallery = [`${phone(i)}?l=${i}`, ...landing.gallery];
  });
  record.gallery = [...PHONE_PHOTOS.map(img), ...record.gallery];
  return record;
}
