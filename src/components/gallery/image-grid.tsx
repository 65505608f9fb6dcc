import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect } from 'react';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { SafeImage } from '../safe-image';
import { tileSpans } from './tile-spans';
import { VIEWER_ATTR, type ViewerWords } from '../../contract/page-marks';

const GAP_XS = 10;
const GAP_MD = 16;

/** A tile's button: the photo zooms and a shade rises on hover and keyboard focus. */
const TILE_BUTTON_SX: SxProps<Theme> = {
  display: 'block',
  width: '100%',
  p: 0,
  border: 0,
  borderRadius: 2,
  overflow: 'hidden',
  cursor: 'zoom-in',
  bgcolor: 'grey.200',
  height: '100%',
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
};

export interface ImageGridProps {
  images: readonly string[];
  /** Names the gallery (a landing's name) in the viewer. */
  label?: string;
  /** The first tile is above the fold (loads eagerly). */
  priorityFirst?: boolean;
}

/**
 * A responsive mosaic of image tiles (2 columns on phones, 4 on desktop; a few tiles span two
 * cells so the last row is full). Each tile is a button that opens the full-screen viewer at
 * that image: the page's own, one implementation before the app runs and after
 * (entry/early-viewer.ts), which reads its words here. A grid the app drew without the build
 * (the shell, a page reached in the app) installs it; on a prerendered page the entry already has
 * (once a document).
 */
export function ImageGrid({ images, label, priorityFirst = false }: ImageGridProps) {
  const s = useStrings();
  useEffect(() => void import('../../entry/early-viewer').then((m) => m.answerEarlyViewer(document)), []);
  const total = images.length;
  if (!total) return null;
  const phone = tileSpans(total, 2);
  const desktop = tileSpans(total, 4);
  return (
    <Box sx={{ containerType: 'inline-size' }}>
      <Box
        component="ul"
        // The viewer's words (entry/early-viewer.ts).
        {...{ [VIEWER_ATTR]: JSON.stringify({ label, imageOf: s.gallery.imageOf, close: s.common.close, previous: s.common.previous, next: s.common.next } satisfies ViewerWords) }}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridAutoFlow: 'dense',
          gap: { xs: `${GAP_XS}px`, md: `${GAP_MD}px` },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          // Every row as tall as a 4:3 tile, so wide and large tiles line up with the rest.
          gridAutoRows: { xs: `calc((100cqi - ${GAP_XS}px) / 2 * 0.75)`, md: `calc((100cqi - ${3 * GAP_MD}px) / 4 * 0.75)` },
        }}
      >
        {images.map((src, i) => (
          <Box
            component="li"
            key={`${i}-${src}`}
            sx={{
              gridColumn: { xs: `span ${phone[i]!.cols}`, md: `span ${desktop[i]!.cols}` },
              gridRow: { xs: `span ${phone[i]!.rows}`, md: `span ${desktop[i]!.rows}` },
            }}
          >
            <Box
              component="button"
              type="button"
              aria-label={format(s.gallery.openImage, { n: i + 1, total })}
              aria-haspopup="dialog"
              sx={TILE_BUTTON_SX}
            >
              <SafeImage
                src={src}
                alt=""
                width={600}
                height={450}
                priority={priorityFirst && i === 0}
                sizes={desktop[i]!.cols === 2 ? '(min-width: 900px) 50vw, 100vw' : '(min-width: 900px) 25vw, 50vw'}
                style={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
