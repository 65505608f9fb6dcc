import { brandKey, BRANDS } from '../../components/brand-list';
import { SIGNATURE_ICON_PX, SIGNATURE_LOGO_PX, type SignatureAssets } from '../../contract/signature-assets';
import type { ReviewKitStrings } from '../../i18n/review-kit';
import { language, telHref } from '../../site-data/selectors';
import type { SiteData } from '../../site-data/schema';
import { ensureContrast, resolveStyles } from '../../theme/theme';
import { cardPhones } from './card-model';

export interface Signature {
  html: string;
  text: string;
}

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An absolute http(s) URL, else undefined: a signature travels to other people's mail apps, a relative link means nothing there. */
function absolute(href: string | undefined): string | undefined {
  if (!href) return undefined;
  try {
    const u = new URL(href);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : undefined;
  } catch {
    return undefined;
  }
}

interface Img {
  src: string;
  alt: string;
  px: number;
}

/** Width, height and alt on every image: a mail client that blocks images keeps the layout and says what was there. */
const img = ({ src, alt, px }: Img, extra = '') => `<img src="${esc(src)}" width="${px}" height="${px}" alt="${esc(alt)}" style="display:block;border:0;${extra}">`;

/**
 * The business's email signature, built the way mail clients render: one table,
 * inline styles only (Gmail and Outlook drop `<style>` and `<link>`), no SVG, PNG images at
 * absolute addresses of the site itself (`assets`, written by the build), phones as `tel:` links,
 * in the record's colours and language. Plain text beside it for clients that paste text.
 * `siteUrl` is the site's public home (VITE_SITE_URL): without it there is no signature.
 */
export function buildSignature(data: SiteData, siteUrl: string, assets: SignatureAssets, t: Pick<ReviewKitStrings, 'phone' | 'web'>): Signature {
  const p = data.dbPrincipal;
  const styles = resolveStyles(data.styles);
  const accent = ensureContrast(styles.mainColor, '#ffffff');
  const ink = ensureContrast(styles.paragraphTextColor, '#ffffff');
  const heading = ensureContrast(styles.headingTextColor, '#ffffff');
  const at = (file: string) => new URL(file, siteUrl).href;
  const logo = assets.logo && assets.logo.from === p.logo ? { src: at(assets.logo.file), alt: p.name, px: SIGNATURE_LOGO_PX } : undefined;
  const phones = cardPhones(data).map((ph) => ({ label: ph.name?.trim() || t.phone, phone: ph.phone, href: telHref(ph.phone) }));
  const address = p.location[0]?.address?.trim();
  const host = siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '');
  const socials = data.dbSocialMedia.redes.flatMap((r) => {
    const key = brandKey(r.icon);
    const href = absolute(r.url);
    const file = key && assets.icons[key];
    return key && href && file ? [{ href, name: BRANDS[key], icon: { src: at(file), alt: BRANDS[key], px: SIGNATURE_ICON_PX } }] : [];
  });
  const link = (href: string, label: string) => `<a href="${esc(href)}" style="color:${accent};text-decoration:none">${esc(label)}</a>`;
  const row = (inner: string, extra = '') => `<tr><td style="padding:1px 0;${extra}">${inner}</td></tr>`;
  const rows = [
    row(esc(p.name), `font-size:17px;font-weight:bold;color:${heading};padding-bottom:4px`),
    ...phones.map((ph) => row(`${esc(ph.label)}: ${link(ph.href, ph.phone)}`)),
    row(`${esc(t.web)}: ${link(siteUrl, host)}`),
    address ? row(esc(address)) : '',
    socials.length ? row(socials.map((s) => `<a href="${esc(s.href)}" style="display:inline-block;margin-right:6px">${img(s.icon)}</a>`).join(''), 'padding-top:8px;font-size:0') : '',
  ];
  const details = `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse">${rows.join('')}</table>`;
  const logoCell = logo ? `<td style="padding:0 14px 0 0;vertical-align:top"><a href="${esc(siteUrl)}">${img(logo, 'border-radius:8px')}</a></td>` : '';
  const html =
    `<table role="presentation" lang="${language(data)}" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.45;color:${ink}">` +
    `<tr>${logoCell}<td style="vertical-align:top;border-left:3px solid ${accent};padding:0 0 0 14px">${details}</td></tr></table>`;
  const text = [p.name, ...phones.map((ph) => `${ph.label}: ${ph.phone}`), `${t.web}: ${siteUrl}`, address ?? '', ...socials.map((s) => `${s.name}: ${s.href}`)].filter(Boolean).join('\n');
  return { html, text };
}
