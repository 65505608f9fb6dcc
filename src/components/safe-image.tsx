import { useState, type ImgHTMLAttributes } from 'react';
import { isSafeHref } from '../site-data/url-safety';
import { placeholderImage } from '../utils/placeholder';

export interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** Above-the-fold images (hero, logo) load eagerly with high priority. */
  priority?: boolean;
}

/**
 * An image that never shows a broken icon and never requests `undefined`: a missing, unsafe
 * or failing source shows the placeholder default image instead.
 */
export function SafeImage({ src, alt, width, height, priority = false, onError, ...rest }: SafeImageProps) {
  const [failed, setFailed] = useState(false);
  const usable = !!src && isSafeHref(src) && !failed;
  return (
    <img
      {...rest}
      src={usable ? src : placeholderImage}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      onError={(e) => {
        if (!failed) setFailed(true);
        onError?.(e);
      }}
    />
  );
}
