import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { constants } from '../../config/constants';

/** Fraction of the page scrolled (0..1) and whether we are past the scroll-to-top threshold. */
function useScroll() {
  const [state, setState] = useState({ progress: 0, past: false });
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const el = document.documentElement;
      const max = el.scrollHeight - el.clientHeight;
      const y = window.scrollY;
      setState({ progress: max > 0 ? Math.min(1, y / max) : 0, past: y > constants.scrollTopAfterPx });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    update();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}

/** Reading-progress bar and the scroll-to-top button (shown after 400 px; above the reviews badge when there is one). */
export function ScrollChrome({ topLabel }: { topLabel: string }) {
  const { progress, past } = useScroll();
  return (
    <>
      {/* Decorative: the scroll position is already known to assistive technology. Below modals (1300). */}
      <Box
        aria-hidden="true"
        sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 4, zIndex: 1100, pointerEvents: 'none' }}
      >
        <Box sx={{ height: '100%', width: '100%', bgcolor: 'var(--scroll-color)', transformOrigin: 'left', transform: `scaleX(${progress})` }} />
      </Box>
      {past && (
        <Fab
          size="medium"
          aria-label={topLabel}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          sx={{ position: 'fixed', left: 16, bottom: 'calc(16px + var(--reviews-badge-space, 0px))', zIndex: 1200, bgcolor: 'var(--third-color)', color: 'var(--third-contrast)', '&:hover': { bgcolor: 'var(--third-color)', opacity: 0.9 } }}
        >
          <KeyboardArrowUp />
        </Fab>
      )}
    </>
  );
}
