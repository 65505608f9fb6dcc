/**
 * The page template the shell's build leaves (`index.html`) and what each prerendered page adds
 * to it: the template's fill, and the app's code a route needs (from Vite's manifest).
 */
import fs from 'node:fs';
import path from 'node:path';
import { isStandalone, routes as routeTable } from '../src/config/paths';
import type { Lang } from '../src/i18n';
import type { RouteKind } from '../src/seo/routes';
import { visitCoverTag } from '../src/site-data/visit-cover';
import { speculationRulesTag } from '../src/entry/next-page';

export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

export function readManifest(outDir: string): ViteManifest {
  const file = path.join(outDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ViteManifest) : {};
}

/** JS files a route needs beyond the entry: its chunk, the site layout's, and their imports. */
export function preloadsFor(manifest: ViteManifest, kind: RouteKind, lang: Lang): string[] {
  // src/boot.tsx: the app, which the small entry imports once the page has painted.
  const keys = ['src/boot.tsx', `src/app/routes/${routeTable[kind].module}.tsx`];
  // The Spanish strings are their own chunk, which boot.tsx awaits before hydrating.
  if (lang === 'es') keys.push('src/i18n/es.ts');
  if (!isStandalone(kind)) keys.push('src/app/site-layout.tsx');
  const entryImports = new Set<string>();
  const entry = Object.entries(manifest).find(([, v]) => v.isEntry);
  const walkEntry = (k: string) => {
    if (entryImports.has(k)) return;
    entryImports.add(k);
    manifest[k]?.imports?.forEach(walkEntry);
  };
  if (entry) walkEntry(entry[0]);
  const out = new Set<string>();
  const walk = (k: string) => {
    const m = manifest[k];
    if (!m || entryImports.has(k) || out.has(m.file)) return;
    out.add(m.file);
    m.imports?.forEach(walk);
  };
  keys.forEach(walk);
  return [...out];
}

/**
 * The template with this page's parts. Every part goes in through a replacer function: a
 * replacement *string* would expand `$&`, `$'`, `` $` `` and `$$` in the record's text.
 */
export function fill(template: string, parts: { lang: string; head: string; app: string; data: string; route?: string; basePath?: string }): string {
  // The page's route, for its tap counts before the app runs (src/events/hub.ts).
  const route = parts.route === undefined ? '' : ` data-route="${parts.route.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
  return template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${parts.lang}"${route}>`)
    .replace(/<title>[^<]*<\/title>\s*/, '')
    // First in <head>: whether this page shows the loading cover is decided before it paints. Not
    // in the shell: it has nothing to show under the cover until the app has drawn the page.
    .replace('<!--canopy-head-->', () => (parts.app ? `${visitCoverTag(parts.basePath ?? '/')}\n    ${parts.head}` : parts.head))
    .replace('<!--canopy-app-->', () => parts.app)
    // The pages a tap may open next, prepared ahead (src/entry/next-page.ts).
    .replace('<!--canopy-data-->', () => `${parts.data}\n    ${speculationRulesTag(parts.basePath ?? '/')}`);
}
