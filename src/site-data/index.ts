export * from './schema';
export * from './parse';
export * from './selectors';
export * from './load';
export { checkUrl, isSafeHref } from './url-safety';
export { SiteDataProvider, useSiteData, useSiteStatus } from './site-data-context';
