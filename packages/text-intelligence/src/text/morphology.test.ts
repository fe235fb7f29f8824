import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { dictionaryParses, lemmaOf, loadMorphology } from './morphology.ts';

beforeAll(() => loadMorphology());

describe('the dictionary', () => {
  it('gives the dictionary form of names in other cases', () => {
    expect(lemmaOf('самоваре')).toBe('самовар');
    expect(lemmaOf('планетария')).toBe('планетарий');
    expect(lemmaOf('трассе')).toBe('трасса');
  });

  it('keeps a word it does not know as typed', () => {
    expect(lemmaOf('баумана')).toBe('баумана');
  });

  it('looks up no string longer than any word, however it repeats its letters', () => {
    // With the analyser's defaults a run of one letter was shortened in every way: «о» 2,000 times ran out of memory.
    fc.assert(
      fc.property(
        fc.constantFrom('о', 'а', 'е', 'н', 'оа', 'ее-'),
        fc.integer({ min: 49, max: 4000 }),
        (letters, n) => {
          expect(dictionaryParses(letters.repeat(n).slice(0, n))).toEqual([]);
        },
      ),
      { numRuns: 30 },
    );
  });
});
