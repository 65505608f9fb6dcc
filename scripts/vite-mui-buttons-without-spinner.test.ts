// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MUI_DIR, muiButtonsWithoutSpinner, STUB_SOURCE } from './vite-mui-buttons-without-spinner';

const plugin = muiButtonsWithoutSpinner();
const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
const load = plugin.load as (id: string) => string | null;

/** Every .tsx file under src, recursively. */
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.tsx') ? [path.join(dir, e.name)] : []));

describe('MUI buttons without their loading spinner', () => {
  it("redirects only Button's and IconButton's own import of CircularProgress", () => {
    for (const name of ['Button', 'IconButton']) {
      const importer = path.join(MUI_DIR, name, `${name}.mjs`);
      // The import is there to redirect (a new MUI that drops it makes this fail: then drop the plugin).
      expect(fs.readFileSync(importer, 'utf8')).toContain('from "../CircularProgress/index.mjs"');
      expect(load(resolve('../CircularProgress/index.mjs', importer)!)).toBe(STUB_SOURCE);
    }
    expect(resolve('../CircularProgress/index.mjs', path.join(MUI_DIR, 'Fab', 'Fab.mjs'))).toBeNull();
    expect(resolve('@mui/material/CircularProgress', path.resolve('src/features/widgets/weather-popup.tsx'))).toBeNull();
    expect(resolve('../CircularProgress/index.mjs', undefined)).toBeNull();
    expect(load('/x/CircularProgress.mjs')).toBeNull();
  });

  it('fails loudly if a button is ever rendered loading', async () => {
    const { default: Stub } = (await import(`data:text/javascript,${encodeURIComponent(STUB_SOURCE)}`)) as { default: () => never };
    expect(() => Stub()).toThrow(/without their loading spinner/);
  });

  it('no Button or IconButton of the app sets `loading`', () => {
    const offenders = sources(path.resolve('src')).filter((file) => /<(Icon)?Button\b[^>]*?\sloading(Indicator|Position)?[=\s/>]/s.test(fs.readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
