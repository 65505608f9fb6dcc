/** The `elementtiming` identifier of priority images (SafeImage), so the page can tell when they are painted. */
export const PRIORITY_TIMING = 'priority';

/**
 * Set on <html> by the entry once the page's first screen (its priority images) has painted
 * (src/app/paint-first.ts), and at once by a page the app renders: theme/offscreen.ts.
 */
export const FIRST_PAINT_ATTR = 'data-first-paint';
