import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
// This file and the project files it imports name their imports' `.ts` extensions: a Node that runs TypeScript
// can then load the config as it is (`configLoader: 'native'`, Vite's planned default), and Vite does not
// warn on every build that it could not.
import { readBuildEnv, shellKey } from './scripts/build-env.ts';
import { muiWithoutCssVars } from './scripts/vite-mui-without-css-vars.ts';
import { muiButtonsWithoutSpinner } from './scripts/vite-mui-buttons-without-spinner.ts';

/** Where the SSR build of the app goes (read back by the tenant stage's prerender). */
function ssrOutDir(): string {
  return `${process.env.CANOPY_OUT_DIR || 'dist'}-ssr`;
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // The shell (scripts/build-env.ts): what this build depends on is the base path and two
  // switches; every other tenant setting reaches the page at run time (scripts/tenant-stage.ts).
  const env = readBuildEnv(mode);
  const key = shellKey(env);
  const flag = (name: string, fallback: boolean) => (process.env[name] === undefined ? fallback : process.env[name] === '1');
  const base = key.basePath;
  return {
    base,
    // A site built without a time zone carries no open-now code, one without an
    // events endpoint no events code. The dev server has no tenant stage: it takes
    // the tenant's settings from the environment at build time.
    define: {
      ...(command === 'serve' ? { __CANOPY_ENV__: JSON.stringify(env) } : {}),
      __CANOPY_OPEN_NOW__: JSON.stringify(flag('CANOPY_SHELL_OPEN_NOW', key.openNow)),
      __CANOPY_EVENTS__: JSON.stringify(flag('CANOPY_SHELL_EVENTS', key.events)),
    },
    resolve: {
      // workbox-window's package points bundlers at its ES5 build (transpiled async code,
      // 2.3 KB of gzip); every browser that runs this app runs its ES2017 build (1.4 KB).
      alias: [{ find: /^workbox-window$/, replacement: 'workbox-window/build/workbox-window.prod.mjs' }],
    },
    plugins: [
      react(),
      muiWithoutCssVars(),
      muiButtonsWithoutSpinner(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          // A classic script (registered without `type: 'module'`): works in every browser with service workers.
          rollupFormat: 'iife',
          // The worker is built here with `self.__WB_MANIFEST` left in place: each tenant's stage
          // fills it with that tenant's pages (scripts/tenant-stage.ts).
          injectionPoint: undefined,
        },
        devOptions: { enabled: false },
      }),
    ],
    build: {
      // Test builds go to their own folders (tests/support/build.ts).
      outDir: isSsrBuild ? ssrOutDir() : process.env.CANOPY_OUT_DIR || 'dist',
      emptyOutDir: true,
      // Every browser the site supports preloads modules itself (Chrome 66, Firefox 115, Safari
      // 17); an older one just fetches each chunk when it is imported. 0.35 KB of every visit.
      // A lazily imported chunk does not carry the list of the chunks it needs (Vite's preload
      // helper and its `__vite__mapDeps` table, ~3 KB of a first visit across the chunks): the
      // page preloads the app's chunks itself once it has painted (src/entry/preload-chunks.ts) and the
      // worker holds them all, so the list mostly named files already on their way. CSS would still
      // be listed (there is none: emotion writes the styles).
      modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((d) => d.endsWith('.css')) : deps) },
      target: 'es2022',
      // CANOPY_SOURCEMAP=1 for bundle analysis (which module the bytes of a chunk come from).
      sourcemap: process.env.CANOPY_SOURCEMAP === '1',
      manifest: !isSsrBuild,
      reportCompressedSize: false,
      // The page's marks are named in one module (src/contract/page-marks.ts) that nearly every
      // chunk imports: each name is written where it is used, so that module is not a chunk of
      // its own every page fetches (0.5 KB gzip of every first visit before this).
      rolldownOptions: { optimization: { inlineConst: true } },
    },
    preview: { port: 4173, strictPort: false },
    server: { port: 5173 },
  };
});
