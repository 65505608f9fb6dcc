import { config } from '../config/env';
import { CARD_PHOTO_FILE, cardPhotoOf } from '../contract/card-photo';

/**
 * The build's 200 px JPEG of the logo (scripts/card-photo.ts), precached so it is there offline,
 * or undefined when there is none or the record's logo changed since the build.
 */
export async function loadCardPhoto(logo: string | undefined): Promise<string | undefined> {
  if (!logo) return undefined;
  try {
    const res = await fetch(`${config.basePath}${CARD_PHOTO_FILE}`);
    if (!res.ok) return undefined;
    return cardPhotoOf(await res.json(), logo);
  } catch {
    return undefined;
  }
}

/** The business name as a file name without extension ("acme-tree-service"). */
export function fileBaseName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'contact';
}

/** Saves a blob through a temporary link (works offline; the URL is released a minute later). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
