import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Import boundaries (docs/architecture.md): the contract imports nothing of the client or the
 * server; the client and the server never import each other; in the client, shared code
 * (client/lib, client/components, client/i18n) → features → app → entries, and no feature imports another; a server
 * module is imported by others only through its index (its tables.ts too, for foreign keys and the
 * drizzle schema); only repositories, tables and server/db build queries (drizzle-orm, the schema).
 * tests/unit/lint-rules.test.ts proves each rule on a violating snippet.
 */
const architectureBoundaries = [
  {
    files: ['contract/**/*.ts', 'server/**/*.ts', 'client/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'contract', pattern: 'contract' },
        { type: 'server-module', pattern: 'server/modules/*', capture: ['module'] },
        { type: 'server', pattern: 'server' },
        { type: 'client-feature', pattern: 'client/features/*', capture: ['feature'] },
        { type: 'client-app', pattern: 'client/app' },
        { type: 'client-shared', pattern: 'client/(lib|components|i18n|styles|public)' },
        // What is left of client/: the entry modules (entry-client.tsx, entry-server.tsx), above the app.
        { type: 'client-entry', pattern: 'client' },
      ],
      'boundaries/include': ['contract/**', 'server/**', 'client/**'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'contract' } },
              disallow: { to: { element: { type: ['server', 'server-module', 'client-*'] } } },
              message: 'The contract imports nothing of the server or the client.',
            },
            {
              from: { element: { type: 'client-*' } },
              disallow: { to: { element: { type: ['server', 'server-module'] } } },
              message: 'The client never imports server code.',
            },
            {
              from: { element: { type: ['server', 'server-module'] } },
              disallow: { to: { element: { type: 'client-*' } } },
              message: 'The server never imports client code (it loads the built render module at run time).',
            },
            {
              from: { element: { type: 'client-shared' } },
              disallow: { to: { element: { type: ['client-feature', 'client-app', 'client-entry'] } } },
              message: 'Shared client code (client/lib, client/components) imports no feature and no app code.',
            },
            {
              from: { element: { type: 'client-feature' } },
              disallow: { to: { element: { type: ['client-app', 'client-entry'] } } },
              message: 'A feature imports no app code: the app composes features.',
            },
            {
              from: { element: { type: 'client-app' } },
              disallow: { to: { element: { type: 'client-entry' } } },
              message: 'The app imports no entry module: the entries start the app.',
            },
            {
              from: { element: { type: 'client-feature' } },
              disallow: { to: { element: { type: 'client-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
              message: 'A feature never imports another feature; move what both need to client/lib or client/components.',
            },
            {
              from: { element: { type: ['server', 'server-module'] } },
              disallow: {
                to: {
                  element: { type: 'server-module', captured: { module: '!{{ from.element.captured.module }}' }, fileInternalPath: '!(index.ts|tables.ts)' },
                },
              },
              message: 'Other code uses a server module only through its index.ts (or its tables.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/lib/i18n/use-translation.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-i18next', importNames: ['useTranslation'], message: 'Use client/lib/i18n/use-translation: it is lighter on the server.' }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='type'][value.value='date']",
          message: "Use DateField: a native date input writes days in the browser's locale, not the page's (decision 0019).",
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*-repository.ts', 'server/**/tables.ts', 'server/db/**', 'server/jobs/**', 'server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Only repositories (and server/db) build queries.' }],
          patterns: [
            { group: ['drizzle-orm/*'], message: 'Only repositories (and server/db) build queries.' },
            { regex: '(^|/)(db/schema|tables)$', message: 'Only repositories (and server/db) read the tables.' },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'data/**', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // Promises are awaited, returned or explicitly let go (`void`): a forgotten one loses its error.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['server/index.ts', 'scripts/**', 'bench/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  ...architectureBoundaries,
);
