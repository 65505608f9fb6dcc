/**
 * The endpoints the worker caches, derived from the build's variables (the same `define` the
 * page is built with). Mirrors `readConfig` in src/config/env.ts for the fields the worker
 * needs; src/features/pwa/worker-config.test.ts checks that both agree.
 */
export interface WorkerEnv {
  BASE_PATH?: string;
  VITE_SITE_DATA_URL?: string;
  VITE_PAGE_ID?: string;
  VITE_REVIEWS_URL?: string;
}

export interface WorkerConfig {
  /** Base path with leading and trailing slash. */
  basePath: string;
  /** Absolute URL of the site-data record. */
  recordUrl: string;
  /** Absolute URL prefix of reviews answers, or '' when the deployment has none. */
  reviewsPrefix: string;
}

const strip = (u: string) => u.replace(/\/+$/, '');

export function workerConfig(env: WorkerEnv, origin: string): WorkerConfig {
  let basePath = (env.BASE_PATH ?? '/').trim() || '/';
  if (!basePath.startsWith('/')) basePath = `/${basePath}`;
  if (!basePath.endsWith('/')) basePath = `${basePath}/`;
  const dataUrl = strip(env.VITE_SITE_DATA_URL?.trim() ?? '');
  const isDemo = dataUrl === '';
  const demoApi = `${basePath}demo-api`;
  const pageId = env.VITE_PAGE_ID?.trim() || 'demo';
  const reviewsUrl = strip(env.VITE_REVIEWS_URL?.trim() || (isDemo ? demoApi : ''));
  const recordUrl = new URL(`${isDemo ? demoApi : dataUrl}/paginas/${encodeURIComponent(pageId)}`, origin).href;
  const reviewsPrefix = reviewsUrl ? new URL(`${reviewsUrl}/api/reviews/`, origin).href : '';
  return { basePath, recordUrl, reviewsPrefix };
}
