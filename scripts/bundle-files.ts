/**
 * The files a built page's first visit loads, found without a browser (scripts/bundle-budget.ts):
 * the page's module scripts and preloads, each with its static imports through Vite's manifest,
 * and their gzip sizes.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export type ViteManifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }>;

/** `href`s of `<link rel="modulepreload">` and `src`s of module scripts in an HTML page. */
export function scriptUrls(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<(link|script)\b[^>]*>/gi)) {
    const tag = m[0];
    const isPreload = m[1]!.toLowerCase() === 'link' && /\brel=["']?modulepreload\b/i.test(tag);
    const isModule = m[1]!.toLowerCase() === 'script' && /\btype=["']?module\b/i.test(tag);
    const url = /\b(?:href|src)=["']([^"']+)["']/i.exec(tag)?.[1];
    if ((isPreload || isModule) && url) out.push(url);
  }
  return out;
}

/** A URL from the page to a file path relative to the build folder (same-origin only). */
export function urlToFile(url: string, basePath: string): string | undefined {
  let p = url;
  if (/^https?:\/\//i.test(p)) p = new URL(p).pathname;
  if (!p.startsWith(basePath)) return undefined;
  return decodeURIComponent(p.slice(basePath.length)).replace(/^\/+/, '');
}

/** Adds to `files` the file of each manifest key `walk` is given, with its static imports'. */
export function staticWalker(manifest: ViteManifest, files: Set<string>): (key: string) => void {
  const walk = (key: string) => {
    const m = manifest[key];
    if (!m || files.has(m.file)) return;
    files.add(m.file);
    m.imports?.forEach(walk);
  };
  return walk;
}

/**
 * The JS a page loads before any lazy import: the manifest's entry chunk and its static
 * imports, and each modulepreloaded or module-script file of the page with its static imports.
 */
export function staticFilesFor(manifest: ViteManifest, html: string, basePath = '/'): string[] {
  const byFile = new Map(Object.entries(manifest).map(([key, v]) => [v.file, key]));
  const files = new Set<string>();
  const walk = staticWalker(manifest, files);
  for (const [key, v] of Object.entries(manifest)) if (v.isEntry) walk(key);
  for (const url of scriptUrls(html)) {
    const file = urlToFile(url, basePath);
    if (!file || !file.endsWith('.js')) continue;
    const key = byFile.get(file);
    if (key) walk(key);
    else files.add(file);
  }
  return [...files].sort();
}

/** Prerendered routes of a build: every `index.html` outside data and asset folders. */
export function prerenderedRoutes(dir: string): string[] {
  const skip = new Set(['assets', 'demo-api', 'demo-assets', 'icons', '.vite']);
  const routes: string[] = [];
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory() && !skip.has(child)) walk(child);
      else if (e.isFile() && e.name === 'index.html') routes.push(`/${rel}`);
    }
  };
  walk('');
  // Home first, then by path.
  return routes.sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}

export function routeHtmlFile(dir: string, route: string): string {
  return path.join(dir, route === '/' ? '' : decodeURIComponent(route).replace(/^\//, ''), 'index.html');
}

const gzipCache = new Map<string, number>();

/** gzip -9 size of a file of the build. */
export function gzipSize(dir: string, file: string): number {
  const full = path.join(dir, file);
  let n = gzipCache.get(full);
  if (n === undefined) {
    n = zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length;
    gzipCache.set(full, n);
  }
  return n;
}

export function sumGzip(dir: string, files: string[]): number {
  return files.reduce((sum, f) => sum + gzipSize(dir, f), 0);
}
