import type { OutboxEntry } from './outbox-entry';
import type { PhotoSender } from './outbox-send';
import { PHOTOS_REFUSED_KEY, type OutboxStore } from './outbox-store';

/**
 * The photo side of delivery (docs/relay-contract.md § Photos): each photo as a `photo` file
 * part, the lead sent again without them after a 413, and the note that says so. Only a lead with
 * photos needs it: the page imports it when it sends one (src/features/lead-form/outbox-client.ts),
 * so a visitor who adds none never loads it; the worker, which cannot import lazily, holds it.
 */

/** The relay's answer to a body too large: it takes the lead, not its photos. */
export const PAYLOAD_TOO_LARGE = 413;

/** The name of each photo's file part. */
export const PHOTO_PART = 'photo';

/** Whether recipient `index`'s request carries photos. */
const carriesPhotos = (entry: OutboxEntry, index: number): boolean => Boolean(entry.photos?.length && !entry.recipients[index]?.photosRefused);

/** The outbox store note that a lead went without its photos (./outbox-store.ts PHOTOS_REFUSED_KEY). */
export function notePhotosRefused(store: OutboxStore, now: number): Promise<void> {
  return store.update(PHOTOS_REFUSED_KEY, () => ({ createdAt: now }));
}

export const photoSender: PhotoSender = {
  append(form, entry, index) {
    if (carriesPhotos(entry, index)) for (const p of entry.photos ?? []) form.append(PHOTO_PART, p.blob, p.name);
  },
  resend(entry, index, status) {
    if (status !== PAYLOAD_TOO_LARGE || !carriesPhotos(entry, index)) return undefined;
    // Refused for its size, not delivered: the lead goes again at once without the photos.
    return { ...entry, recipients: entry.recipients.map((r, i) => (i === index ? { ...r, photosRefused: true } : r)) };
  },
  async settled(store, after, delivered, now) {
    const without = after.recipients.some((r) => r.photosRefused);
    // Said by the form that follows it, or by the next page with a form when none did (the worker sent it).
    if (without && delivered) await notePhotosRefused(store, now);
    return without;
  },
};
