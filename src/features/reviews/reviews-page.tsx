import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ReviewsEmbed } from '../../components/reviews-embed';
import { reviewsEmbedTarget } from '../../site-data/embeds';
import { PageBanner } from '../../components/sections/page-banner';
import { useSlot } from '../../components/slots';
import { usePageTitle } from '../../hooks/use-page-title';
import { useStrings } from '../../i18n/use-strings';
import { stockImage } from '../../site-data/selectors';
import { useSiteData } from '../../site-data/site-data-context';

/**
 * Reviews (spec section 2): the summary from the reviews service (a slot other features fill),
 * then the third-party widget of `reviews.links[0]`, which loads only when scrolled into view.
 */
export function ReviewsPage() {
  const data = useSiteData();
  const s = useStrings();
  const ReviewsSummary = useSlot('ReviewsSummary');
  usePageTitle(s.pages.reviews, data.dbPrincipal.name);
  const title = data.labels.general.titleReviews || s.reviews.title;
  const hasWidget = reviewsEmbedTarget(data.reviews.links[0]).kind !== 'none';

  return (
    <>
      <PageBanner title={title} image={stockImage(data, 4)} />
      <Box sx={{ bgcolor: 'grey.50', py: { xs: 5, md: 9 } }}>
        <Container maxWidth="lg">
          {ReviewsSummary && (
            <Box sx={{ mb: { xs: 4, md: 6 } }}>
              <ReviewsSummary />
            </Box>
          )}
          {hasWidget ? (
            <Box
              component="section"
              aria-label={s.reviews.widgetTitle}
              sx={{ bgcolor: 'background.paper', borderRadius: 4, p: { xs: 1.5, md: 4 }, boxShadow: '0 18px 40px rgba(16, 24, 40, .08)' }}
            >
              <ReviewsEmbed />
            </Box>
          ) : (
            !ReviewsSummary && (
              <Box sx={{ textAlign: 'center', py: { xs: 6, md: 8 }, px: 3, borderRadius: 4, border: '2px dashed', borderColor: 'divider', bgcolor: 'background.paper' }}>
                <RateReviewOutlined aria-hidden="true" sx={{ fontSize: 52, color: 'primary.main', mb: 1.5 }} />
                <Typography sx={{ color: 'text.secondary', fontSize: '1.1rem' }}>{s.reviews.unavailable}</Typography>
              </Box>
            )
          )}
        </Container>
      </Box>
    </>
  );
}
