import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { isSafeHref } from '../site-data/url-safety';
import { placeholderImage } from '../utils/placeholder';
import { PRIORITY_TIMING } from '../utils/priority-timing';

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
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // A prerendered image that failed before hydration fired its error before React listened.
    // (SVGs without an intrinsic size report no width even when fine, so they are left alone.)
    const img = ref.current;
    if (usable && !/\.svg([?#]|$)/i.test(src) && img?.complete && img.naturalWidth === 0) setFailed(true);
  }, [usable, src]);
  return (
    <img
      {...rest}
      ref={ref}
      src={usable ? src : placeholderImage}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      // `elementtiming`: the browser reports when this image is painted (src/app/paint-first.ts).
      {...(priority ? { fetchPriority: 'high' as const, elementtiming: PRIORITY_TIMING } : {})}
      onError={(e) => {
        if (!failed) setFailed(true);
        onError?.(e);
      }}
    />
  );
}
