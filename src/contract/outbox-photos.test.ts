// @vitest-environment node
// Node's own Blob, FormData and structuredClone: what the browser gives the page and the worker.
import { describe, expect, it } from 'vitest';
import { newEntry, readEntry } from './outbox-entry';
import { replayOutbox } from './outbox-replay';
import { requestBody, requestHeaders, type FetchLike } from './outbox-send';
import { notePhotosRefused, photoSender } from './outbox-photo-send';
import { memoryOutboxStore, pendingCount, PHOTOS_REFUSED_KEY, purgeExpired, RETENTION_MS, takePhotosRefused } from './outbox-store';

const URL_ = 'https://relay.example/send';
const FIELDS = { toEmail: 'a@x.example', nombre: 'Ana', lastname: '', email: 'ana@example.com', asunto: 'New Request From Ana', phone: '', address: '', service: '', mensaje: 'Leaning oak', img: '', color: '1', waytocontact: '' };
const bodies = [FIELDS, { ...FIELDS, toEmail: 'b@x.example' }];
const jpeg = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
/** The photo parts of delivery, as the page imports them and the worker holds them. */
const withPhotos = async () => photoSender;
const photos = [
  { name: 'photo-1.jpg', blob: jpeg(1000) },
  { name: 'photo-2.jpg', blob: jpeg(2000) },
];

/** What a relay parsing multipart reads from one request (the same parser a server has). */
async function parsed(init: RequestInit) {
  const form = await new Response(init.body as FormData).formData();
  const text: Array<[string, string]> = [];
  form.forEach((v, k) => typeof v === 'string' && text.push([k, v]));
  const files = form.getAll('photo').map((f) => f as File);
  return { text, files: files.map((f) => ({ name: f.name, type: f.type, size: f.size })) };
}

describe('the request to a relay that accepts files', () => {
  it('is multipart: the twelve fields as text parts in their order, then each photo as a photo file part, and no header of its own', async () => {
    const entry = newEntry('s1', URL_, bodies, 0, undefined, { multipart: true, photos });
    expect(requestHeaders(entry, 0)).toEqual({});
    const { text, files } = await parsed({ body: requestBody(entry, 0, photoSender) });
    expect(text).toEqual(Object.entries(FIELDS));
    expect(files).toEqual([
      { name: 'photo-1.jpg', type: 'image/jpeg', size: 1000 },
      { name: 'photo-2.jpg', type: 'image/jpeg', size: 2000 },
    ]);
  });

  it('is multipart without photo parts when the visitor added none; a relay not declared gets JSON as before', async () => {
    const none = newEntry('s1', URL_, bodies, 0, undefined, { multipart: true });
    expect((await parsed({ body: requestBody(none, 1, photoSender) })).files).toEqual([]);
    const plain = newEntry('s2', URL_, bodies, 0, undefined, { photos });
    expect(requestHeaders(plain, 0)).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(requestBody(plain, 0) as string)).toEqual(FIELDS);
    expect(plain.photos).toBeUndefined();
  });

  it('keeps its photos through the store as Blobs', async () => {
    const store = memoryOutboxStore();
    await store.put(newEntry('s1', URL_, bodies, 0, undefined, { multipart: true, photos }));
    const read = readEntry(await store.get('s1'));
    expect(read?.photos?.map((p) => [p.name, p.blob.size])).toEqual([
      ['photo-1.jpg', 1000],
      ['photo-2.jpg', 2000],
    ]);
  });
});

describe('a replay that was given no way to send photos', () => {
  it('leaves a lead with photos waiting, untouched, and sends the others; a replay with photos then sends it whole', async () => {
    const sent: Array<{ to: string; photos: number }> = [];
    const fetchImpl: FetchLike = async (_url, init) => {
      const form = init.body as FormData;
      sent.push({ to: String(form.get('toEmail')), photos: form.getAll('photo').length });
      return { status: 200 };
    };
    const store = memoryOutboxStore();
    await store.put(newEntry('with', URL_, bodies.slice(0, 1), Date.now(), undefined, { multipart: true, photos }));
    await store.put(newEntry('without', URL_, bodies.slice(1), Date.now(), undefined, { multipart: true }));
    const first = await replayOutbox({ store, fetchImpl });
    expect(sent).toEqual([{ to: 'b@x.example', photos: 0 }]);
    expect(first.deliveredIds).toEqual(['without']);
    expect(first.pending).toBe(1);
    expect(readEntry(await store.get('with'))?.photos?.length).toBe(2);
    const second = await replayOutbox({ store, fetchImpl, photos: withPhotos });
    expect(second.deliveredIds).toEqual(['with']);
    expect(sent.at(-1)).toEqual({ to: 'a@x.example', photos: 2 });
  });
});

describe('a relay that answers 413 to the photos', () => {
  it('gets the lead again at once without them, once per recipient, and the replay names the lead', async () => {
    const seen: Array<{ to: string; photos: number; status: number }> = [];
    const fetchImpl: FetchLike = async (_url, init) => {
      const form = init.body as FormData;
      const n = form.getAll('photo').length;
      const status = n > 0 ? 413 : 200;
      seen.push({ to: String(form.get('toEmail')), photos: n, status });
      return { status };
    };
    const store = memoryOutboxStore();
    await store.put(newEntry('s1', URL_, bodies, Date.now(), undefined, { multipart: true, photos }));
    const r = await replayOutbox({ store, fetchImpl, photos: withPhotos });
    expect(seen).toEqual([
      { to: 'a@x.example', photos: 2, status: 413 },
      { to: 'a@x.example', photos: 0, status: 200 },
      { to: 'b@x.example', photos: 2, status: 413 },
      { to: 'b@x.example', photos: 0, status: 200 },
    ]);
    expect(r.deliveredIds).toEqual(['s1']);
    expect(r.photosRefusedIds).toEqual(['s1']);
    // The lead is gone; a note of it stays for a form to tell the visitor (the worker may have sent it with every page closed).
    expect(await store.ids()).toEqual([PHOTOS_REFUSED_KEY]);
    await expect(pendingCount(store)).resolves.toBe(0);
    // Taken once: the next page that looks finds nothing to say.
    await expect(takePhotosRefused(store)).resolves.toBe(true);
    await expect(takePhotosRefused(store)).resolves.toBe(false);
    expect(await store.ids()).toEqual([]);
  });

  it('a note never taken goes with the retention limit, as a lead would', async () => {
    const store = memoryOutboxStore();
    await notePhotosRefused(store, 1_000);
    await expect(purgeExpired(store, 1_000 + RETENTION_MS - 1)).resolves.toBe(0);
    await expect(purgeExpired(store, 1_000 + RETENTION_MS)).resolves.toBe(1);
    await expect(takePhotosRefused(store)).resolves.toBe(false);
  });

  it('a 413 to a lead without photos is a refusal like any 4xx, not sent again', async () => {
    let calls = 0;
    const store = memoryOutboxStore();
    await store.put(newEntry('s1', URL_, bodies.slice(0, 1), Date.now(), undefined, { multipart: true }));
    const r = await replayOutbox({ store, fetchImpl: async () => (calls++, { status: 413 }), photos: withPhotos });
    expect(calls).toBe(1);
    expect(r.failedIds).toEqual(['s1']);
    expect(r.photosRefusedIds).toEqual([]);
    await expect(takePhotosRefused(store)).resolves.toBe(false);
  });
});
