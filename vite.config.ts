import path from 'node:path';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { normalizeBasePath, readTimeZone, type RawEnv } from './src/config/env';
import { muiWithoutCssVars } from './scripts/vite-mui-without-css-vars';

const ENV_KEYS: (keyof RawEnv)[] = [
  'BASE_PATH',
  'VITE_SITE_DATA_URL',
  'VITE_PAGE_ID',
  'VITE_REVIEWS_URL',
  'VITE_VISITS_URL',
  'VITE_EVENTS_URL',
  'VITE_SITE_URL',
  'VITE_WEATHER_URL',
  'VITE_GEOCODE_URL',
  'VITE_TIME_ZONE',
  'VITE_IMAGE_URL_TEMPLATE',
];

/** Where the SSR build of the app goes (read back by the prerender step of the client build). */
function ssrOutDir(): string {
  return `${process.env.CANOPY_OUT_DIR || 'dist'}-ssr`;
}

export default defineConfig(({ mode, isSsrBuild }) => {
  // Variables from the environment win over .env files; all are optional (README: Configuration).
  const fileEnv = loadEnv(mode, process.cwd(), '');
  const env: RawEnv = {};
  for (const k of ENV_KEYS) {
    const v = process.env[k] ?? fileEnv[k];
    if (v !== undefined) env[k] = v;
  }
  const base = normalizeBasePath(env.BASE_PATH);
  return {
    base,
    // A site built without a time zone carries no open-now code (issue 16), one without an
    // events endpoint no events code (issue 17).
    define: {
      __CANOPY_ENV__: JSON.stringify(env),
      __CANOPY_OPEN_NOW__: JSON.stringify(readTimeZone(env.VITE_TIME_ZONE) !== ''),
      __CANOPY_EVENTS__: JSON.stringify(!!env.VITE_EVENTS_URL?.trim()),
    },
    resolve: {
      // workbox-window's package points bundlers at its ES5 build (transpiled async code,
      // 2.3 KB of gzip); every browser that runs this app runs its ES2017 build (1.4 KB).
      alias: [{ find: /^workbox-window$/, replacement: 'workbox-window/build/workbox-window.prod.mjs' }],
    },
    plugins: [
      react(),
      muiWithoutCssVars(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,webp,png,ico,json,webmanifest}'],
          // Photos (the demo's, and every record's variants in img/) are cached at run time, not precached.
          globIgnores: ['**/sw.js', 'demo-api/**', 'demo-assets/**', 'img/**'],
          maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
          // A classic script (registered without `type: 'module'`): works in every browser with service workers.
          rollupFormat: 'iife',
        },
        devOptions: { enabled: false },
        integration: {
          // Runs after the client bundle is written and before the worker is built, so the
          // prerendered pages, manifests and icons are all in the precache.
          async beforeBuildServiceWorker(options) {
            const outDir = path.dirname(options.swDest);
            const { prerenderSite } = await import('./scripts/prerender');
            const result = await prerenderSite({ outDir, ssrEntry: path.resolve(ssrOutDir(), 'entry-server.js'), env, allowNoRecord: process.env.CANOPY_ALLOW_NO_RECORD === '1' });
            // Service and landing pages are cached as they are visited, not precached: the
            // precache stays the fixed routes and the shell whatever the number of services.
            options.injectManifest.globIgnores = [...(options.injectManifest.globIgnores ?? []), ...result.visitedOnly.map((f) => f.replace(/[*?[\]{}()!+@\\]/g, '\\$&'))];
            const { writeCardPhoto } = await import('./scripts/card-photo');
            await writeCardPhoto({ outDir, data: result.data, basePath: base });
            const { writePwaAssets } = await import('./scripts/pwa-assets');
            await writePwaAssets({ outDir, data: result.data, basePath: base, siteUrl: result.config.siteUrl });
            // Security headers for this tenant (CSP from the record and config): _headers + nginx include.
            const { writeSecurityHeaders } = await import('./scripts/security-headers');
            writeSecurityHeaders({ outDir, data: result.data, config: result.config, pages: result.pages });
          },
        },
      }),
    ],
    build: {
      // Test builds go to their own folders (tests/support/build.ts).
      outDir: isSsrBuild ? ssrOutDir() : process.env.CANOPY_OUT_DIR || 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // CANOPY_SOURCEMAP=1 for bundle analysis (which module the bytes of a chunk come from).
      sourcemap: process.env.CANOPY_SOURCEMAP === '1',
      manifest: !isSsrBuild,
      reportCompressedSize: false,
    },
    preview: { port: 4173, strictPort: false },
    server: { port: 5173 },
  };
});
