import { constants } from '../config/constants';
import { paths, routeExists } from '../config/paths';
import { workSchedule, type ScheduleText } from './schedule';
import { langFromFlag, type Lang } from './language';
import type { Review, Service, SiteData, Landing } from './schema';
import { safeSlug } from './slug';

// ---------- ids ----------

// decision 0000 § Ids and routes: each space and each of ^*@!"#$%&/()=?¡¿'\ becomes '-'. One rule for every link and match.
const SLUG_CHARS = /[\s^*@!"#$%&/()=?¡¿'\\]/g;

/** Service id: name lowercased, spaces and special characters turned into dashes. */
export function serviceSlug(name: string): string {
  return safeSlug(name.toLowerCase().replace(SLUG_CHARS, '-'));
}

/** Landing id: the first space turned into a dash, lowercased. */
export function landingSlug(name: string): string {
  return safeSlug(name.replace(' ', '-').toLowerCase());
}

function decode(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

export function findService(data: SiteData, id: string): Service | undefined {
  const wanted = decode(id).toLowerCase();
  return data.dbServices.find((s) => serviceSlug(s.name) === wanted);
}

export function findLanding(data: SiteData, id: string): Landing | undefined {
  const wanted = decode(id).toLowerCase();
  return data.landings.find((l) => landingSlug(l.name) === wanted);
}

// ---------- lists ----------

export function firstN<T>(list: readonly T[], n: number): T[] {
  return list.slice(0, Math.max(0, n));
}

export interface MenuGroup {
  /** Index of the group (0-3), for its label. */
  index: number;
  services: Service[];
}

/** The four service dropdowns of the menu: slices 0-8, 8-11, 11-17, 17+; empty groups omitted. */
export function menuGroups(services: readonly Service[]): MenuGroup[] {
  return constants.menuSlices
    .map(([start, end], index) => ({ index, services: services.slice(start, end === Infinity ? undefined : end) }))
    .filter((g) => g.services.length > 0);
}

/** Services grid uses 3 columns when there are more than 5 services. */
export function serviceColumns(count: number): 2 | 3 {
  return count > constants.servicesThreeColumnsAbove ? 3 : 2;
}

// ---------- text ----------

/** Cuts text to at most `max` characters, on a word boundary when one is near, with an ellipsis. */
export function cutText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const slice = clean.slice(0, max - 1);
  const space = slice.lastIndexOf(' ');
  return `${(space > max * 0.6 ? slice.slice(0, space) : slice).trimEnd()}…`;
}

export function metaDescription(data: SiteData): string {
  return cutText(data.dbAbout[0]?.text ?? '', constants.metaDescriptionChars);
}

/** Footer about excerpt: 216 characters, or the whole text in the reduced site. */
export function footerExcerpt(data: SiteData): string {
  const text = data.dbAbout[0]?.text ?? '';
  return isReducedSite(data) ? text : cutText(text, constants.footerExcerptChars);
}

export function language(data: SiteData): Lang {
  return langFromFlag(data.labels.formLabel.isenglish);
}

// ---------- phones ----------

export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** `503-555-0142` -> `tel:+15035550142`. Returns '' when there are no digits. */
export function telHref(phone: string): string {
  let d = phoneDigits(phone);
  if (!d) return '';
  if (d.length === 11 && d.startsWith('1')) d = d.slice(1);
  return `tel:${constants.phonePrefix}${d}`;
}

/** WhatsApp chat link: `https://wa.me/1{phone without dashes}?text={encoded message}`. */
export function whatsappHref(phone: string, message = ''): string {
  let d = phoneDigits(phone);
  if (d.length === 11 && d.startsWith('1')) d = d.slice(1);
  const base = `https://wa.me/1${d}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/**
 * `mailto:` link with a subject and body. The address is one the parser accepted (plain ASCII,
 * one `@`, no `?`/`&`/`%`), so nothing in it can add headers such as `bcc=`; subject and body
 * are encoded whole. Returns '' for anything else.
 */
export function mailtoHref(email: string, subject = '', body = ''): string {
  if (!/^[A-Za-z0-9._+-]+@[A-Za-z0-9.-]+$/.test(email)) return '';
  const query = [subject && `subject=${encodeURIComponent(subject)}`, body && `body=${encodeURIComponent(body)}`].filter(Boolean).join('&');
  return `mailto:${email}${query ? `?${query}` : ''}`;
}

/** A phone or email of the business as a link: only those that make a working `tel:`/`mailto:`. */
export interface ContactLink {
  /** The record's label for a phone ("Office"), if any. */
  name?: string;
  /** What is shown: the number or the address as the record writes it. */
  value: string;
  href: string;
}

/**
 * The business's phones and emails as links, for every place that lists them (footer, contact
 * page and block, service sidebar, card): one rule, so no place links a number without digits or
 * an address the parser would not send mail to.
 */
export function contactLinks(data: SiteData): { phones: ContactLink[]; emails: ContactLink[] } {
  const phones = data.dbPrincipal.phones.flatMap((p) => {
    const href = telHref(p.phone);
    return href ? [{ ...(p.name ? { name: p.name } : {}), value: p.phone, href }] : [];
  });
  const emails = data.dbPrincipal.emails.flatMap((e) => {
    const href = mailtoHref(e.email.trim());
    return href ? [{ value: e.email.trim(), href }] : [];
  });
  return { phones, emails };
}

// ---------- widgets and modes ----------

export type WidgetVal = 'WhatsappBtn' | 'VisitsCounter' | 'CallUsNow' | 'Wheather' | 'ReviewTab' | 'ModalColores';

/** Widgets switched on by `val` (positions do not matter for these). */
export function activeWidgets(data: SiteData): Set<string> {
  return new Set(data.simpleWidgets.filter((w) => w.activo).map((w) => w.val));
}

/** `simpleWidgets[3].activo`: the reduced one-page site. */
export function isReducedSite(data: SiteData): boolean {
  return data.simpleWidgets[3]?.activo === true;
}

/** `simpleWidgets[4].activo` + reviews active and not home-only: the floating reviews badge. */
export function showReviewsBadge(data: SiteData): boolean {
  return data.simpleWidgets[4]?.activo === true && data.reviews.activo && !data.reviews.isHomeOnly;
}

/**
 * Where the reviews badge leads: the reviews page, or the home page's reviews section in the
 * one-page site, or nowhere (null) when the site has neither: the badge then only informs.
 */
export function reviewsBadgeTarget(data: SiteData): string | null {
  if (routeExists('reviews', isReducedSite(data))) return paths.reviews;
  return showReviewsOnHome(data) ? '#reviews' : null;
}

export function showReviewsInMenu(data: SiteData): boolean {
  return data.reviews.activo && !data.reviews.isHomeOnly;
}

export function showReviewsOnHome(data: SiteData): boolean {
  return data.reviews.activo && data.reviews.isHomeOnly;
}

export function showVideosInMenu(data: SiteData): boolean {
  return !!data.ytGallery.linkCanalYT;
}

// ---------- reviews ----------

export { reviewSummary, type ReviewSummary } from './review-summary';

function reviewTime(r: Review): number {
  if (r.Date === undefined) return 0;
  const t = typeof r.Date === 'number' ? r.Date : Date.parse(r.Date);
  return Number.isFinite(t) ? t : 0;
}

export function sortNewestFirst(reviews: readonly Review[]): Review[] {
  return [...reviews].sort((a, b) => reviewTime(b) - reviewTime(a));
}

// ---------- statistics ----------

export type StatKey = 'bestService' | 'professionals' | 'costEffectiveness' | 'onTime' | 'yearsOfExperience' | 'milesAround';
export interface Stat {
  key: StatKey;
  value: number;
  suffix: '%' | '+';
}

function positiveNumber(v: string | undefined): number | undefined {
  if (!v) return undefined;
  const n = Number.parseFloat(v.replace(/[^\d.]/g, ''));
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** Four statistics: the 100% defaults, with years and miles replacing them (with "+") when set. */
export function statistics(data: SiteData): Stat[] {
  const stats: Stat[] = [
    { key: 'bestService', value: 100, suffix: '%' },
    { key: 'professionals', value: 100, suffix: '%' },
    { key: 'costEffectiveness', value: 100, suffix: '%' },
    { key: 'onTime', value: 100, suffix: '%' },
  ];
  const years = positiveNumber(data.dbPrincipal.exprYears);
  const miles = positiveNumber(data.dbPrincipal.miles);
  if (years !== undefined) stats[2] = { key: 'yearsOfExperience', value: years, suffix: '+' };
  if (miles !== undefined) stats[3] = { key: 'milesAround', value: miles, suffix: '+' };
  return stats;
}

// ---------- images ----------

/** Gallery images: per landing when there are landings, else the general gallery, else stock. */
export function generalGallery(data: SiteData): string[] {
  if (data.gallery.length) return data.gallery;
  return data.stock.filter((s): s is string => typeof s === 'string');
}

/** The stock image at a position, or undefined (callers show the placeholder). */
export function stockImage(data: SiteData, index: number): string | undefined {
  const list = data.stock.filter((s): s is string => typeof s === 'string');
  if (!list.length) return undefined;
  return data.stock[index] ?? list[index % list.length];
}

/** A random slogan (deterministic when given a seed, for rendering on server and client alike). */
export function pickSlogan(data: SiteData, seed: number): string | undefined {
  const list = data.dbSlogan;
  if (!list.length) return undefined;
  return list[Math.abs(Math.floor(seed)) % list.length]!.slogan;
}

export function firstAddress(data: SiteData): string {
  return data.dbPrincipal.location[0]?.address ?? '';
}

// ---------- hours ----------

/** The record's opening hours as day/hour rows: the one pairing every page uses (site-data/schedule). */
export function scheduleRows(data: SiteData): ScheduleText[] {
  return workSchedule(data.dbPrincipal.workdays, data.dbPrincipal.workHours);
}
