/**
 * The endpoints the worker caches, from the tenant's settings (the line the tenant stage puts at
 * the top of sw.js), read by the one reader the page uses too (src/contract/endpoints.ts).
 */
import { readEndpoints, recordPath, type EndpointEnv } from '../src/contract/endpoints';

export type WorkerEnv = EndpointEnv;

export interface WorkerConfig {
  /** Base path with leading and trailing slash. */
  basePath: string;
  /** Absolute URL of the site-data record. */
  recordUrl: string;
  /** Absolute URL prefix of reviews answers, or '' when the deployment has none. */
  reviewsPrefix: string;
}

export function workerConfig(env: WorkerEnv, origin: string): WorkerConfig {
  const e = readEndpoints(env);
  const recordUrl = new URL(recordPath(e), origin).href;
  const reviewsPrefix = e.reviewsUrl ? new URL(`${e.reviewsUrl}/api/reviews/`, origin).href : '';
  return { basePath: e.basePath, recordUrl, reviewsPrefix };
}
