import { useEffect } from 'react';
import { PageLink } from '../../components/page-link';
import Box from '@mui/material/Box';
import { constants } from '../../config/constants';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { belowFold } from '../../theme/offscreen';
import { reviewsBadgeTarget, showReviewsBadge } from '../../site-data/selectors';
import { useSiteData } from '../../site-data/site-data-context';
import { readLastSummary, saveLastSummary, type LastSummary } from '../../controls/reviews-last';
import { useReviews, type ReviewsState } from './use-reviews';
import { LIVE_ATTRS, LIVE_WORDS_ATTRS } from '../../contract/page-marks';

/** The floating reviews badge, when the record switches it on (decision 0000 § Simple widgets: simpleWidgets[4]). */
export function ReviewsBadge() {
  const data = useSiteData();
  return showReviewsBadge(data) ? <Badge /> : null;
}

/**
 * Bottom left, in the corner, below the scroll-to-top button (which rises above
 * it while the badge is shown: components/layout/scroll-chrome.tsx); links to the reviews (reviewsBadgeTarget). In the corner it stays
 * clear of the hero's call-to-action buttons on a first view, at phone and desktop heights.
 */
function Badge() {
  const s = useStrings();
  const data = useSiteData();
  const target = reviewsBadgeTarget(data);
  const reviews = useReviews();
  const summary = useBadgeSummary(data.docId, reviews);
  // Until the answer (or its fallback) is known, the badge is in the page but hidden, with its
  // words for the page's entry, which shows it before the app runs (src/entry/live-state.ts):
  // the app accepts what the entry wrote, and replaces it with the same words when it knows.
  const loading = summary === 'loading';
  const text = loading ? '' : summary && summary.average >= 1 ? format(s.reviews.badge, { average: summary.averageText, count: summary.count }) : s.reviews.leaveReviews;
  return (
    // Hidden in the first paint: its styles come with the stylesheet added after it (a page's
    // first round trip has no room for them), before the entry shows it.
    <div {...belowFold}>
      <Box
        // A link only where the site has somewhere to show the reviews (not in the one-page site).
        {...(target ? { component: PageLink, to: target, 'aria-label': loading ? undefined : format(s.widgets.reviewsBadgeLabel, { text }) } : { component: 'p', m: 0 })}
        data-testid="reviews-badge"
        {...{
          [LIVE_ATTRS.reviews]: data.docId || undefined,
          [LIVE_WORDS_ATTRS.text]: s.reviews.badge,
          [LIVE_WORDS_ATTRS.none]: s.reviews.leaveReviews,
          [LIVE_WORDS_ATTRS.label]: target ? s.widgets.reviewsBadgeLabel : undefined,
        }}
        hidden={loading}
        suppressHydrationWarning
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
          '&[hidden]': { display: 'none' },
        }}
      >
        {text}
      </Box>
    </div>
  );
}

/**
 * The summary the badge shows: the fetched or cached reviews', else the one last fetched on
 * this device (reviews-last.ts: the page's entry may have fetched it before the app ran), so
 * offline a business with reviews never reads as having none. Fetched summaries are kept there.
 */
function useBadgeSummary(docId: string, reviews: ReviewsState): LastSummary | undefined | 'loading' {
  const fresh = reviews.status === 'fresh' ? reviews.summary : undefined;
  useEffect(() => {
    if (fresh && docId) saveLastSummary(docId, fresh);
  }, [docId, fresh]);
  if (reviews.status === 'loading') return 'loading';
  if (reviews.status === 'none') return docId ? readLastSummary(docId) : undefined;
  return reviews.summary;
}

