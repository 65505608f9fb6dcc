/**
 * File names of the installable apps, shared by the build (scripts/pwa-assets.ts writes them,
 * the prerender links them) and the app. Paths are relative to the base path.
 */
export interface AppManifestSpec {
  /** Route (router path) whose page links this manifest. */
  route: '/' | '/digitalcard' | '/find-us-on';
  file: string;
  /** Manifest `id`, `start_url` and `scope`, relative to the base path ('' = the base itself). */
  path: string;
}

export const APP_MANIFESTS: readonly AppManifestSpec[] = [
  { route: '/', file: 'manifest.webmanifest', path: '' },
  { route: '/digitalcard', file: 'digitalcard.webmanifest', path: 'digitalcard' },
  { route: '/find-us-on', file: 'find-us-on.webmanifest', path: 'find-us-on' },
];

export const ICON_FILES = {
  icon192: 'icons/icon-192.png',
  icon512: 'icons/icon-512.png',
  maskable512: 'icons/icon-maskable-512.png',
  appleTouch: 'icons/apple-touch-icon.png',
  favicon: 'icons/favicon-64.png',
} as const;

/** The manifest a route's page links (its own app for the card and the bio page). */
export function manifestFor(route: string): AppManifestSpec {
  return APP_MANIFESTS.find((m) => m.route === route) ?? APP_MANIFESTS[0]!;
}
