import type { Slots } from '../components/slots';
import { LeadForm } from '../features/lead-form';
import { InstallPrompt } from '../features/pwa/install-prompt';
import { ReviewsSummary } from '../features/widgets/reviews-summary';

/** Which feature fills which slot (see components/slots.tsx). */
export const appSlots: Slots = { LeadForm, ReviewsSummary, InstallPrompt };
