/** The `elementtiming` identifier of priority images (SafeImage), so the page can tell when they are painted. */
export const PRIORITY_TIMING = 'priority';

