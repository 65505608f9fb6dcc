import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

const REDUCED = '@media (prefers-reduced-motion: reduce)';

const faceSx = {
  gridArea: '1 / 1',
  bgcolor: 'background.paper',
  borderRadius: '24px',
  overflow: 'hidden',
  boxShadow: '0 30px 60px rgba(0,0,0,.35), 0 8px 20px rgba(0,0,0,.2)',
  backfaceVisibility: 'hidden',
  WebkitBackfaceVisibility: 'hidden',
} as const;

/**
 * Two faces in one grid cell (the card is as tall as the taller face), turned with a 3D
 * rotation; with reduced motion it cross-fades instead. The face that is turned away is
 * `inert` and aria-hidden, so neither Tab nor a screen reader reaches it.
 */
export function FlipCard({ id, flipped, front, back }: { id: string; flipped: boolean; front: ReactNode; back: ReactNode }) {
  return (
    <Box id={id} sx={{ perspective: '1800px' }}>
      <Box
        data-flipped={flipped}
        sx={{
          display: 'grid',
          transformStyle: 'preserve-3d',
          transition: 'transform .7s cubic-bezier(.2,.75,.25,1)',
          transform: flipped ? 'rotateY(180deg)' : 'none',
          [REDUCED]: { transform: 'none', transition: 'none' },
        }}
      >
        <Box
          data-face="contact"
          inert={flipped}
          aria-hidden={flipped}
          sx={{ ...faceSx, [REDUCED]: { opacity: flipped ? 0 : 1, visibility: flipped ? 'hidden' : 'visible', transition: 'opacity .2s' } }}
        >
          {front}
        </Box>
        <Box
          data-face="services"
          inert={!flipped}
          aria-hidden={!flipped}
          sx={{
            ...faceSx,
            transform: 'rotateY(180deg)',
            [REDUCED]: { transform: 'none', opacity: flipped ? 1 : 0, visibility: flipped ? 'visible' : 'hidden', transition: 'opacity .2s' },
          }}
        >
          {back}
        </Box>
      </Box>
    </Box>
  );
}
