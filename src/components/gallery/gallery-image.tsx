import { useState } from 'react';
import { SafeImage, type SafeImageProps } from '../safe-image';
import { demoSrcSet } from './image-srcset';

/** SafeImage plus a srcset for the demo's own images; the srcset is dropped if the image fails. */
export function GalleryImage({ src, sizes, ...rest }: SafeImageProps) {
  const [failed, setFailed] = useState(false);
  const srcSet = failed ? undefined : demoSrcSet(src);
  return (
    <SafeImage
      {...rest}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      onError={(e) => {
        setFailed(true);
        rest.onError?.(e);
      }}
    />
  );
}
