import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const realDir = (dir: string): string => (fs.existsSync(dir) ? fs.realpathSync(dir) : dir);

/** Where MUI's theming modules live (resolved from the project, like Vite does). */
// The real path: Vite names MUI's modules by theirs, so a linked node_modules (a git worktree
// sharing another checkout's) would otherwise match nothing and ship MUI unshimmed (+8 KB).
export const MUI_STYLES_DIR = realDir(fileURLToPath(new URL('../node_modules/@mui/material/styles', import.meta.url)));

const PREFIX = '\0canopy-mui-no-vars:';

/**
 * Replacements for two of MUI's theming modules, for themes built without CSS variables (ours:
 * `createTheme` with a palette and no `colorSchemes`/`cssVariables`, src/theme/theme.ts).
 * MUI's own versions branch at run time between the plain theme and the CSS-variables theme, so
 * the bundler keeps both: `createThemeWithVars`, `CssVarsProvider`, the colour-scheme storage
 * and `InitColorSchemeScript` (about 7 KB of gzip) were in every page's entry and never ran.
 * These keep the plain branch, with the same code MUI runs for it, and fail loudly if a
 * CSS-variables theme ever reaches them.
 */
export function shimSource(file: string, dir = MUI_STYLES_DIR): string | undefined {
  const at = (f: string) => JSON.stringify(path.join(dir, f).split(path.sep).join('/'));
  if (file === 'createTheme.mjs') {
    return `import createThemeNoVars from ${at('createThemeNoVars.mjs')};
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error('Canopy bundles MUI without CSS-variable themes (scripts/vite-mui-without-css-vars.ts)');
  }
  return createThemeNoVars(options, ...args);
}
`;
  }
  if (file === 'ThemeProvider.mjs') {
    return `'use client';
import * as React from 'react';
import ThemeProviderNoVars from ${at('ThemeProviderNoVars.mjs')};
import THEME_ID from ${at('identifier.mjs')};
import { jsx } from 'react/jsx-runtime';
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ('colorSchemes' in muiTheme) {
      throw new Error('Canopy bundles MUI without CSS-variable themes (scripts/vite-mui-without-css-vars.ts)');
    }
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}
`;
  }
  return undefined;
}

/** The Vite plugin: MUI's relative imports of those two modules get the replacements. */
export function muiWithoutCssVars(dir = MUI_STYLES_DIR): Plugin {
  return {
    name: 'canopy-mui-without-css-vars',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('./')) return null;
      if (path.dirname(importer.split('?')[0]!) !== dir) return null;
      const file = source.slice(2);
      return shimSource(file, dir) === undefined ? null : `${PREFIX}${file}`;
    },
    load(id) {
      return id.startsWith(PREFIX) ? shimSource(id.slice(PREFIX.length), dir) : null;
    },
  };
}
