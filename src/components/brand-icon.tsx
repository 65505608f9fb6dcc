import LinkIcon from '@mui/icons-material/Link';
import { config } from '../config/env';
import { brandKey } from './brand-list';
import { SafeImage } from './safe-image';

/** The sprite of brand shapes (public/icons/brands.svg, from scripts/brand-sprite.ts), under the base path. */
export const BRAND_SPRITE_FILE = 'icons/brands.svg';

/** The URL of a brand's symbol in the sprite. */
export function brandSymbolUrl(key: string, basePath: string = config.basePath): string {
  return `${basePath}${BRAND_SPRITE_FILE}#${key}`;
}

export interface BrandIconProps {
  icon?: string;
  /** Fallback image from the record when the brand is unknown. */
  image?: string;
  size?: number;
}

/**
 * A social-network icon from a maintained icon set (a symbol of the same-origin sprite, so its
 * path data is not in the JavaScript); unknown names fall back to the image, then a link icon.
 */
export function BrandIcon({ icon, image, size = 22 }: BrandIconProps) {
  const key = brandKey(icon);
  if (key) {
    return (
      <svg role="img" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width={size} height={size} fill="currentColor">
        <use href={brandSymbolUrl(key)} />
      </svg>
    );
  }
  if (image) return <SafeImage src={image} alt="" width={size} height={size} style={{ objectFit: 'contain' }} />;
  return <LinkIcon aria-hidden="true" sx={{ fontSize: size }} />;
}
