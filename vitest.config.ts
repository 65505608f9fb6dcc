import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  define: { __CANOPY_ENV__: JSON.stringify({}), __CANOPY_OPEN_NOW__: 'true', __CANOPY_EVENTS__: 'true' },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Components need a DOM; script tests run in node, each saying `// @vitest-environment node`.
          environment: 'jsdom',
          // Each test sits beside what it tests (tests/support tests its own helpers); tests/unit
          // keeps only the properties over the whole render and the whole build.
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/support/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/unit-setup.ts'],
          // Component tests render MUI in jsdom; on a loaded 2-core machine 5 s is too tight.
          testTimeout: 20_000,
          // Vitest's default leaves a core free: on the 2-core CI box that ran the 168 files one at
          // a time (4.5 min); most of a file's time is its jsdom and imports, so both cores help
          // (3.5 min). Files stay isolated: shared module state between files fails ten of them.
          maxWorkers: availableParallelism(),
          // Worker threads, not processes: the same isolation, 10 % less time (197 s against 219 s
          // on the 2-core box, 29 Nov 2026).
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          include: ['tests/e2e/**/*.test.ts', 'tests/build/**/*.test.ts'],
          // Two files at a time, each worker with its own block of local ports
          // (tests/support/build.ts); builds of one environment are shared across workers.
          fileParallelism: true,
          maxWorkers: Number(process.env.CANOPY_E2E_WORKERS ?? 2),
          // A worker's files share the modules they import (Playwright, the build and image code):
          // each file starts its own browser and servers and closes them, and the builds of this
          // run are shared across files anyway (tests/support/build.ts). Imports fell from 77-91 s
          // to 9 s, the suite from 1,123-1,213 s to 1,010 s on the 2-core box (29 Nov 2026).
          isolate: false,
          // Two files share two cores: a test's slow minute is slower still.
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
