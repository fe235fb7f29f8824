import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import '../index.ts';
import { builtPatterns, pattern } from './pattern.ts';

// The regex lint (eslint.config.mjs) proves each literal linear-time, but a pattern assembled from a piece another
// module exports (the weekdays, the kinds of events) is opaque to it. Every assembled pattern is linted here as the
// literal it amounts to, under the very rules of the repository's lint.

/** The repository's lint configuration, whose regex rules are applied. */
const CONFIG = new URL('../../../../eslint.config.mjs', import.meta.url).href;

async function lintAsLiterals(patterns: readonly RegExp[]): Promise<string[]> {
  const { default: config } = (await import(CONFIG)) as { default: Linter.Config[] };
  const regexRules = config.find((entry) => entry.plugins?.regexp);
  if (!regexRules) throw new Error('the regex rules are missing from eslint.config.mjs');
  const eslint = new ESLint({
    overrideConfigFile: true,
    overrideConfig: [{ ...regexRules, files: ['**/*.ts'] }],
  });
  const source = patterns.map((regex, index) => `export const p${index} = ${String(regex)};`).join('\n');
  const [result] = await eslint.lintText(source, { filePath: 'built-patterns.ts' });
  return (result?.messages ?? []).map((message) => {
    const regex = patterns[message.line - 1];
    return `${message.ruleId}: ${message.message} in ${String(regex).slice(0, 160)}`;
  });
}

describe('patterns assembled from pieces', () => {
  it('are all linear-time under the regex lint', async () => {
    const patterns = builtPatterns();
    // The reader builds dozens of them (weekdays, months, currencies, kinds of events): all are seen.
    expect(patterns.length).toBeGreaterThan(40);
    expect(await lintAsLiterals(patterns)).toEqual([]);
  }, 60_000);

  it('would name a super-linear one', async () => {
    const piece = String.raw`\s*`;
    const slow = pattern(String.raw`\d+${piece}\s*x`);
    const found = await lintAsLiterals([slow]);
    expect(found.join('\n')).toMatch(/super-linear/u);
  }, 60_000);

  it('would name a class of letters by case in a pattern that ignores case, and not one that keeps case', async () => {
    // Built here, not written as literals: the lint would stop this file.
    const built = (sources: readonly (readonly [string, string])[]) =>
      sources.map(([source, flags]) => new RegExp(source, flags));
    const ignoring = built([
      [String.raw`клуб\s+\p{Lu}`, 'iu'],
      [String.raw`(?:^|\s)[А-ЯЁ]\.`, 'i'],
    ]);
    const found = await lintAsLiterals(ignoring);
    expect(found).toHaveLength(2);
    expect(found.join('\n')).toMatch(/case-class-under-ignore-case/u);
    // In `/iu`, \p{Lu} is any letter: the very bug the rule is for.
    expect(ignoring[0]?.test('клуб рукоделия')).toBe(true);
    const kept = built([
      [String.raw`(?:[Кк]луб|КЛУБ)\s+\p{Lu}`, 'u'],
      [`[A-Za-z]+`, 'i'],
      [String.raw`\p{Lu}\p{Ll}+`, 'u'],
    ]);
    expect(await lintAsLiterals(kept)).toEqual([]);
    expect(kept[0]?.test('клуб рукоделия')).toBe(false);
    expect(kept[0]?.test('КЛУБ Реактор')).toBe(true);
  }, 60_000);
});
