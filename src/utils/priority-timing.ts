/** The `elementtiming` identifier of priority images (SafeImage), so the page can tell when they are painted. */
export const PRIORITY_TIMING = 'priority';

/**
 * Set on <html> by the entry once the page has painted and its below-the-fold styles have
 * applied (src/main.tsx), and at once by a page the app renders: theme/offscreen.ts holds back
 * what should not render before. The attribute keeps its first name, which tests and benches read.
 */
export const FULLY_STYLED_ATTR = 'data-first-paint';
