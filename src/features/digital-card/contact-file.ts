import { config } from '../../config/env';
import { downloadBlob, loadCardPhoto } from '../../utils/files';
import type { SiteData } from '../../site-data/schema';
import { siteUrlFrom } from './site-url';
import { buildVCard, vcardFileName } from './vcard';

/** The business's vCard as a file, with the embedded photo when the build made one. */
export async function contactFile(data: SiteData, siteUrl: string): Promise<File> {
  const photoJpeg = await loadCardPhoto(data.dbPrincipal.logo);
  const card = buildVCard(data, siteUrl, { photoJpeg });
  return new File([card], vcardFileName(data.dbPrincipal.name), { type: 'text/vcard' });
}

/** "Save contact": the vCard downloads (phones open it in Contacts). Without a site URL, this site's. */
export async function saveContact(data: SiteData, siteUrl?: string): Promise<void> {
  const file = await contactFile(data, siteUrl ?? siteUrlFrom(config.siteUrl, config.basePath, window.location.origin));
  downloadBlob(file, file.name);
}
