// ESLint runs beside Biome for what Biome cannot do: proving that no regular expression of ours backtracks
// super-linearly (ReDoS), since a pattern that takes quadratic time on 20,000 characters of user text holds the event
// loop for seconds; and keeping the clock out of the first render of server-rendered components, which hydrate at
// another moment than the server rendered them. Biome stays the linter and formatter of everything else; no other
// rule is on here. `pnpm lint` runs both.
import tsParser from '@typescript-eslint/parser';
import regexp from 'eslint-plugin-regexp';

/**
 * A class of letters by case (`\p{Lu}`, `\p{Ll}`, `[А-ЯЁ]`) in a pattern with the `i` flag matches letters of either
 * case: `/клуб\s+\p{Lu}/iu` meant «клуб Реактор» and matched «клуб рукоделия» too. A pattern that tells capitals
 * apart drops the flag and spells its words' cases (`[Кк]луб|КЛУБ`): a group that keeps case, `(?-i:…)`, needs
 * Node 23, and we run on 22; one that does not tell capitals apart writes `\p{L}`.
 */
const CASE_CLASS = /\\[pP]\{(?:Lu|Ll|Lt|Uppercase_Letter|Lowercase_Letter|Upper|Lower)\}/u;
/** An upper-case range with no lower-case one beside it: `[А-ЯЁ]` alone. */
const UPPER_RANGES = [
  ['A-Z', 'a-z'],
  ['А-Я', 'а-я'],
];
const caseClassUnderIgnoreCase = {
  meta: {
    type: 'problem',
    docs: { description: 'A letter class by case in a pattern that ignores case' },
    messages: {
      caseClass:
        "A class of letters by case ({{found}}) in a pattern with the i flag matches either case: drop the flag and spell the words' cases, or write \\p{L}.",
    },
    schema: [],
  },
  create(context) {
    return {
      Literal(node) {
        if (!node.regex?.flags.includes('i')) return;
        const source = node.regex.pattern;
        const found =
          CASE_CLASS.exec(source)?.[0] ??
          UPPER_RANGES.find(([upper, lower]) => source.includes(upper) && !source.includes(lower))?.[0];
        if (found) context.report({ node, messageId: 'caseClass', data: { found } });
      },
    };
  },
};
const local = { rules: { 'case-class-under-ignore-case': caseClassUnderIgnoreCase } };

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
    plugins: { regexp, local },
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
      // `\p{Lu}` under the i flag is any letter: a capital the pattern means to see is not seen.
      'local/case-class-under-ignore-case': 'error',
    },
  },
  {
    // Components of the server-rendered site read the time through useNow() (@mesto/app-shell): the server's moment
    // while the page hydrates, then the browser's clock. A render that reads the clock itself shows another text in
    // the browser than the server sent («только что» and «2 минуты назад», «Сегодня» and «Завтра»), and React throws
    // the page's HTML away (error #418). Event handlers and effects may read the clock, with a disable comment saying
    // so. e2e/server-render.spec.ts hydrates every public page with the browser's clock a day off.
    files: ['apps/visitor/src/**/*.tsx', 'packages/app-shell/src/**/*.tsx', 'packages/ui/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Read the time with useNow() of @mesto/app-shell: a render must not read the clock itself.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read the time with useNow() of @mesto/app-shell: a render must not read the clock itself.',
        },
      ],
    },
  },
];
