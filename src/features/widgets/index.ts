export { FloatingWidgets } from './floating-widgets';
export { ReviewsBadge } from './reviews-badge';
export { ReviewsSummary } from './reviews-summary';
