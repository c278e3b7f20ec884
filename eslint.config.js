// Lint rules for every TypeScript file: recommended JS and typescript-eslint rules, React hooks in web/.

import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', 'web/.prerender', '.local', 'coverage', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read settings through functions/config.ts.' },
      ],
    },
  },
  {
    // The config module, the local runtime's entry points, tests and the docs' runnable examples may read the environment.
    files: ['functions/config.ts', 'functions/local/**', 'test/**', 'infra/**', 'docs/examples/**', '*.config.*'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // web/ meets functions/ only in shared/.
    files: ['web/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/functions/**'] }] },
  },
);
