export { LeadForm } from './lead-form';
export { startOutboxReplay } from './outbox-client';
