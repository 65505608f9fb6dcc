import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { constants } from '../../config/constants';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { reviewsBadgeTarget, showReviewsBadge } from '../../site-data/selectors';
import { useSiteData } from '../../site-data/site-data-context';
import { useReviews } from './use-reviews';

/** The floating reviews badge, when the record switches it on (decision 0000 § Simple widgets: simpleWidgets[4]). */
export function ReviewsBadge() {
  const data = useSiteData();
  return showReviewsBadge(data) ? <Badge /> : null;
}

/**
 * Bottom left, in the corner, below the scroll-to-top button (which rises by
 * `--reviews-badge-space` while the badge is shown); links to the reviews (reviewsBadgeTarget). In the corner it stays
 * clear of the hero's call-to-action buttons on a first view, at phone and desktop heights.
 */
function Badge() {
  const s = useStrings();
  const target = reviewsBadgeTarget(useSiteData());
  const reviews = useReviews();
  // Shown once the answer (or its fallback) is known, so it never flips from one text to another.
  if (reviews.status === 'loading') return null;
  const summary = reviews.status === 'none' ? undefined : reviews.summary;
  const text =
    summary && summary.average >= 1
      ? format(s.reviews.badge, { average: summary.averageText, count: summary.count })
      : s.reviews.leaveReviews;
  return (
    <>
      <GlobalStyles styles={{ ':root': { '--reviews-badge-space': '60px' } }} />
      <Box
        // A link only where the site has somewhere to show the reviews (not in the one-page site).
        {...(target ? { component: Link, to: target, 'aria-label': format(s.widgets.reviewsBadgeLabel, { text }) } : { component: 'p', m: 0 })}
        data-testid="reviews-badge"
        sx={{
          position: 'fixed',
          left: 16,
          bottom: 16,
          zIndex: 1190,
          maxWidth: `min(${constants.badgeWidthPx}px, calc(100vw - 120px))`,
          minHeight: 44,
          display: 'inline-flex',
          alignItems: 'center',
          px: 2,
          py: 1,
          borderRadius: 999,
          bgcolor: 'background.paper',
          color: 'text.primary',
          border: '1px solid',
          borderColor: 'divider',
          boxShadow: 3,
          fontWeight: 700,
          fontSize: '0.875rem',
          lineHeight: 1.25,
          textDecoration: 'none',
          '&:hover': { boxShadow: 6 },
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {text}
      </Box>
    </>
  );
}
