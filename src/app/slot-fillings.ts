import { trackedLazy } from '../utils/tracked-lazy';
import type { Slots } from '../components/slots';
import { InstallGate } from '../features/pwa/install-gate';

// Each slot is its own chunk: pages that do not show the form or the reviews summary (the
// digital card above all) never download them. The prerender resolves them like routes.
const LeadForm = trackedLazy(() => import('../features/lead-form').then((m) => ({ default: m.LeadForm })));
const ContactExchange = trackedLazy(() => import('../features/lead-form/exchange-dialog').then((m) => ({ default: m.ContactExchangeDialog })));
const ReviewsSummary = trackedLazy(() => import('../features/widgets/reviews-summary').then((m) => ({ default: m.ReviewsSummary })));

/** Which feature fills which slot (see components/slots.tsx). */
// The install slot is a small gate in the entry; it fetches the prompt only when it applies.
// Save contact is a function: the bio page draws its own button and loads the vCard code on tap.
const saveContact: Slots['saveContact'] = (data) => import('../features/digital-card/contact-file').then((m) => m.saveContact(data));
export const appSlots: Slots = { LeadForm, ReviewsSummary, InstallPrompt: InstallGate, saveContact, ContactExchange };
