import { FloatingWidgets } from '../features/widgets/floating-widgets';
import { ReviewsBadge } from '../features/widgets/reviews-badge';

/** App-level overlays on the marketing site (floating widgets, reviews badge); composed here because features meet only in app/. */
export function AppOverlays() {
  return (
    <>
      <FloatingWidgets />
      <ReviewsBadge />
    </>
  );
}
