/**
 * The tenant's endpoints from the build's variables: written once, read by the page
 * (src/config/env.ts) and by the worker (sw/config.ts), which may import nothing else of the page.
 * Every variable is optional; with no data service the embedded demo tenant is served from the
 * site's own `demo-api/`.
 */
import type { RawEnv } from './settings';

/** The variables the endpoints come from (src/contract/settings.ts declares every setting). */
export type EndpointEnv = Pick<RawEnv, 'BASE_PATH' | 'VITE_SITE_DATA_URL' | 'VITE_PAGE_ID' | 'VITE_REVIEWS_URL'>;

export interface Endpoints {
  /** Base path with leading and trailing slash. */
  basePath: string;
  /** Data service base (no trailing slash); the record is `${dataUrl}/paginas/${pageId}`. */
  dataUrl: string;
  pageId: string;
  /** Reviews service base (no trailing slash), or '' when the deployment has none. */
  reviewsUrl: string;
  /** True when no data service is configured (the embedded demo tenant). */
  isDemo: boolean;
}

export function normalizeBasePath(raw: string | undefined): string {
  let p = (raw ?? '/').trim() || '/';
  if (!p.startsWith('/')) p = `/${p}`;
  if (!p.endsWith('/')) p = `${p}/`;
  return p;
}

/** An address without its trailing slashes (paths are joined to it). */
export const stripSlash = (u: string) => u.replace(/\/+$/, '');

export function readEndpoints(env: EndpointEnv): Endpoints {
  const basePath = normalizeBasePath(env.BASE_PATH);
  const dataUrl = stripSlash(env.VITE_SITE_DATA_URL?.trim() ?? '');
  const isDemo = dataUrl === '';
  const demoApi = `${basePath}demo-api`;
  return {
    basePath,
    dataUrl: isDemo ? demoApi : dataUrl,
    pageId: env.VITE_PAGE_ID?.trim() || 'demo',
    reviewsUrl: stripSlash(env.VITE_REVIEWS_URL?.trim() || (isDemo ? demoApi : '')),
    isDemo,
  };
}

/** The record's URL (relative to the site when the demo's). */
export function recordPath(e: Pick<Endpoints, 'dataUrl' | 'pageId'>): string {
  return `${e.dataUrl}/paginas/${encodeURIComponent(e.pageId)}`;
}
