import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { isSafeHref } from '../site-data/url-safety';
import { placeholderImage } from '../utils/placeholder';
import { PRIORITY_TIMING } from '../utils/priority-timing';
import { config } from '../config/env';
import { fallbackWidth, imageEntry, srcSetFor, templateSrcSet, templateUrl, variantUrl } from './images/image-map';

export interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** Above-the-fold images (hero, logo) load eagerly with high priority. */
  priority?: boolean;
}

/** How far an image has fallen back: the build's variants, then the original URL, then the placeholder. */
type Stage = 'variants' | 'original' | 'placeholder';

/**
 * The one image component. A record image the build processed (scripts/images/) renders as a
 * `<picture>` of AVIF and WebP variants with `srcset`/`sizes` and its dominant colour behind it
 * until it arrives; one it has not seen renders from its original URL. It never shows a broken
 * icon and never requests `undefined`: a missing, unsafe or failing source ends as the placeholder.
 */
export function SafeImage({ src, alt, width, height, priority = false, onError, sizes, style, ...rest }: SafeImageProps) {
  const [stage, setStage] = useState<Stage>('variants');
  const usable = !!src && isSafeHref(src) && stage !== 'placeholder';
  const entry = usable && stage === 'variants' ? imageEntry(src) : undefined;
  const ref = useRef<HTMLImageElement>(null);
  const viaService = !entry && stage === 'variants' && !!config.imageUrlTemplate;
  const fail = () => setStage((s) => (s === 'variants' && (entry || viaService) ? 'original' : 'placeholder'));
  useEffect(() => {
    // A prerendered image that failed before hydration fired its error before React listened.
    // (SVGs without an intrinsic size report no width even when fine, so they are left alone.)
    const img = ref.current;
    if (usable && !/\.svg([?#]|$)/i.test(src) && img?.complete && img.naturalWidth === 0) fail();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [usable, src]);
  // Shown at most at its `width` (CSS px): the browser picks the variant for the screen's density.
  const sizesAttr = sizes ?? `(max-width: ${width}px) 100vw, ${width}px`;
  const common = {
    ...rest,
    ref,
    alt,
    width,
    height,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: priority ? ('sync' as const) : ('async' as const),
    // `elementtiming`: the browser reports when this image is painted (src/app/paint-first.ts).
    ...(priority ? { fetchPriority: 'high' as const, elementtiming: PRIORITY_TIMING } : {}),
    onError: (e: React.SyntheticEvent<HTMLImageElement>) => {
      fail();
      onError?.(e);
    },
  };
  if (!entry) {
    // A photo the build has not seen: through the image service when one is configured.
    const template = usable && stage === 'variants' && /^https?:\/\//i.test(src) ? config.imageUrlTemplate : '';
    if (template && src) return <img {...common} style={style} src={templateUrl(template, src, 1280)} srcSet={templateSrcSet(template, src)} sizes={sizesAttr} />;
    return <img {...common} style={style} src={usable ? src : placeholderImage} />;
  }
  const avif = srcSetFor(entry, 'avif');
  if (priority) {
    // The page's largest paint: requested from <head> (the prerender hoists React's preloads),
    // in the format the browser will pick (browsers without AVIF skip a typed preload).
    preload(variantUrl(entry, fallbackWidth(entry), 'avif'), { as: 'image', type: 'image/avif', imageSrcSet: avif, imageSizes: sizesAttr, fetchPriority: 'high' });
  }
  return (
    // `display: contents`: the <img> stays the box the caller's layout (flex, grid) places.
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={avif} sizes={sizesAttr} />
      <img
        {...common}
        src={variantUrl(entry, fallbackWidth(entry), 'webp')}
        srcSet={srcSetFor(entry, 'webp')}
        sizes={sizesAttr}
        style={{ backgroundColor: entry.c, ...style }}
      />
    </picture>
  );
}
