/**
 * Where the prerender may write: a route's page file, resolved inside the output
 * folder, or null. The last guard behind the slug rules (src/site-data/slug.ts): whatever a
 * record's names become, no page is written over the project's own files or another site's.
 */
import path from 'node:path';

/** File names longer than this are refused (most file systems stop at 255 bytes). */
const MAX_NAME_BYTES = 255;

/**
 * Top-level names the build itself writes (hashed code, icons, the demo's files, the service
 * worker, manifests, headers, robots, sitemap): a page folder there would break the build or
 * replace one of them.
 */
const RESERVED_DIRS = new Set(['assets', 'icons', 'demo-api', 'demo-assets', '.vite', '_headers']);
const RESERVED_FILE = /\.(?:js|mjs|html|txt|xml|conf|json|webmanifest|map|png|svg|ico|webp)$/i;

function decodePath(p: string): string | null {
  try {
    return decodeURIComponent(p);
  } catch {
    return null;
  }
}

/** The page file for a route path (`/a/b` -> `<outDir>/a/b/index.html`), or null if unsafe. */
export function pageFileInside(outDir: string, routePath: string): string | null {
  const decoded = decodePath(routePath);
  if (decoded === null || decoded.includes('\0')) return null;
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '.' || s === '..' || s.includes('\\') || Buffer.byteLength(s) > MAX_NAME_BYTES)) return null;
  const top = segments[0];
  if (top !== undefined && (RESERVED_DIRS.has(top.toLowerCase()) || RESERVED_FILE.test(top))) return null;
  const root = path.resolve(outDir);
  const file = path.resolve(root, ...segments, 'index.html');
  const rel = path.relative(root, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  // The home page is written on purpose from '/', never from a route that collapses onto it.
  if (segments.length === 0 && routePath !== '/') return null;
  return file;
}
