import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { COVER_DONE_ATTR, LATER_PAGE_ATTR } from '../../contract/page-marks';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * The spinner that covers the app until the record settles and the minimum time has passed.
 * On a prerendered page the entry lifts it before the app has hydrated (`COVER_DONE_ATTR`,
 * site-data/early-record.ts); without JavaScript it is not shown at all (the page is complete).
 * It is the visit's: a later page of the same visit never shows it (site-data/visit-cover.ts).
 * A CSS ring rather than MUI's CircularProgress: it is on every first paint, and the ring
 * needs no JavaScript of its own (3 KB of gzip less in every page's first load).
 */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <Box
      data-testid="loading-overlay"
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 2000,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'rgba(255,255,255,.96)',
        [`html[${COVER_DONE_ATTR}] &, html[${LATER_PAGE_ATTR}] &`]: { display: 'none' },
        '@media (scripting: none)': { display: 'none' },
      }}
    >
      <Box
        component="span"
        role="progressbar"
        aria-label={label}
        sx={{
          width: 56,
          height: 56,
          borderRadius: '50%',
          border: '5px solid',
          borderColor: 'var(--main-color)',
          borderRightColor: 'transparent',
          animation: `${spin} 0.9s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
        }}
      />
    </Box>
  );
}
