import { useId } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { useReviews } from './use-reviews';
import { visuallyHidden } from '../../utils/visually-hidden';

/** Reviews summary for the reviews page: average (2 decimals), count, per-star breakdown. */
export function ReviewsSummary() {
  const s = useStrings();
  const reviews = useReviews();
  const loadingId = useId();
  if (reviews.status === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
        {/* The text names the spinner: a progress bar without a name is announced as just "progress bar" (axe: aria-progressbar-name). */}
        <CircularProgress size={20} aria-labelledby={loadingId} />
        <Typography id={loadingId}>{s.common.loading}</Typography>
      </Box>
    );
  }
  if (reviews.status === 'none') {
    return (
      <Typography role="status" data-testid="reviews-summary" sx={{ py: 2, color: 'text.secondary' }}>
        {s.reviews.unavailable}
      </Typography>
    );
  }
  const { summary } = reviews;
  const max = Math.max(1, ...summary.perStar);
  const filled = Math.round(summary.average);
  return (
    <Paper variant="outlined" data-testid="reviews-summary" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, auto) 1fr' }, alignItems: 'center' }}>
      <Box sx={{ textAlign: { xs: 'center', sm: 'left' } }}>
        <Typography component="h2" sx={{ fontSize: '1rem', fontWeight: 700, color: 'text.secondary' }}>
          {s.reviews.average}
        </Typography>
        <Typography data-testid="reviews-average" sx={{ fontSize: '3rem', fontWeight: 800, lineHeight: 1.1, color: 'text.primary' }}>
          {summary.averageText}
        </Typography>
        <Box aria-hidden sx={{ color: '#b26a00', fontSize: '1.5rem', letterSpacing: 2 }}>
          {'★★★★★'.slice(0, filled)}
          <Box component="span" sx={{ color: 'grey.400' }}>
            {'★★★★★'.slice(filled)}
          </Box>
        </Box>
        <Typography sx={{ color: 'text.secondary' }}>{format(s.reviews.count, { count: summary.count })}</Typography>
        {reviews.status === 'cached' && (
          <Typography data-testid="reviews-last-known" sx={{ mt: 1, fontSize: '0.875rem', fontStyle: 'italic', color: 'text.secondary' }}>
            {s.reviews.lastKnown}
          </Typography>
        )}
      </Box>
      <Box component="ul" aria-label={s.reviews.breakdown} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {[5, 4, 3, 2, 1].map((n) => {
          const count = summary.perStar[n - 1] ?? 0;
          const label = n === 1 ? s.widgets.oneStar : format(s.reviews.stars, { n });
          return (
            <Box component="li" key={n} sx={{ display: 'grid', gridTemplateColumns: '5.5rem 1fr 2.5rem', alignItems: 'center', gap: 1.5 }}>
              <Typography component="span" sx={{ fontSize: '0.9375rem' }}>
                {label}
                <Box component="span" sx={visuallyHidden}>
                  :
                </Box>
              </Typography>
              <Box aria-hidden sx={{ height: 10, borderRadius: 5, bgcolor: 'grey.200', overflow: 'hidden' }}>
                <Box sx={{ height: '100%', width: `${(count / max) * 100}%`, bgcolor: '#b26a00', borderRadius: 5 }} />
              </Box>
              <Typography component="span" sx={{ fontSize: '0.9375rem', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                {count}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
