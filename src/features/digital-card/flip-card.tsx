import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { FACE_ATTR, FLIPPED_ATTR } from '../../contract/page-marks';

const REDUCED = '@media (prefers-reduced-motion: reduce)';
/** The turning element while the second face is shown: the styles follow the attribute, which only the entry changes. */
const FLIPPED = `[${FLIPPED_ATTR}="true"]`;

const faceSx = {
  gridArea: '1 / 1',
  bgcolor: 'background.paper',
  borderRadius: '24px',
  overflow: 'hidden',
  boxShadow: '0 30px 60px rgba(0,0,0,.35), 0 8px 20px rgba(0,0,0,.2)',
  backfaceVisibility: 'hidden',
  WebkitBackfaceVisibility: 'hidden',
} as const;

/** Reduced motion: the face turned away fades out instead of turning. */
const fade = (shownWhenFlipped: boolean) => ({
  [REDUCED]: {
    transform: 'none',
    opacity: shownWhenFlipped ? 0 : 1,
    visibility: shownWhenFlipped ? 'hidden' : 'visible',
    transition: 'opacity .2s',
    [`${FLIPPED} > &`]: { opacity: shownWhenFlipped ? 1 : 0, visibility: shownWhenFlipped ? 'visible' : 'hidden' },
  },
});

/**
 * Two faces in one grid cell (the card is as tall as the taller face), turned with a 3D
 * rotation; with reduced motion it cross-fades instead. The face that is turned away is
 * `inert` and aria-hidden, so neither Tab nor a screen reader reaches it. Drawn at the first face,
 * and never written again: the styles follow `data-flipped` alone, and the entry turns it and the
 * faces' marks (entry/card-turn.ts), before the app runs and after.
 */
export function FlipCard({ id, front, back }: { id: string; front: ReactNode; back: ReactNode }) {
  return (
    <Box id={id} sx={{ perspective: '1800px' }}>
      <Box
        {...{ [FLIPPED_ATTR]: 'false' }}
        // The entry may have turned it before the app hydrates: its marks are the entry's.
        suppressHydrationWarning
        sx={{
          display: 'grid',
          transformStyle: 'preserve-3d',
          transition: 'transform .7s cubic-bezier(.2,.75,.25,1)',
          [`&${FLIPPED}`]: { transform: 'rotateY(180deg)' },
          [REDUCED]: { transform: 'none !important', transition: 'none' },
        }}
      >
        <Box {...{ [FACE_ATTR]: 'contact' }} aria-hidden={false} suppressHydrationWarning sx={{ ...faceSx, ...fade(false) }}>
          {front}
        </Box>
        <Box {...{ [FACE_ATTR]: 'services' }} inert aria-hidden suppressHydrationWarning sx={{ ...faceSx, transform: 'rotateY(180deg)', ...fade(true) }}>
          {back}
        </Box>
      </Box>
    </Box>
  );
}
