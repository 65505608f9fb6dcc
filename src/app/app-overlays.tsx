import Box from '@mui/material/Box';
import { SectionBoundary } from '../components/section-boundary';
import { useStrings } from '../i18n/use-strings';
import { FloatingWidgets } from '../features/widgets/floating-widgets';
import { ReviewsBadge } from '../features/widgets/reviews-badge';

/**
 * App-level overlays on the marketing site (floating widgets, reviews badge), composed here
 * because features meet only in app/. One complementary landmark holds them, so every part
 * of the page sits in a landmark.
 */
export function AppOverlays() {
  const s = useStrings();
  return (
    <Box component="aside" aria-label={s.widgets.region}>
      <SectionBoundary name="widgets">
        <FloatingWidgets />
      </SectionBoundary>
      <SectionBoundary name="reviews-badge">
        <ReviewsBadge />
      </SectionBoundary>
    </Box>
  );
}
