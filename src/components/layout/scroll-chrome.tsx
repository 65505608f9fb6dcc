import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { constants } from '../../config/constants';
import { LIVE_ATTRS } from '../../contract/page-marks';

/** The reviews badge in the bottom corner, when shown: the scroll-to-top button sits above it. */
const SHOWN_BADGE = `[${LIVE_ATTRS.reviews}]:not([hidden])`;
/** How far the button rises above a shown badge. */
const BADGE_SPACE_PX = 60;

/**
 * Fraction of the page scrolled (0..1), whether we are past the scroll-to-top threshold, and
 * whether the reviews badge is shown below the button. Read here rather than set on `:root` by
 * the badge: a custom property changed on the root restyles every element of the page (~40 ms
 * on a big page at 4x), for the one button that reads it.
 */
function useScroll() {
  const [state, setState] = useState({ progress: 0, past: false, badge: false });
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const el = document.documentElement;
      const max = el.scrollHeight - el.clientHeight;
      const y = window.scrollY;
      const past = y > constants.scrollTopAfterPx;
      setState({ progress: max > 0 ? Math.min(1, y / max) : 0, past, badge: past && document.querySelector(SHOWN_BADGE) !== null });
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
  const { progress, past, badge } = useScroll();
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
          sx={{ position: 'fixed', left: 16, bottom: 16 + (badge ? BADGE_SPACE_PX : 0), zIndex: 1200, bgcolor: 'var(--third-color)', color: 'var(--third-contrast)', '&:hover': { bgcolor: 'var(--third-color)', opacity: 0.9 } }}
        >
          <KeyboardArrowUp />
        </Fab>
      )}
    </>
  );
}
