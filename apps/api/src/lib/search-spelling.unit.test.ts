import { describe, expect, it } from 'vitest';
import { cyrillicOfLatin, latinOf, latinPattern, splitsOf } from './search-spelling.ts';

describe('how people spell what they search for', () => {
  it('reads Latin letters as transliterated Russian, by the common usage', () => {
    expect(cyrillicOfLatin('pianino bar')).toBe('пианино бар');
    expect(cyrillicOfLatin('kofeynya zerno')).toBe('кофейня зерно');
    expect(cyrillicOfLatin('shchi khachapuri')).toBe('щи хачапури');
    expect(cyrillicOfLatin('kuznetsova')).toBe('кузнецова');
    expect(cyrillicOfLatin('dmitry')).toBe('дмитрий');
    expect(cyrillicOfLatin('ryba')).toBe('рыба');
    expect(cyrillicOfLatin('ekskursiya')).toBe('экскурсия');
    expect(cyrillicOfLatin('plyonka')).toBe('пленка');
    expect(cyrillicOfLatin('бар chkalov')).toBe('бар чкалов');
    expect(cyrillicOfLatin('jazz club')).toBe('джазз клуб');
    expect(cyrillicOfLatin('tatjana')).toBe('татяна');
    expect(cyrillicOfLatin('кофейня')).toBeNull();
  });

  it('spells a Cyrillic word as the Latin it may stand for, English spelling included', () => {
    const matches = (cyrillic: string, latin: string) => new RegExp(latinPattern(cyrillic) ?? '^$').test(latin);
    expect(matches('кофи', 'coffee')).toBe(true);
    expect(matches('хаус', 'house')).toBe(true);
    expect(matches('бразерс', 'brothers')).toBe(true);
    expect(matches('лаундж', 'lounge')).toBe(true);
    expect(matches('тайм', 'time')).toBe(true);
    expect(matches('джаз', 'jazz')).toBe(true);
    expect(matches('гриль', 'grill')).toBe(true);
    expect(matches('кофейня', 'kofeynya')).toBe(true);
    expect(matches('хаус', 'horse')).toBe(false);
    expect(matches('кофи', 'copy')).toBe(false);
    // Too short to say, not Cyrillic, or too long to be a name's word: no pattern at all.
    expect(latinPattern('ух')).toBeNull();
    expect(latinPattern('bar')).toBeNull();
    expect(latinPattern('е'.repeat(200))).toBeNull();
    // Only letters and the regular expression's own syntax, whatever the word.
    expect(latinPattern('щёкотно'.replace('ё', 'е'))).toMatch(/^\^[a-z|()?]+e\?\$$/);
    expect(latinOf('хаус')).toBe('hous');
  });

  it('lists the ways a word splits in two', () => {
    expect(splitsOf('суперфуд')).toEqual([
      ['суп', 'ерфуд'],
      ['супе', 'рфуд'],
      ['супер', 'фуд'],
    ]);
    expect(splitsOf('кафе')).toEqual([]);
  });
});
