import { config } from '../../config/env';
import { CARD_PHOTO_FILE, readCardPhoto } from '../../contract/card-photo';
import type { SiteData } from '../../site-data/schema';
import { siteUrlFrom } from './site-url';
import { buildVCard, vcardFileName } from './vcard';

/**
 * The build's 200 px JPEG of the logo (scripts/card-photo.ts), precached so it is there offline,
 * or undefined when there is none or the record's logo changed since the build.
 */
export async function loadCardPhoto(logo: string | undefined): Promise<string | undefined> {
  if (!logo) return undefined;
  try {
    const res = await fetch(`${config.basePath}${CARD_PHOTO_FILE}`);
    if (!res.ok) return undefined;
    const photo = readCardPhoto(await res.json());
    return photo && photo.logo === logo ? photo.jpeg : undefined;
  } catch {
    return undefined;
  }
}

/** The business's vCard as a file, with the embedded photo when the build made one. */
export async function contactFile(data: SiteData, siteUrl: string): Promise<File> {
  const photoJpeg = await loadCardPhoto(data.dbPrincipal.logo);
  const card = buildVCard(data, siteUrl, { photoJpeg });
  return new File([card], vcardFileName(data.dbPrincipal.name), { type: 'text/vcard' });
}

/** The business name as a file name without extension ("acme-tree-service"). */
export function contactFileBase(name: string): string {
  return vcardFileName(name).replace(/\.vcf$/, '');
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

/** "Save contact": the vCard downloads (phones open it in Contacts). Without a site URL, this site's. */
export async function saveContact(data: SiteData, siteUrl?: string): Promise<void> {
  const file = await contactFile(data, siteUrl ?? siteUrlFrom(config.siteUrl, config.basePath, window.location.origin));
  downloadBlob(file, file.name);
}
