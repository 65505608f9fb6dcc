import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { normalizeBasePath, type RawEnv } from './src/config/env';

const ENV_KEYS: (keyof RawEnv)[] = [
  'BASE_PATH',
  'VITE_SITE_DATA_URL',
  'VITE_PAGE_ID',
  'VITE_REVIEWS_URL',
  'VITE_VISITS_URL',
  'VITE_SITE_URL',
  'VITE_WEATHER_URL',
  'VITE_GEOCODE_URL',
];

export default defineConfig(({ mode }) => {
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
    define: { __CANOPY_ENV__: JSON.stringify(env) },
    plugins: [
      react(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,webp,png,ico,json,webmanifest}'],
          globIgnores: ['**/sw.js', 'demo-api/**'],
          maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
    ],
    build: {
      // Test builds go to their own folders (tests/support/build.ts).
      outDir: process.env.CANOPY_OUT_DIR || 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      reportCompressedSize: false,
    },
    preview: { port: 4173, strictPort: false },
    server: { port: 5173 },
  };
});
