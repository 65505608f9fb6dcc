import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The spinner that covers the app until the record settles and the minimum time has passed. */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <Box
      data-testid="loading-overlay"
      role="status"
      aria-live="polite"
      sx={{ position: 'fixed', inset: 0, zIndex: 2000, display: 'grid', placeItems: 'center', bgcolor: 'rgba(255,255,255,.96)' }}
    >
      <CircularProgress aria-label={label} sx={{ color: 'var(--main-color)' }} size={56} />
    </Box>
  );
}
