/**
 * The social brands the app draws, by key. Pure data with no SVG paths, so pages can name a link
 * (`brandTitle`) without downloading the icons: the shapes are the files
 * `public/icons/brands/<key>.svg`, generated from `simple-icons` by `npm run brand-icons`
 * (scripts/brand-icons.ts). scripts/brand-icons.test.ts fails when this list, the titles of
 * `simple-icons` and the checked-in files disagree.
 */
import type * as SimpleIcons from 'simple-icons';

export interface BrandSpec {
  /** The `simple-icons` export the shape comes from. */
  si: keyof typeof SimpleIcons;
  /** The brand's name as `simple-icons` spells it. */
  title: string;
}

/** Brand key (also the symbol id in the sprite) -> its `simple-icons` icon. */
export const BRANDS = {
  facebook: { si: 'siFacebook', title: 'Facebook' },
  instagram: { si: 'siInstagram', title: 'Instagram' },
  google: { si: 'siGoogle', title: 'Google' },
  youtube: { si: 'siYoutube', title: 'YouTube' },
  tiktok: { si: 'siTiktok', title: 'TikTok' },
  yelp: { si: 'siYelp', title: 'Yelp' },
  x: { si: 'siX', title: 'X' },
  whatsapp: { si: 'siWhatsapp', title: 'WhatsApp' },
  pinterest: { si: 'siPinterest', title: 'Pinterest' },
  nextdoor: { si: 'siNextdoor', title: 'Nextdoor' },
  thumbtack: { si: 'siThumbtack', title: 'Thumbtack' },
  houzz: { si: 'siHouzz', title: 'Houzz' },
  vimeo: { si: 'siVimeo', title: 'Vimeo' },
} as const satisfies Record<string, BrandSpec>;

export type BrandKey = keyof typeof BRANDS;

/** Other names records use for a brand. */
export const BRAND_ALIASES: Readonly<Record<string, BrandKey>> = {
  twitter: 'x',
  'x-twitter': 'x',
};

function lookup(name: string): BrandKey | undefined {
  if (Object.hasOwn(BRANDS, name)) return name as BrandKey;
  return Object.hasOwn(BRAND_ALIASES, name) ? BRAND_ALIASES[name] : undefined;
}

/**
 * `redes[].icon` is a bare brand name (`facebook`) or, in older records, a Font Awesome class
 * (`fab fa-facebook-f`). Returns the brand key (aliases resolved: `twitter` -> `x`), or undefined
 * when unknown.
 */
export function brandKey(icon: string | undefined): BrandKey | undefined {
  if (!icon) return undefined;
  const raw = icon.trim().toLowerCase();
  const fa = /fa-([a-z0-9-]+)/.exec(raw);
  let name = fa ? fa[1]! : raw;
  name = name.replace(/-(f|square|circle|alt|official)$/, '');
  return lookup(name) ?? lookup(name.split('-')[0]!);
}

export function brandTitle(icon: string | undefined): string | undefined {
  const key = brandKey(icon);
  return key ? BRANDS[key].title : undefined;
}
