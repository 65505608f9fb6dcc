import { format } from '../../i18n';
import type { Strings } from '../../i18n';
import { linkName } from '../../components/brand-list';
import { telHref, whatsappHref } from '../../site-data/selectors';
import type { SiteData } from '../../site-data/schema';
import { isSafeHref } from '../../site-data/url-safety';

export type BioLinkKind = 'gmb' | 'whatsapp' | 'call' | 'website' | 'directory' | 'social';

export interface BioLink {
  kind: BioLinkKind;
  href: string;
  label: string;
  /** Brand name for the icon (`google`, `whatsapp`, `facebook`, ...). */
  icon?: string;
  /** Record image for the icon when the brand is unknown. */
  image?: string;
  /** Web links open in a new tab; tel: does not. */
  newTab: boolean;
}

const web = (u: string | undefined): u is string => !!u && /^https?:/i.test(u) && isSafeHref(u);

/** Social networks and directories that can be linked (safe web URL). */
export function usableSocials(data: SiteData) {
  return data.dbSocialMedia.redes.filter((r) => web(r.url));
}
export function usableDirectories(data: SiteData) {
  return data.dbSocialMedia.directorios.filter((d) => web(d.url));
}

/**
 * The link-in-bio buttons, in order: Google My Business, WhatsApp, call, website, directories,
 * social networks. Entries without a usable link are left out.
 */
export function bioLinks(data: SiteData, s: Strings['findUsOn']): BioLink[] {
  const links: BioLink[] = [];
  if (web(data.gmb.link)) links.push({ kind: 'gmb', href: data.gmb.link, label: s.gmb, icon: 'google', newTab: true });
  const phone = data.dbPrincipal.phones.find((p) => telHref(p.phone))?.phone;
  if (phone) {
    links.push({ kind: 'whatsapp', href: whatsappHref(phone), label: s.whatsapp, icon: 'whatsapp', newTab: true });
    links.push({ kind: 'call', href: telHref(phone), label: format(s.call, { phone }), newTab: false });
  }
  if (web(data.linkWeb)) links.push({ kind: 'website', href: data.linkWeb, label: s.website, newTab: true });
  for (const d of usableDirectories(data)) {
    links.push({ kind: 'directory', href: d.url!, label: linkName(d), icon: d.name, newTab: true });
  }
  for (const r of usableSocials(data)) {
    links.push({ kind: 'social', href: r.url!, label: linkName(r), icon: r.icon, image: r.image, newTab: true });
  }
  return links;
}

/** The "Find Us On" heading is shown only when there is at least one social network or directory. */
export function showFindUsOnHeading(data: SiteData): boolean {
  return usableSocials(data).length > 0 || usableDirectories(data).length > 0;
}
