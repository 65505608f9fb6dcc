import { useId } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { useSiteData } from '../../site-data/site-data-context';
import { starBarWidth, starsText, type ReviewSummary } from '../../site-data/review-summary';
import { useReviews } from './use-reviews';
import { visuallyHidden } from '../../utils/visually-hidden';
import { LIVE_ATTRS, LIVE_WORDS_ATTRS, STARS_ATTR, liveSummaryAttr, type LiveSummaryPart } from '../../contract/page-marks';

const NO_REVIEWS: ReviewSummary = { average: 0, averageText: '', count: 0, perStar: [0, 0, 0, 0, 0] };

/**
 * Reviews summary for the reviews page: average (2 decimals), count, per-star breakdown. While
 * the answer is awaited, the summary is in the page too, hidden, with its places marked
 * (`data-live-summary*`): the page's entry fills and shows it before the app runs
 * (src/entry/live-state.ts), as it does the badge, so the page is complete with no tap. The app
 * accepts what the entry wrote (`suppressHydrationWarning`) and then renders the same.
 */
export function ReviewsSummary() {
  const s = useStrings();
  const { docId } = useSiteData();
  const reviews = useReviews();
  const loadingId = useId();
  if (reviews.status === 'none') {
    return (
      <Typography role="status" data-testid="reviews-summary" sx={{ py: 2, color: 'text.secondary' }}>
        {s.reviews.unavailable}
      </Typography>
    );
  }
  if (reviews.status !== 'loading') return <Summary summary={reviews.summary} lastKnown={reviews.status === 'cached'} />;
  return (
    <>
      <Box role="status" {...{ [liveSummaryAttr('loading')]: '' }} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2, '&[hidden]': { display: 'none' } }}>
        {/* The text names the spinner: a progress bar without a name is announced as just "progress bar" (axe: aria-progressbar-name). */}
        <CircularProgress size={20} aria-labelledby={loadingId} />
        <Typography id={loadingId}>{s.common.loading}</Typography>
      </Box>
      <Summary summary={NO_REVIEWS} waiting={docId} />
    </>
  );
}

/** The summary; `waiting` (the record's docId): hidden, for the page's entry to fill. */
function Summary({ summary, lastKnown = false, waiting }: { summary: ReviewSummary; lastKnown?: boolean; waiting?: string }) {
  const s = useStrings();
  const [filled, empty] = starsText(summary.average);
  // What the entry writes, marked only while it may (the app's own answer has no marks).
  const live = (name: LiveSummaryPart) => (waiting === undefined ? {} : { [liveSummaryAttr(name)]: '', suppressHydrationWarning: true });
  return (
    <Paper
      variant="outlined"
      data-testid="reviews-summary"
      {...(waiting === undefined ? {} : { [LIVE_ATTRS.summary]: waiting, [LIVE_WORDS_ATTRS.text]: s.reviews.count, hidden: true, suppressHydrationWarning: true })}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, auto) 1fr' }, alignItems: 'center', '&[hidden]': { display: 'none' } }}
    >
      <Box sx={{ textAlign: { xs: 'center', sm: 'left' } }}>
        <Typography component="h2" sx={{ fontSize: '1rem', fontWeight: 700, color: 'text.secondary' }}>
          {s.reviews.average}
        </Typography>
        <Typography data-testid="reviews-average" {...live('average')} sx={{ fontSize: '3rem', fontWeight: 800, lineHeight: 1.1, color: 'text.primary' }}>
          {summary.averageText}
        </Typography>
        <Box aria-hidden sx={{ color: '#b26a00', fontSize: '1.5rem', letterSpacing: 2 }}>
          <span {...live('filled')}>{filled}</span>
          <Box component="span" {...live('empty')} sx={{ color: 'grey.400' }}>
            {empty}
          </Box>
        </Box>
        <Typography data-testid="reviews-count" {...live('count')} sx={{ color: 'text.secondary' }}>
          {format(s.reviews.count, { count: summary.count })}
        </Typography>
        {lastKnown && (
          <Typography data-testid="reviews-last-known" sx={{ mt: 1, fontSize: '0.875rem', fontStyle: 'italic', color: 'text.secondary' }}>
            {s.reviews.lastKnown}
          </Typography>
        )}
      </Box>
      <Box component="ul" aria-label={s.reviews.breakdown} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {[5, 4, 3, 2, 1].map((n) => {
          const label = n === 1 ? s.widgets.oneStar : format(s.reviews.stars, { n });
          return (
            <Box component="li" key={n} {...{ [STARS_ATTR]: n }} sx={{ display: 'grid', gridTemplateColumns: '5.5rem 1fr 2.5rem', alignItems: 'center', gap: 1.5 }}>
              <Typography component="span" sx={{ fontSize: '0.9375rem' }}>
                {label}
                <Box component="span" sx={visuallyHidden}>
                  :
                </Box>
              </Typography>
              <Box aria-hidden sx={{ height: 10, borderRadius: 5, bgcolor: 'grey.200', overflow: 'hidden' }}>
                {/* Its width inline, not a class per width: the entry writes the same property. */}
                <Box {...live('bar')} style={{ width: starBarWidth(summary.perStar, n) }} sx={{ height: '100%', bgcolor: '#b26a00', borderRadius: 5 }} />
              </Box>
              <Typography component="span" {...live('stars')} sx={{ fontSize: '0.9375rem', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                {summary.perStar[n - 1] ?? 0}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
