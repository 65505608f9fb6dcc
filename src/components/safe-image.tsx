import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { isSafeHref } from '../site-data/url-safety';
import { placeholderImage } from '../utils/placeholder';
import { PRIORITY_TIMING } from '../utils/priority-timing';
import { fallbackWidth, imageEntry, imageTemplate as buildImageTemplate, srcSetFor, templatedSrcSet, variantUrl } from './images/image-map';

export interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** The page's largest paint (the hero, a service's photo, the first gallery pair) loads eagerly with high priority. */
  priority?: boolean;
  /** The image service for photos the build has not seen (VITE_IMAGE_URL_TEMPLATE; tests pass their own). */
  imageTemplate?: string;
}

/** How far an image has fallen back: the build's variants, then the original URL, then the placeholder. */
type Stage = 'variants' | 'original' | 'placeholder';

/**
 * The one image component. A record image the build processed (scripts/images/) renders as a
 * `<picture>` of AVIF and WebP variants with `srcset`/`sizes` and its dominant colour behind it
 * until it arrives; one it has not seen renders through the image service of
 * VITE_IMAGE_URL_TEMPLATE with a `srcset` when there is one, else from its original URL (and
 * from the original when the service fails). It never shows a broken
 * icon and never requests `undefined`: a missing, unsafe or failing source ends as the placeholder.
 */
export function SafeImage({ src, alt, width, height, priority = false, onError, onLoad, sizes, style, imageTemplate = buildImageTemplate(), ...rest }: SafeImageProps) {
  const [stage, setStage] = useState<Stage>('variants');
  const usable = !!src && isSafeHref(src) && stage !== 'placeholder';
  const entry = usable && stage === 'variants' ? imageEntry(src) : undefined;
  // A photo the build has not seen (the record changed since): through the image service when there is one.
  const templated = usable && stage === 'variants' && !entry ? templatedSrcSet(imageTemplate, src) : undefined;
  const ref = useRef<HTMLImageElement>(null);
  const fail = () => setStage((s) => (s === 'variants' && (entry || templated) ? 'original' : 'placeholder'));
  useEffect(() => {
    // A prerendered image that failed before hydration fired its error before React listened.
    // (SVGs without an intrinsic size report no width even when fine, so they are left alone.)
    const img = ref.current;
    if (usable && !/\.svg([?#]|$)/i.test(src) && img?.complete && img.naturalWidth === 0) fail();
    // Loaded before hydration: the placeholder colour goes, as onLoad would have done.
    if (img?.complete && img.naturalWidth > 0) img.style.backgroundColor = '';
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [usable, src]);
  // The box the browser reserves before the photo arrives follows the photo's own shape when
  // the build measured it: a caller's guess (a 2:1 logo slot for a square logo) shifted the
  // layout below it once the image loaded. Where the caller's CSS fixes the height, the
  // attributes change nothing.
  const boxHeight = entry && entry.w > 0 && entry.h > 0 ? Math.max(1, Math.round((width * entry.h) / entry.w)) : height;
  // Shown at most at its `width` (CSS px): the browser picks the variant for the screen's density.
  const sizesAttr = sizes ?? `(max-width: ${width}px) 100vw, ${width}px`;
  const common = {
    ...rest,
    ref,
    alt,
    width,
    height: boxHeight,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: priority ? ('sync' as const) : ('async' as const),
    // `elementtiming`: the browser reports when this image is painted (src/entry/paint-first.ts).
    // Every other photo asks for low priority, also when a corner of it shows on the first
    // screen (the about photo under a phone's hero): Chromium raises an image it finds on screen
    // to high priority, and it then shared a slow phone's bandwidth with the page's largest paint.
    ...(priority ? { fetchPriority: 'high' as const, elementtiming: PRIORITY_TIMING } : { fetchPriority: 'low' as const }),
    // The placeholder colour only shows until the photo arrives: a logo with transparency
    // would otherwise sit on a coloured square.
    onLoad: (e: React.SyntheticEvent<HTMLImageElement>) => {
      e.currentTarget.style.backgroundColor = '';
      onLoad?.(e);
    },
    onError: (e: React.SyntheticEvent<HTMLImageElement>) => {
      fail();
      onError?.(e);
    },
  };
  if (templated) return <img {...common} style={style} src={templated.src} srcSet={templated.srcSet} sizes={sizesAttr} />;
  if (!entry) return <img {...common} style={style} src={usable ? src : placeholderImage} />;
  const avif = srcSetFor(entry, 'avif');
  return (
    <>
      {priority && (
        // The page's largest paint: React puts this link in <head> (the prerender hoists it before the
        // scripts); typed, so a browser without AVIF skips it and its WebP <img> is not delayed.
        // Outside <picture>: inside it, Chromium's preload scanner lost the <source> and fetched
        // the WebP fallback as well (a 0.5 MB hero twice, +2.5 s of LCP on a slow phone).
        <link rel="preload" as="image" type="image/avif" imageSrcSet={avif} imageSizes={sizesAttr} fetchPriority="high" />
      )}
      {/* `display: contents`: the <img> stays the box the caller's layout (flex, grid) places. */}
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
    </>
  );
}
