import { describe, expect, it } from 'vitest';
import { matchForm, normaliseRu, stemRu } from './normalise.ts';
import { similarity, trigrams, windowSimilarity } from './trigram.ts';

describe('Russian normalisation', () => {
  it('ignores case, ё and punctuation', () => {
    expect(normaliseRu('  Ёлки-Палки!  «Переплёт» ')).toBe('елки палки переплет');
  });

  it('gives the inflected forms of a name one stem', () => {
    expect(matchForm('в «Синкопе»')).toBe(matchForm('Синкопа').replace(/^/, 'в '));
    expect(stemRu('чкалову')).toBe(stemRu('чкалов'));
    expect(stemRu('волжской')).toBe(stemRu('волжская'));
    expect(stemRu('бар')).toBe('бар');
  });
});

describe('trigram similarity', () => {
  it('computes what pg_trgm computes', () => {
    expect([...trigrams('cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat']);
    // pg_trgm's documented example: similarity('word', 'words') = 0.571429.
    expect(similarity('word', 'words')).toBeCloseTo(4 / 7, 5);
    expect(similarity('Синкопа', 'синкопа')).toBe(1);
    expect(similarity('джаз', 'театр')).toBe(0);
  });

  it('finds a name inside a longer phrase, and only at its start when anchored', () => {
    expect(windowSimilarity('волжская', 'двор волжская пивоварня')).toBe(1);
    expect(windowSimilarity('волжская', 'нижне волжская набережная')).toBe(1);
    expect(windowSimilarity('волжская', 'нижне волжская набережная', { anchored: true })).toBeLessThan(0.7);
    expect(windowSimilarity('хмель', 'хмель презентация новой варки', { anchored: true })).toBe(1);
  });
});
