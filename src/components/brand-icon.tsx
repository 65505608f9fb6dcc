import LinkIcon from '@mui/icons-material/Link';
import { siFacebook, siGoogle, siInstagram, siNextdoor, siPinterest, siThumbtack, siTiktok, siWhatsapp, siX, siYelp, siYoutube, siHouzz, siVimeo } from 'simple-icons';
import { SafeImage } from './safe-image';

type SimpleIcon = { title: string; path: string; hex: string };

const BRANDS: Record<string, SimpleIcon> = {
  facebook: siFacebook,
  instagram: siInstagram,
  google: siGoogle,
  youtube: siYoutube,
  tiktok: siTiktok,
  yelp: siYelp,
  x: siX,
  twitter: siX,
  'x-twitter': siX,
  whatsapp: siWhatsapp,
  pinterest: siPinterest,
  nextdoor: siNextdoor,
  thumbtack: siThumbtack,
  houzz: siHouzz,
  vimeo: siVimeo,
};

/**
 * `redes[].icon` is a bare brand name (`facebook`) or, in older records, a Font Awesome class
 * (`fab fa-facebook-f`). Returns the brand key, or undefined when unknown.
 */
export function brandKey(icon: string | undefined): string | undefined {
  if (!icon) return undefined;
  const raw = icon.trim().toLowerCase();
  const fa = /fa-([a-z0-9-]+)/.exec(raw);
  let name = fa ? fa[1]! : raw;
  name = name.replace(/-(f|square|circle|alt|official)$/, '');
  if (name in BRANDS) return name;
  const first = name.split('-')[0]!;
  return first in BRANDS ? first : undefined;
}

export function brandTitle(icon: string | undefined): string | undefined {
  const key = brandKey(icon);
  return key ? BRANDS[key]!.title : undefined;
}

export interface BrandIconProps {
  icon?: string;
  /** Fallback image from the record when the brand is unknown. */
  image?: string;
  size?: number;
}

/** A social-network icon from a maintained icon set; unknown names fall back to the image, then a link icon. */
export function BrandIcon({ icon, image, size = 22 }: BrandIconProps) {
  const key = brandKey(icon);
  if (key) {
    const b = BRANDS[key]!;
    return (
      <svg role="img" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width={size} height={size} fill="currentColor">
        <path d={b.path} />
      </svg>
    );
  }
  if (image) return <SafeImage src={image} alt="" width={size} height={size} style={{ objectFit: 'contain' }} />;
  return <LinkIcon aria-hidden="true" sx={{ fontSize: size }} />;
}
