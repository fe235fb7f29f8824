// The product's vocabulary, checked over every source file whose text people read (apps and packages, not tests,
// stories or the demo city's content, which people of the city wrote): a person's review of a place or an event is
// «мнение» everywhere — the site, the panel, the bot's and the API's messages — and a business's reply to one is
// «ответ». Mixing in «отзыв» («Текст отзыва» beside «Ваше мнение») read as two different things.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

/**
 * Demo and fixture texts written as people of the city would write them: their words are theirs. So are the
 * evaluation sets of text intelligence (posts and opinions as people write them) and the words its opinion analyser
 * recognises in them («отзывчивый» staff): nobody reads those as the product's own.
 */
const PEOPLES_OWN_WORDS = [
  /\/api\/src\/demo\//,
  /search-fixture\.ts$/,
  /\/testing\//,
  /\/fixtures?\//,
  /\/text-intelligence\/src\/evaluation\//,
  /\/text-intelligence\/src\/opinions\/lexicon\.ts$/,
];

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|unit\.test|stories)\.tsx?$/.test(entry.name)) yield path;
  }
}

it('says «мнение» for a review everywhere people read it, never «отзыв»', () => {
  const found: string[] = [];
  let files = 0;
  for (const group of ['apps', 'packages']) {
    for (const project of readdirSync(join(root, group))) {
      let src: string;
      try {
        src = join(root, group, project, 'src');
        readdirSync(src);
      } catch {
        continue;
      }
      for (const file of sources(src)) {
        const path = relative(root, file);
        if (PEOPLES_OWN_WORDS.some((pattern) => pattern.test(`/${path}`))) continue;
        files += 1;
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (line.toLowerCase().includes('отзыв')) found.push(`${path}:${index + 1}: ${line.trim()}`);
          });
      }
    }
  }
  expect(files).toBeGreaterThan(300);
  expect(found).toEqual([]);
});
