import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { MAIN_ID, PART_PROPS } from '../../contract/page-marks';

/**
 * Layout of the installable pages (`/digitalcard`, `/find-us-on`): no site header, menu or
 * widgets, so they feel like apps on the home screen and stay small (docs/decisions/0002).
 */
export function StandaloneLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" id={MAIN_ID} {...PART_PROPS} sx={{ minHeight: '100dvh', bgcolor: 'var(--secondary-color)', py: { xs: 3, sm: 6 }, px: 2 }}>
      {children}
    </Box>
  );
}
