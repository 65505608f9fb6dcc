import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { constants } from '../../config/constants';
import { useClock } from '../../hooks/use-clock';
import { useInView } from '../../hooks/use-in-view';
import { useStrings } from '../../i18n/use-strings';
import { useSiteData } from '../../site-data/site-data-context';
import { statistics } from '../../site-data/selectors';
import { countUpValue, progressAt } from './count-up';
import { visuallyHidden } from '../../utils/visually-hidden';

/**
 * Animation progress of the counters: `null` shows the final values (server render, reduced
 * motion, no IntersectionObserver, or after the animation); 0..1 while counting up. The count
 * starts from 0 only once the section scrolls into view, so crawlers and the prerendered HTML
 * see the real figures.
 */
function useCountUpProgress(inView: boolean): number | null {
  const clock = useClock();
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => {
    if (!inView) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const start = clock.now();
    setProgress(0);
    let stop: (() => void) | undefined = clock.frames((now) => {
      const p = progressAt(start, now, constants.statsAnimationMs);
      if (p >= 1) {
        stop?.();
        stop = undefined;
        setProgress(null);
      } else setProgress(p);
    });
    return () => stop?.();
  }, [clock, inView]);
  return progress;
}

/** The four statistics of spec section 9 (defaults, years and miles), counting up in view. */
export function StatsSection() {
  const data = useSiteData();
  const s = useStrings();
  const { ref, inView } = useInView<HTMLElement>({ threshold: 0.25 });
  const progress = useCountUpProgress(inView);
  const stats = statistics(data);
  return (
    <Box
      component="section"
      ref={ref}
      data-testid="stats"
      sx={{
        position: 'relative',
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        py: { xs: 6, md: 9 },
        backgroundImage: 'radial-gradient(circle at 15% 20%, rgba(255,255,255,.08), transparent 45%), radial-gradient(circle at 85% 90%, rgba(255,255,255,.06), transparent 40%)',
      }}
    >
      <Container maxWidth="lg">
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: { xs: 4, md: 3 } }}>
          {stats.map((st) => {
            const shown = progress === null ? st.value : countUpValue(st.value, progress);
            return (
              <Box key={st.key} sx={{ textAlign: 'center', px: 1, display: 'flex', flexDirection: 'column-reverse' }}>
                <Typography component="dt" sx={{ mt: 1, fontWeight: 600, fontSize: { xs: '.95rem', md: '1.05rem' }, letterSpacing: '.02em', overflowWrap: 'anywhere' }}>
                  {s.home.stats[st.key]}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: { xs: '2.4rem', md: '3.4rem' }, lineHeight: 1, fontVariantNumeric: 'tabular-nums' }}>
                  <span data-testid={`stat-${st.key}`} aria-hidden={progress !== null ? true : undefined}>
                    {`${shown}${st.suffix}`}
                  </span>
                  {progress !== null && (
                    <Box component="span" sx={visuallyHidden}>
                      {`${st.value}${st.suffix}`}
                    </Box>
                  )}
                </Typography>
              </Box>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}

