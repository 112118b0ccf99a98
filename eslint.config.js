// Lint for every workspace (api, web, e2e, bench, scripts): typescript-eslint with type information,
// React hooks rules for the web. Import cycles are checked by scripts/check-import-cycles.mjs (also run by
// `npm run lint`): eslint-plugin-import-x needs native resolver builds our registry does not serve for
// every platform, which breaks `npm ci`. Formatting is Prettier's job (npm run format).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'web/src/gql/**', 'bench/results/**', 'e2e/artifacts/**', '.data/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-control-regex': 'off',
      // A handler declared before the assignment may read the variable (e.g. a signal handler): keep `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: globals.browser, parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    // Tests read JSON answers deeply: `any` there is the honest type of a parsed body.
    files: ['**/*.test.ts', '**/*.test.tsx', 'api/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  // Layering of the API (issue 28; CONTRIBUTING.md). Each layer imports only what sits below it:
  // domain/ at the bottom, then providers/, then the modules; the framework rooms know no module, the
  // composition root (composition.ts) assembles the modules' manifests.
  {
    files: ['api/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)\\.\\.(/|$)', message: 'domain/ is the bottom layer: it imports only files of its own folder.' },
            {
              regex: '^(?!\\.|vitest$)',
              message: 'domain/ is plain TypeScript: no package (type-graphql, @mikro-orm/*, zod…), only its own files (and vitest in its tests).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/providers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(modules/|composition(\\.js)?$)',
              message: 'providers/ sit below the modules: shared types come from domain/, and a module hands a provider what it needs.',
            },
          ],
        },
      ],
    },
  },
  {
    // Their tests run the assembled app (composition.ts) and drive modules' services: they may import both.
    files: ['api/src/graphql/**/*.ts', 'api/src/rest/**/*.ts', 'api/src/server/**/*.ts', 'api/src/context.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(modules/|composition(\\.js)?$)',
              message: 'graphql/, rest/, server/ and context.ts know no module: a module plugs in through its manifest, assembled in composition.ts.',
            },
          ],
        },
      ],
    },
  },
);
