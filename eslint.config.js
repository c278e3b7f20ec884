// Lint rules for every TypeScript file: recommended JS and typescript-eslint rules, React hooks in web/, and the web
// app's boundaries (docs/decisions/037).

import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** web/ meets functions/ only in shared/. */
const FUNCTIONS = { group: ['**/functions/**'], message: 'web/ meets functions/ only in shared/.' };
const FEATURES = readdirSync(new URL('web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** How deep below its feature's folder a file may sit; a relative import climbing past that leaves the feature. */
const FEATURE_DEPTHS = [0, 1, 2, 3];

/**
 * The web app's boundaries (docs/decisions/037), as bulletproof-react draws them: a feature imports no other feature
 * and not app/; components/, lib/ and config/ import no feature and not app/; app/ composes features. The alias
 * codemod writes every import that leaves a feature as `@/...`, so a relative import never climbs out of one.
 * ESLint replaces a rule's options per matching block, so each block repeats the functions/ pattern.
 */
function webBoundaries() {
  const otherFeature = (feature) => ({
    regex: `^@/features/(?!${feature}/)`,
    message: 'A feature imports no other feature: move what several use to components/ or lib/, or compose them in app/.',
  });
  const app = { regex: '^(@/|(\\.\\./)+)app(/|$)', message: 'Only main.tsx and entry-server.tsx import app/.' };
  const outOfFeature = (depth) => ({
    regex: `^(\\.\\./){${depth + 1},}`,
    message: 'A relative import stays inside its feature; name anything else by `@/`.',
  });
  const anyFeature = {
    regex: '^(@/|(\\.\\./)+)features(/|$)',
    message: 'components/, lib/ and config/ import no feature: pass what they need in, or compose in app/.',
  };
  const rule = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: [FUNCTIONS, ...patterns] }] });
  return [
    ...FEATURES.flatMap((feature) =>
      FEATURE_DEPTHS.map((depth) => ({
        files: [`web/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
        rules: rule(otherFeature(feature), app, outOfFeature(depth)),
      })),
    ),
    { files: ['web/src/{components,lib,config}/**/*.{ts,tsx}'], rules: rule(anyFeature, app) },
  ];
}

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'cdk.out.deploy', 'web/dist', 'web/.prerender', '.local', 'coverage', 'test-results', 'playwright-report'] },
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
    files: ['web/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FUNCTIONS] }] },
  },
  ...webBoundaries(),
);
