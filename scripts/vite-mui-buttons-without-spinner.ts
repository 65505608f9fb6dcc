import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const realDir = (dir: string): string => (fs.existsSync(dir) ? fs.realpathSync(dir) : dir);

/** Where MUI's components live (resolved from the project, like Vite does). */
// The real path: Vite names MUI's modules by theirs, so a linked node_modules (a git worktree
// sharing another checkout's) would otherwise match nothing and ship MUI unshimmed (+8 KB).
export const MUI_DIR = realDir(fileURLToPath(new URL('../node_modules/@mui/material', import.meta.url)));

/** The MUI components whose `loading` prop draws a CircularProgress. */
const WITH_LOADING = new Set(['Button', 'IconButton']);
const STUB = '\0mui-buttons';

/** What those components get instead of CircularProgress: Canopy never sets `loading` on them. */
export const STUB_SOURCE = `export default function CircularProgress() {
  throw new Error('Canopy bundles MUI buttons without their loading spinner (scripts/vite-mui-buttons-without-spinner.ts): render @mui/material/CircularProgress yourself');
}
`;

/**
 * MUI's Button and IconButton import CircularProgress for their `loading` prop, so every page
 * with a button (all of them) carried the spinner's 3 KB of gzip in its first visit though no
 * button of ours is ever `loading`. Their own import of it gets a stub that fails loudly if one
 * ever is; the app's CircularProgress (the widgets' popups, loaded when opened) is MUI's own.
 */
export function muiButtonsWithoutSpinner(dir = MUI_DIR): Plugin {
  return {
    name: 'canopy-mui-buttons-without-spinner',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/^\.\.\/CircularProgress(\/index\.m?js)?$/.test(source)) return null;
      const from = path.dirname(importer.split('?')[0]!);
      return path.dirname(from) === dir && WITH_LOADING.has(path.basename(from)) ? STUB : null;
    },
    load(id) {
      return id === STUB ? STUB_SOURCE : null;
    },
  };
}
