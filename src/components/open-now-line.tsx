import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { OpenNow } from '../i18n/open-now';

/**
 * The status line ("Open now · closes 6:00 PM"). The mark beside it is a filled dot when open
 * and a ring when closed, drawn in the text's own colour: the shape tells the state, so it
 * reads on whatever band a record's colours make, and the words say it for screen readers.
 */
export function OpenNowLine({ openNow, sx }: { openNow: OpenNow | null; sx?: SxProps<Theme> }) {
  if (!openNow) return null;
  return (
    <Box component="span" data-testid="open-now" data-open={openNow.open} sx={[{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box
        component="span"
        aria-hidden="true"
        sx={{ width: 10, height: 10, flex: 'none', borderRadius: '50%', border: '2px solid currentColor', bgcolor: openNow.open ? 'currentColor' : 'transparent' }}
      />
      <span>{openNow.text}</span>
    </Box>
  );
}
