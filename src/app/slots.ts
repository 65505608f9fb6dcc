import { lazy } from 'react';
import type { Slots } from '../components/slots';

// Each slot is its own chunk: pages that do not show the form or the reviews summary (the
// digital card above all) never download them. The prerender resolves them like routes.
const LeadForm = lazy(() => import('../features/lead-form').then((m) => ({ default: m.LeadForm })));
const ReviewsSummary = lazy(() => import('../features/widgets/reviews-summary').then((m) => ({ default: m.ReviewsSummary })));
const InstallPrompt = lazy(() => import('../features/pwa/install-prompt').then((m) => ({ default: m.InstallPrompt })));

/** Which feature fills which slot (see components/slots.tsx). */
export const appSlots: Slots = { LeadForm, ReviewsSummary, InstallPrompt };
