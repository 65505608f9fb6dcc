// Import boundaries (STYLE.md): shared -> features -> app, one way only.
import fs from 'node:fs';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const features = fs.existsSync('src/features')
  ? fs.readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];
const shared = ['components', 'hooks', 'utils', 'config', 'i18n', 'site-data', 'theme', 'contract', 'seo', 'events'];

const zones = [
  // Features never import each other or the app.
  ...features.map((f) => ({
    target: `./src/features/${f}`,
    from: './src/features',
    except: [`./${f}`],
    message: 'Features do not import each other; compose them in src/app.',
  })),
  { target: './src/features', from: './src/app', message: 'Features do not import the app.' },
  // Shared code never imports features or the app.
  ...shared.map((d) => ({
    target: `./src/${d}`,
    from: ['./src/features', './src/app'],
    message: 'Shared code does not import features or the app.',
  })),
  // The contract shared by page and worker is pure: it imports nothing else from src.
  {
    target: './src/contract',
    from: './src',
    except: ['./contract'],
    message: 'src/contract is pure and imports nothing else.',
  },
  // The record's rules do not depend on the strings: i18n reads the record's language, not the reverse.
  { target: './src/site-data', from: './src/i18n', message: 'site-data does not import i18n (i18n imports site-data).' },
  // Build scripts read the record through site-data, seo and config, never through a feature.
  { target: './scripts', from: ['./src/features', './src/app/routes'], message: 'scripts/ do not import features: move the rule to site-data.' },
  // The service worker imports only the contract.
  { target: './sw', from: './src', except: ['./contract'], message: 'sw/ imports only src/contract.' },
];

/**
 * The page before React (src/entry) and the pure rules of controls it shares with the app
 * (src/controls) import the contract, config, strings, the record's rules and utilities only.
 * Their tests may import the React twin, to hold both to the same results.
 */
const beforeReactZones = [
  ...['./src/entry', './src/controls'].flatMap((target) => [
    { target, from: ['./src/components', './src/features', './src/app', './src/hooks', './src/seo'], message: 'The page before React imports no component, feature or app code: move the rule to src/controls.' },
    { target, from: './src/theme', except: ['./offscreen.ts'], message: 'The page before React imports no theme (MUI) code.' },
  ]),
  { target: './src/controls', from: './src/entry', message: 'src/controls holds pure rules; the entry imports them, not the reverse.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', '.lighthouseci/**', 'coverage/**', 'public/**', '.tmp/**', '.cache/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Every link to another page of the site is the browser's navigation (decision 0020): one component says so.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/page-link.tsx', 'src/entry/**', 'src/controls/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router-dom', importNames: ['Link', 'NavLink'], message: 'Link to another page with components/page-link.tsx (PageLink): the browser goes there (decision 0020).' }, { name: 'react-router', importNames: ['Link', 'NavLink'], message: 'Link to another page with components/page-link.tsx (PageLink).' }] },
      ],
    },
  },
  // A newcomer reads a file or a function in one sitting: long ones are split into named parts.
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx}', 'sw/**/*.ts'],
    ignores: ['**/*.test.*', 'src/i18n/en.ts', 'src/i18n/es.ts', 'src/features/widgets/palette-data.ts', 'scripts/demo-assets/**'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ['src/entry/**/*.ts', 'src/controls/**/*.ts'],
    ignores: ['**/*.test.*'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...beforeReactZones] }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', 'react-dom/*', 'react-router*', '@mui/*', '@emotion/*'], message: 'The page before React runs without React: it never imports it.' }] },
      ],
    },
  },
  {
    files: ['sw/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', 'react-dom/*', 'react-router*', '@mui/*', '@emotion/*'], message: 'The service worker never imports React or page code.' }] },
      ],
    },
  },
);
