export { LeadForm } from './lead-form';
