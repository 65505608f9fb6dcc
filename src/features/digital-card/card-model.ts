import type { Strings } from '../../i18n';
import { constants } from '../../config/constants';
import { firstN, telHref } from '../../site-data/selectors';
import type { SiteData } from '../../site-data/schema';
import { isSafeHref } from '../../site-data/url-safety';

/** The title under the business name: the first phone's label (often the owner's), else "Owner". */
export function ownerTitle(data: SiteData, s: Pick<Strings['card'], 'owner'>): string {
  return data.dbPrincipal.phones[0]?.name?.trim() || s.owner;
}

/** Services on the back of the card: the first five. */
export function cardServices(data: SiteData) {
  return firstN(data.dbServices, constants.cardServicesCount);
}

export function cardPhones(data: SiteData) {
  return data.dbPrincipal.phones.filter((p) => telHref(p.phone));
}

export function cardEmails(data: SiteData): string[] {
  return data.dbPrincipal.emails.map((e) => e.email.trim()).filter((e) => e.includes('@') && isSafeHref(`mailto:${e}`));
}
