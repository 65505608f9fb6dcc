import { lazy } from 'react';
import { LinkInBioPage } from '../../features/link-in-bio/link-in-bio-page';

// The card's review view, fetched on the tap: given here (where features meet) rather than as a
// slot, which would put its loader in every page's app code.
const ReviewQr = lazy(() => import('../../features/digital-card/review-dialog'));

export default function FindUsOnRoute() {
  return <LinkInBioPage ReviewQr={ReviewQr} />;
}
