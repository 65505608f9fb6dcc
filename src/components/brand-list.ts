/**
 * The social brands the app draws, by key. Pure data with no SVG paths, so pages can name a link
 * (`brandTitle`) without downloading the icons: the shapes are the files
 * `public/icons/brands/<key>.svg`, generated from `simple-icons` by `npm run brand-icons`
 * (scripts/brand-icons.ts). scripts/brand-icons.test.ts fails when this list, the titles of
 * `simple-icons` and the checked-in files disagree.
 */
/**
 * Brand key (also its file name) -> the brand's name as `simple-icons` spells it; the shape is
 * that package's export `si` + the key capitalised (scripts/brand-icons.ts).
 */
export const BRANDS = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  google: 'Google',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  yelp: 'Yelp',
  x: 'X',
  whatsapp: 'WhatsApp',
  pinterest: 'Pinterest',
  nextdoor: 'Nextdoor',
  thumbtack: 'Thumbtack',
  houzz: 'Houzz',
  vimeo: 'Vimeo',
} as const satisfies Record<string, string>;

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
  return key ? BRANDS[key] : undefined;
}

/**
 * The name of a social or directory link, wherever it is drawn (an icon's accessible name and
 * tooltip, a link-in-bio button's label): the record's name, else the brand's, else the link's
 * host without `www.` (the URL itself when it is relative: the demo's own files).
 */
export function linkName(link: { url?: string; name?: string; icon?: string }): string {
  if (link.name) return link.name;
  const brand = brandTitle(link.icon);
  if (brand) return brand;
  try {
    return new URL(link.url ?? '').hostname.replace(/^www\./, '');
  } catch {
    return link.url ?? '';
  }
}
