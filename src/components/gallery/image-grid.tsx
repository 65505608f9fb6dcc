import Box from '@mui/material/Box';
import { useState } from 'react';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { GalleryImage } from './gallery-image';
import { ImageViewer } from './image-viewer';

export interface ImageGridProps {
  images: readonly string[];
  /** Names the gallery (a landing's name) in the viewer. */
  label?: string;
  /** The first tile is above the fold (loads eagerly). */
  priorityFirst?: boolean;
}

/**
 * A responsive grid of image tiles (2 columns on phones, 3-4 on desktop). Each tile is a button
 * that opens the full-screen viewer at that image.
 */
export function ImageGrid({ images, label, priorityFirst = false }: ImageGridProps) {
  const s = useStrings();
  const [open, setOpen] = useState<number | null>(null);
  const total = images.length;
  if (!total) return null;
  return (
    <>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 1.25, md: 2 },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: total > 9 ? 'repeat(4, minmax(0, 1fr))' : undefined },
        }}
      >
        {images.map((src, i) => (
          <li key={`${i}-${src}`}>
            <Box
              component="button"
              type="button"
              aria-label={format(s.gallery.openImage, { n: i + 1, total })}
              onClick={(e) => {
                // Safari does not focus buttons on click: focus it so it gets focus back on close.
                e.currentTarget.focus();
                setOpen(i);
              }}
              sx={{
                display: 'block',
                width: '100%',
                p: 0,
                border: 0,
                borderRadius: 2,
                overflow: 'hidden',
                cursor: 'zoom-in',
                bgcolor: 'grey.200',
                aspectRatio: '4 / 3',
                position: 'relative',
                boxShadow: '0 1px 3px rgba(0,0,0,.12)',
                '& img': { transition: 'transform .35s ease', display: 'block' },
                '&:hover img, &:focus-visible img': { transform: 'scale(1.05)' },
                '&::after': {
                  content: '""',
                  position: 'absolute',
                  inset: 0,
                  background: 'linear-gradient(to top, rgba(0,0,0,.25), transparent 45%)',
                  opacity: 0,
                  transition: 'opacity .25s ease',
                },
                '&:hover::after': { opacity: 1 },
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 3 },
              }}
            >
              <GalleryImage
                src={src}
                alt=""
                width={600}
                height={450}
                priority={priorityFirst && i === 0}
                sizes="(min-width: 900px) 33vw, 50vw"
                style={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            </Box>
          </li>
        ))}
      </Box>
      <ImageViewer images={images} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} label={label} />
    </>
  );
}
