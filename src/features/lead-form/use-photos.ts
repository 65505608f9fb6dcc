import { useEffect, useRef, useState } from 'react';
import type { OutboxPhoto } from '../../contract/outbox-entry';
import { PHOTO_LIMITS } from './photos/resize-rules';

/** The photos' code and views (./photos/photo-list.tsx), loaded when the visitor first reaches for the control. */
export const loadPhotoCode = () => import('./photos/photo-list');

/** One photo the visitor added: being made small (no `blob` yet), or ready with its thumbnail. */
export interface PhotoItem {
  key: number;
  blob?: Blob;
  /** An object URL of `blob`, for the thumbnail. */
  url?: string;
}

/** What the form asks of its photo control (./photo-control.tsx) when it sends. */
export interface PhotoHandle {
  ready: Photos['ready'];
  clear: Photos['clear'];
}

/** What the last addition left out, said under the thumbnails. */
export type PhotoNote = '' | 'tooMany' | 'unreadable';

export interface Photos {
  items: PhotoItem[];
  note: PhotoNote;
  /** Loads the photos' code ahead (the visitor is about to choose). */
  prepare(): void;
  add(files: readonly File[]): void;
  remove(key: number): void;
  /** The photos once every one is made small, named as the relay receives them. */
  ready(): Promise<OutboxPhoto[]>;
  clear(): void;
}

let nextKey = 0;

/**
 * The form's photos: each file made small in the photos' code as it is added (no tap waits for
 * it), at most PHOTO_LIMITS.maxCount; Send waits for those still being made.
 */
export function usePhotos(): Photos {
  const [items, setItems] = useState<PhotoItem[]>([]);
  const [note, setNote] = useState<PhotoNote>('');
  /** The photos in the order added, as the handlers see them now (state lags a render behind). */
  const kept = useRef<PhotoItem[]>([]);
  const work = useRef(new Map<number, Promise<unknown>>());
  const show = () => setItems([...kept.current]);
  const forget = (p: PhotoItem | undefined) => p?.url && URL.revokeObjectURL(p.url);

  // The thumbnails' object URLs go with the form.
  useEffect(() => () => kept.current.forEach(forget), []);

  const prepare = () => void loadPhotoCode().catch(() => undefined);

  const made = (key: number, blob: Blob) => {
    const i = kept.current.findIndex((p) => p.key === key);
    // Removed while it was being made: nothing to show.
    if (i < 0) return;
    kept.current[i] = { key, blob, url: URL.createObjectURL(blob) };
    show();
  };

  const failed = (key: number, err: unknown) => {
    console.warn('A photo could not be prepared', err);
    kept.current = kept.current.filter((p) => p.key !== key);
    setNote('unreadable');
    show();
  };

  const add = (files: readonly File[]) => {
    const taken = files.slice(0, Math.max(0, PHOTO_LIMITS.maxCount - kept.current.length));
    setNote(taken.length < files.length ? 'tooMany' : '');
    for (const file of taken) {
      const key = nextKey++;
      kept.current.push({ key });
      const job = loadPhotoCode()
        .then((m) => m.shrinkPhoto(file))
        .then(
          (blob) => made(key, blob),
          (err: unknown) => failed(key, err),
        )
        .finally(() => work.current.delete(key));
      work.current.set(key, job);
    }
    show();
  };

  const remove = (key: number) => {
    forget(kept.current.find((p) => p.key === key));
    kept.current = kept.current.filter((p) => p.key !== key);
    setNote('');
    show();
  };

  const ready = async (): Promise<OutboxPhoto[]> => {
    await Promise.all(work.current.values());
    return kept.current.flatMap((p) => (p.blob ? [p.blob] : [])).map((blob, i) => ({ name: `photo-${i + 1}.jpg`, blob }));
  };

  const clear = () => {
    kept.current.forEach(forget);
    kept.current = [];
    setNote('');
    show();
  };

  return { items, note, prepare, add, remove, ready, clear };
}
