import type { Slots } from '../components/slots';
import { ReviewsSummary } from '../features/widgets/reviews-summary';

/** Which feature fills which slot (see components/slots.tsx). */
export const appSlots: Slots = { ReviewsSummary };
