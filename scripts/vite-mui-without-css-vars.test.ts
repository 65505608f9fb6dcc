// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Theme } from '@mui/material/styles';
import { createTheme as muiCreateTheme } from '@mui/material/styles';
import { buildTheme } from '../src/theme/theme';
import { emptySiteData } from '../src/site-data/empty';
import { MUI_STYLES_DIR, muiWithoutCssVars, shimSource } from './vite-mui-without-css-vars';

type CreateTheme = (options?: object) => Theme;

/** The replacement `createTheme`, written to a file and imported like the bundler would. */
async function shimCreateTheme(): Promise<CreateTheme> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mui-shim-'));
  const file = path.join(dir, 'create-theme.mjs');
  fs.writeFileSync(file, shimSource('createTheme.mjs')!);
  return ((await import(pathToFileURL(file).href)) as { default: CreateTheme }).default;
}

/** A theme as data: functions by their source, so two themes compare by what they do. */
const asData = (t: Theme) => JSON.stringify(t, (_k, v: unknown) => (typeof v === 'function' ? String(v) : v));

describe('MUI without CSS-variable themes', () => {
  it('builds exactly the theme MUI builds, for the default theme and for a record theme', async () => {
    const createTheme = await shimCreateTheme();
    expect(asData(createTheme())).toBe(asData(muiCreateTheme()));
    const options = { palette: { primary: { main: '#2e7d32' } }, shape: { borderRadius: 10 } };
    expect(asData(createTheme(options))).toBe(asData(muiCreateTheme(options)));
    // The app's own theme is built with these options (no colorSchemes, no cssVariables).
    expect(buildTheme(emptySiteData().styles)).not.toHaveProperty('colorSchemes');
  });

  it('refuses a CSS-variables theme instead of rendering it wrong', async () => {
    const createTheme = await shimCreateTheme();
    expect(() => createTheme({ cssVariables: true })).toThrow(/without CSS-variable themes/);
    expect(() => createTheme({ colorSchemes: { dark: true } })).toThrow(/without CSS-variable themes/);
  });

  it('redirects only MUI styles’ own imports of the two modules', () => {
    const plugin = muiWithoutCssVars();
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
    const inStyles = path.join(MUI_STYLES_DIR, 'index.mjs');
    expect(resolve('./createTheme.mjs', inStyles)).toMatch(/createTheme\.mjs$/);
    expect(resolve('./ThemeProvider.mjs', inStyles)).toMatch(/ThemeProvider\.mjs$/);
    expect(resolve('./createPalette.mjs', inStyles)).toBeNull();
    expect(resolve('./createTheme.mjs', path.resolve('src/theme/theme.ts'))).toBeNull();
    expect(resolve('./createTheme.mjs', undefined)).toBeNull();
    const load = plugin.load as (id: string) => string | null;
    expect(load(resolve('./createTheme.mjs', inStyles)!)).toContain('createThemeNoVars.mjs');
    expect(fs.existsSync(path.join(MUI_STYLES_DIR, 'createThemeNoVars.mjs'))).toBe(true);
    expect(fs.existsSync(path.join(MUI_STYLES_DIR, 'ThemeProviderNoVars.mjs'))).toBe(true);
  });
});
