import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useConfig } from '../../hooks/use-config';
import { useCardKit } from '../../i18n/use-card-kit';
import { reviewLink } from '../../site-data/review-link';
import { useSiteData } from '../../site-data/site-data-context';
import { earlyReviewProps } from '../../contract/page-marks';

// The signature's view is its own chunk, fetched on the tap (and precached by the worker, so it
// opens with no signal): the card's first visit carries only these two buttons (it is at its
// 150 KB budget), without icons: two more icon modules were 0.6 KB of it.
const views = () => import('./tool-views');
const SignatureDialog = lazy(() => views().then((m) => m.signatureDialog()));

const toolSx = {
  minHeight: 52,
  fontSize: '1rem',
  fontWeight: 700,
  lineHeight: 1.2,
  bgcolor: 'background.paper',
  color: 'text.primary',
  '&:hover': { bgcolor: 'grey.100' },
  // On the card's own background, as its other actions (card-actions.tsx): the site's ring is drawn for white.
  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.contrastText', outlineOffset: 2 },
} as const;

/**
 * The owner's tools on the card: ask for a review (the record's review page as a
 * full-screen QR code: the page answers it, one view before the app runs and after,
 * entry/early-review.ts) and the email signature (needs the site's public address: its images are
 * the site's own files). Real buttons: a tap before the app runs is held and made again once it
 * has (entry/start-on-demand.ts).
 */
export function CardTools() {
  const data = useSiteData();
  const k = useCardKit();
  const review = reviewLink(data);
  const signature = !!useConfig().siteUrl;
  const [open, setOpen] = useState(false);
  if (!review && !signature) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: review && signature ? 'repeat(2, minmax(0, 1fr))' : '1fr', gap: 1.5 }}>
      {review && (
        <Button variant="contained" sx={toolSx} {...earlyReviewProps(review, data.dbPrincipal.logo)}>
          {k.askReview}
        </Button>
      )}
      {signature && (
        <Button variant="contained" onClick={() => setOpen(true)} sx={toolSx}>
          {k.signature}
        </Button>
      )}
      <Suspense fallback={null}>{open && <SignatureDialog onClose={() => setOpen(false)} />}</Suspense>
    </Box>
  );
}
