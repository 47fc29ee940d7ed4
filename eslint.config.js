// ESLint (flat config): TypeScript, the rules of hooks, accessibility of JSX, and imports (no
// cycles; the areas' directions below, written as a rule in docs/architecture.md). Run by `npm run lint`, part of `npm test`; zero warnings.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import nodePlugin from 'eslint-plugin-n';

// One import style (decision 0022): relative paths. '~/' and '@/' are refused; scripts/fix-imports.ts
// rewrites them (and over-long relative paths) for you.
const ALIAS_IMPORTS = { group: ['~/*', '@/*'], message: 'Use a relative path; npx tsx scripts/fix-imports.ts writes it (decision 0022).' };

// Which area may import which (zones in the style of bulletproof-react's import/no-restricted-paths).
const ZONES = {
  domain: { target: './domain', from: ['./app', './server'], message: 'domain/ is pure: no server or app code (docs/architecture.md).' },
  server: { target: './server', from: './app', message: 'server/ never imports the app (docs/architecture.md).' },
  // Below the composition root, a module takes the narrow dependencies it uses (a structural type
  // that the services object satisfies), not the whole set: it stays testable with only those.
  root: {
    target: './server',
    from: './server/services.ts',
    message: 'Below server/services.ts take the dependencies you use, not AppServices (docs/architecture.md).',
  },
  // A visitor's quote or enquiry lives in server/requests/ from the form to the answer; the staff
  // area shows it and so imports it, never the other way round (except the staff's own kit).
  requests: {
    target: './server/requests',
    from: './server/admin',
    except: ['./audit.ts', './csv.ts', './deps.ts', './http.ts', './schemas.ts', './search.ts'],
    message: 'server/requests/ does not import the staff area, only its kit: audit, csv, deps, http, schemas, search (docs/architecture.md).',
  },
  // Only the staff area (and the composition, and the routes) read requests.
  requestsReaders: {
    target: './server/!(admin|requests)/**',
    from: './server/requests',
    message: 'Only server/admin/ and the composition import server/requests/ (docs/architecture.md).',
  },
  // The services every area uses sit below them all.
  services: {
    target: ['./server/db', './server/mail', './server/security'],
    from: ['./server/admin', './server/requests'],
    message: 'db/, mail/ and security/ serve the areas and import none of them (docs/architecture.md).',
  },
};
// The quote and enquiry tables belong to server/requests/ (and their definition to server/db/).
const REQUEST_TABLES = {
  group: ['**/db/schema'],
  importNames: ['presupuestos', 'consultas', 'presupuestoRespuestas', 'presupuestoEnlaces'],
  message: 'The quote and enquiry tables are read and written only in server/requests/ (docs/architecture.md).',
};
// The composition itself: the root, the request handler that holds it, the router context that
// hands it to routes, and the operations endpoints, which report on every part.
const COMPOSITION = ['server/services.ts', 'server/app.ts', 'server/context.ts', 'server/ops/index.ts'];
const TESTS = ['**/*.test.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.react-router/**',
      'node_modules/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
      'server/catalog/catalog-worker-tsx.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': 'error',
      // The shop's sanitizers match control characters on purpose (NUL, bidi overrides in input).
      'no-control-regex': 'off',
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { patterns: [ALIAS_IMPORTS] }],
    },
  },
  { files: ['app/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // domain/ is pure: besides the zone, no Node API and no React.
    files: ['domain/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'react', 'react-*'], message: 'domain/ is pure: no I/O, no Node API, no React.' }, ALIAS_IMPORTS] },
      ],
      'import-x/no-restricted-paths': ['error', { zones: [ZONES.domain] }],
    },
  },
  {
    // server/ never reaches up into the app (tests' harnesses live in tests/support/).
    files: ['server/**/*.{ts,tsx}'],
    ignores: [...TESTS, ...COMPOSITION],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [ZONES.server, ZONES.root, ZONES.requests, ZONES.requestsReaders, ZONES.services] }],
    },
  },
  {
    files: ['server/**/*.{ts,tsx}'],
    // Backups and restores copy every table by name (import * as schema), whatever it holds.
    ignores: [...TESTS, 'server/requests/**', 'server/db/**', 'server/ops/backup*.ts', 'server/ops/restore.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ALIAS_IMPORTS, REQUEST_TABLES] }] },
  },
  {
    files: COMPOSITION,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [ZONES.server] }] },
  },
  {
    // The app's modules that reach the browser read only types from server/ (erased by the build).
    // Route modules and the root may import server/ for their loaders and actions, which React
    // Router leaves out of the browser bundle; *.server.ts files never reach it.
    files: ['app/**/*.{ts,tsx}'],
    ignores: [...TESTS, 'app/routes/**', 'app/root.tsx', 'app/entry.server.tsx', '**/*.server.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              allowTypeImports: true,
              message: "The app's browser code imports only types from server/ (docs/architecture.md).",
            },
          ],
        },
      ],
    },
  },
  {
    // What runs in Node in production uses no Node API missing from a version package.json's
    // engines admits (20.19+ on 20, 22.12+; the image runs 22 LTS): the plugin reads engines.
    // The tests themselves run on this machine's Node 20.
    files: ['server.js', 'server/start/*.js', 'server/**/*.{ts,tsx}', 'scripts/**/*.ts', 'app/**/*.server.{ts,tsx}', 'app/entry.server.tsx'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { n: nodePlugin },
    rules: {
      // Experimental in 20 yet present and unflagged there (fetch, Response, fs.cpSync): allowed.
      // import.meta.dirname and filename are in 20.11+ and 22.0+; the plugin counts them from 22.16.
      'n/no-unsupported-features/node-builtins': ['error', { allowExperimental: true, ignores: ['import.meta.dirname', 'import.meta.filename'] }],
      'n/no-unsupported-features/es-builtins': 'error',
      'n/no-deprecated-api': 'error',
    },
  },
);
