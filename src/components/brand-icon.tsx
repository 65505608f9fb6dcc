import Box from '@mui/material/Box';
import type { CSSProperties } from 'react';
import { useConfig } from '../hooks/use-config';
import { brandKey } from './brand-list';
import { SafeImage } from './safe-image';

/** The folder of brand shapes (public/icons/brands/, from scripts/brand-icons.ts), under the base path. */
export const BRAND_ICON_DIR = 'icons/brands/';

/** The shape drawn for a link whose brand is unknown and has no image (Material's Link icon, MIT). */
export const LINK_ICON_FILE = 'icons/link.svg';

/** The URL of a brand's shape. */
export function brandIconUrl(key: string, basePath: string): string {
  return `${basePath}${BRAND_ICON_DIR}${key}.svg`;
}

export interface BrandIconProps {
  icon?: string;
  /** Fallback image from the record when the brand is unknown. */
  image?: string;
  size?: number;
}

/**
 * A social-network icon from a maintained icon set, in the text colour: the brand's same-origin
 * SVG as a CSS mask over `currentColor`. Its path data is not in the JavaScript or the page, and
 * the browser fetches the file only for an icon it renders (a CSS image), so links a phone hides
 * or that are far below cost nothing while the first screen loads. In forced-colours mode the
 * mask keeps the system's text colour. Unknown names fall back to the image, then a link icon
 * (drawn the same way).
 */
export function BrandIcon({ icon, image, size = 22 }: BrandIconProps) {
  const key = brandKey(icon);
  const { basePath } = useConfig();
  if (!key && image) return <SafeImage src={image} alt="" width={size} height={size} style={{ objectFit: 'contain' }} />;
  return (
    <Box
      component="span"
      aria-hidden="true"
      data-brand={key ?? 'link'}
      style={{ '--brand-icon': `url("${key ? brandIconUrl(key, basePath) : basePath + LINK_ICON_FILE}")` } as CSSProperties}
      sx={{
        display: 'inline-block',
        flex: 'none',
        width: size,
        height: size,
        bgcolor: 'currentColor',
        mask: 'var(--brand-icon) center / contain no-repeat',
        forcedColorAdjust: 'none',
        printColorAdjust: 'exact',
      }}
    />
  );
}
