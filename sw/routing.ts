/**
 * Which requests the worker answers and how: pure decisions, unit-tested (sw.ts only wires).
 */
import type { WorkerConfig } from './config';

/**
 * Extensions of files that are never pages: a navigation to one of them goes to the network
 * (a `.vcf` download must never come back as the app shell). A service slug may contain a dot
 * ("tree-care-2.0"), so only known file extensions count.
 */
const FILE_EXTENSION =
  /\.(vcf|json|xml|txt|webmanifest|js|mjs|css|map|html?|png|jpe?g|gif|webp|avif|svg|ico|pdf|zip|csv|woff2?|ttf|otf|mp4|webm|mp3|wav|docx?|xlsx?)$/i;

/** True for a navigation the worker answers from the precache (a page of this site). */
export function isNavigationWeServe(url: URL, origin: string, basePath: string): boolean {
  if (url.origin !== origin) return false;
  const path = url.pathname;
  const inScope = path.startsWith(basePath) || `${path}/` === basePath;
  if (!inScope) return false;
  const rel = path.slice(basePath.length);
  if (rel.startsWith('demo-api/') || rel === 'demo-api' || rel.startsWith('api/') || rel === 'api') return false;
  const last = rel.split('/').filter(Boolean).pop() ?? '';
  return !FILE_EXTENSION.test(last);
}

/**
 * Precache URLs (relative to the base) that may hold the prerendered page for a path, best
 * first: `/about` and `/about/` -> `about/index.html`. Both the path as requested
 * (percent-encoded) and its decoded form are tried, whichever way the file was named.
 */
export function prerenderedPageCandidates(pathname: string, basePath: string): string[] {
  let rel = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : '';
  rel = rel.replace(/^\/+|\/+$/g, '');
  if (rel === '') return ['index.html'];
  const forms = new Set<string>([rel]);
  try {
    const decoded = decodeURIComponent(rel);
    forms.add(decoded);
    forms.add(decoded.split('/').map(encodeURIComponent).join('/'));
  } catch {
    // A malformed escape: only the path as requested.
  }
  return [...forms].map((r) => `${r}/index.html`);
}

/** The app shell (empty #root): the app renders paths that have no prerendered page, not-found included. */
export const SHELL_PAGES = ['shell.html', 'index.html'] as const;

function withoutQuery(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

export function isRecordRequest(url: URL, config: WorkerConfig): boolean {
  return withoutQuery(url) === config.recordUrl;
}

export function isReviewsRequest(url: URL, config: WorkerConfig): boolean {
  return config.reviewsPrefix !== '' && withoutQuery(url).startsWith(config.reviewsPrefix);
}

/** Images of any origin (the record's images live on a storage bucket without CORS). */
export function isImageRequest(destination: string, method: string): boolean {
  return method === 'GET' && destination === 'image';
}

/**
 * Which image cache an image goes to: a cross-origin request without CORS gets an opaque answer,
 * which Chrome counts ~7 MB against the quota whatever its size, so those have a smaller cache.
 */
export function imageCacheKind(url: URL, mode: RequestMode, origin: string): 'images' | 'opaqueImages' {
  return url.origin !== origin && mode !== 'cors' ? 'opaqueImages' : 'images';
}
