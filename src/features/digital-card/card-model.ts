import type { Strings } from '../../i18n';
import { constants } from '../../config/constants';
import { contactLinks, firstN, telHref } from '../../site-data/selectors';
import type { SiteData } from '../../site-data/schema';

/** The title under the business name: the first phone's label (often the owner's), else "Owner". */
export function ownerTitle(data: SiteData, s: Pick<Strings['card'], 'owner'>): string {
  return data.dbPrincipal.phones[0]?.name?.trim() || s.owner;
}

/** Services on the back of the card: the first five. */
export function cardServices(data: SiteData) {
  return firstN(data.dbServices, constants.cardServicesCount);
}

/** The card's phones: the ones that make a working `tel:` link (the site's one rule, `contactLinks`). */
export function cardPhones(data: SiteData) {
  return data.dbPrincipal.phones.filter((p) => telHref(p.phone));
}

/** The card's emails: the ones that make a working `mailto:` link (`contactLinks`). */
export function cardEmails(data: SiteData): string[] {
  return contactLinks(data).emails.map((e) => e.value);
}
