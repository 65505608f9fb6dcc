import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { MAIN_ID, PART_PROPS } from '../../contract/page-marks';
import { useStrings } from '../../i18n/use-strings';
import { SectionBoundary } from '../section-boundary';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollChrome } from './scroll-chrome';

export interface LayoutProps {
  children: ReactNode;
  /** Floating widgets and other app-level overlays, composed in by the app. */
  overlays?: ReactNode;
  year: number;
}

/** Shared layout of the marketing site: header, main, footer, reading progress, scroll-to-top, overlays. */
export function Layout({ children, overlays, year }: LayoutProps) {
  const s = useStrings();
  return (
    <>
      <Box
        component="a"
        href={`#${MAIN_ID}`}
        sx={{ position: 'absolute', left: -9999, top: 8, zIndex: 3000, bgcolor: 'background.paper', p: 1.5, '&:focus': { left: 8 } }}
      >
        {s.common.skipToContent}
      </Box>
      <div id="top" />
      <SectionBoundary name="header">
        <Header />
      </SectionBoundary>
      <Box component="main" id={MAIN_ID} {...PART_PROPS} tabIndex={-1} sx={{ minHeight: '60vh', outline: 'none' }}>
        {children}
      </Box>
      <SectionBoundary name="footer">
        <Footer year={year} />
      </SectionBoundary>
      <SectionBoundary name="scroll-chrome">
        <ScrollChrome topLabel={s.footer.scrollTop} />
      </SectionBoundary>
      <SectionBoundary name="overlays">{overlays}</SectionBoundary>
    </>
  );
}
