import { constants } from '../../config/constants';
import { paths } from '../../config/paths';
import type { Strings } from '../../i18n';
import type { SiteData } from '../../site-data/schema';
import {
  activeWidgets,
  isReducedSite,
  landingSlug,
  menuGroups,
  serviceSlug,
  showReviewsInMenu,
  showVideosInMenu,
} from '../../site-data/selectors';

export interface NavLink {
  kind: 'link';
  label: string;
  /** Router path, or an in-page anchor (`#services`) in the reduced site. */
  to: string;
}
export interface NavGroup {
  kind: 'group';
  label: string;
  /** Where the group's own label links to (the gallery), if anywhere. */
  to?: string;
  items: NavLink[];
}
export type NavItem = NavLink | NavGroup;

const link = (label: string, to: string): NavLink => ({ kind: 'link', label, to });

/** The navigation menu of spec section 2 as data. */
export function navModel(data: SiteData, s: Strings): NavItem[] {
  if (isReducedSite(data)) {
    return [link(s.nav.home, '#top'), link(s.nav.services, '#services'), link(s.nav.gallery, '#gallery'), link(s.nav.contact, '#contact')];
  }
  const items: NavItem[] = [link(s.nav.home, paths.home), link(s.nav.about, paths.about)];
  const groups = menuGroups(data.dbServices);
  const listed = groups.reduce((n, g) => n + g.services.length, 0);
  groups.forEach((g, i) => {
    const links = g.services.map((svc) => link(svc.name, paths.service(serviceSlug(svc.name))));
    // More services than the menu holds: the last group ends with the page that lists them all.
    if (i === groups.length - 1 && listed < data.dbServices.length) links.push(link(s.nav.allServices, paths.services));
    items.push({ kind: 'group', label: s.nav.serviceGroups[g.index] ?? s.nav.services, items: links });
  });
  if (data.customLinks && data.landings.length) {
    items.push({
      kind: 'group',
      label: s.nav.gallery,
      to: paths.gallery,
      items: [link(s.nav.allGallery, paths.gallery), ...data.landings.slice(0, constants.menuLandingsMax).map((l) => link(l.name, paths.landing(landingSlug(l.name))))],
    });
  } else {
    items.push(link(s.nav.gallery, paths.gallery));
  }
  if (showVideosInMenu(data)) items.push(link(s.nav.videos, paths.videos));
  if (showReviewsInMenu(data)) items.push(link(s.nav.reviews, paths.reviews));
  items.push(link(s.nav.contact, paths.contact));
  return items;
}

/** Footer links: Home, About, Services, Gallery, Contact, plus Reviews when ReviewTab is on. */
export function footerLinks(data: SiteData, s: Strings): NavLink[] {
  if (isReducedSite(data)) return navModel(data, s) as NavLink[];
  const out = [
    link(s.nav.home, paths.home),
    link(s.nav.about, paths.about),
    link(s.nav.services, paths.services),
    link(s.nav.gallery, paths.gallery),
    link(s.nav.contact, paths.contact),
  ];
  if (activeWidgets(data).has('ReviewTab')) out.push(link(s.nav.reviews, paths.reviews));
  return out;
}
