// ESLint runs beside Biome for one thing Biome cannot do: proving that no regular expression of ours backtracks
// super-linearly (ReDoS). A pattern that takes quadratic time on 20,000 characters of user text holds the event
// loop for seconds, so these findings are errors. Biome stays the linter and formatter of everything else; no other
// rule is on here. `pnpm lint` runs both.
import tsParser from '@typescript-eslint/parser';
import regexp from 'eslint-plugin-regexp';

export default [
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', '**/storybook-static/**', '**/.reports/**'],
  },
  {
    files: [
      'apps/*/src/**/*.{ts,tsx,js,mjs}',
      'packages/*/src/**/*.{ts,tsx,js,mjs}',
      'tooling/**/*.{ts,tsx,js,mjs,cjs}',
      'bench/**/*.{ts,mjs}',
    ],
    languageOptions: {
      // Syntax only: the regex rules need no type information, which keeps the run to seconds.
      parser: tsParser,
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { regexp },
    rules: {
      // Polynomial or exponential backtracking in a single match attempt: `(\d+)\s*\s*x`, `(a|a)*`.
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      // A quantifier the engine re-runs from every start position, each run O(n): quadratic over a long input.
      // Patterns built from pieces (`new RegExp(A + B)`) are checked once assembled.
      'regexp/no-super-linear-move': ['error', { report: 'certain', ignorePartial: true }],
      // Alternatives that can match the same text under a star backtrack exponentially.
      'regexp/no-dupe-disjunctions': ['error', { report: 'interesting', reportExponentialBacktracking: 'potential' }],
      // A pattern that cannot even be parsed would hide from every rule above.
      'regexp/no-invalid-regexp': 'error',
    },
  },
];
