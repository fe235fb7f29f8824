import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cutText, cutTextEnd, ELLIPSIS } from './text-cut.ts';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (text: string) => !LONE_SURROGATE.test(text);
const graphemesOf = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);

const FAMILY = '👨‍👩‍👧‍👦';
const FLAG = '🇷🇺';
/** «й» written as «и» and a combining breve: one letter, two code units. */
const SHORT_I = 'и\u0306';

// Whole user text: graphemes (flags, families, accents), raw code units with lone surrogates, and long emoji runs.
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme-composite', maxLength: 30 }),
  fc
    .tuple(fc.constantFrom('🎉', FAMILY, FLAG, SHORT_I, 'я', ' '), fc.integer({ min: 1, max: 400 }))
    .map(([piece, times]) => piece.repeat(times)),
);
const wellFormedText = anyText.filter(wellFormed);
const maxArbitrary = fc.integer({ min: 0, max: 120 });
const ellipsisArbitrary = fc.constantFrom<boolean | string | undefined>(undefined, false, true, '...', ' [далее]');

const ellipsisOf = (option: boolean | string | undefined) => (option === true ? ELLIPSIS : option || '');

describe('cutText', () => {
  it('never returns more than max UTF-16 units, ellipsis included', () => {
    fc.assert(
      fc.property(anyText, maxArbitrary, ellipsisArbitrary, (text, max, ellipsis) => {
        expect(cutText(text, max, { ellipsis }).length).toBeLessThanOrEqual(max);
      }),
    );
  });

  it('returns a beginning of the text (and the ellipsis when it cut and the ellipsis fits)', () => {
    fc.assert(
      fc.property(anyText, maxArbitrary, ellipsisArbitrary, (text, max, option) => {
        const cut = cutText(text, max, { ellipsis: option });
        const ellipsis = ellipsisOf(option);
        if (text.length <= max) return void expect(cut).toBe(text);
        const marked = ellipsis !== '' && ellipsis.length <= max;
        if (marked) expect(cut.endsWith(ellipsis)).toBe(true);
        const kept = marked ? cut.slice(0, cut.length - ellipsis.length) : cut;
        expect(text.startsWith(kept)).toBe(true);
      }),
    );
  });

  it('never leaves half a character: no lone surrogate out of well-formed text', () => {
    fc.assert(
      fc.property(wellFormedText, maxArbitrary, ellipsisArbitrary, (text, max, ellipsis) => {
        expect(wellFormed(cutText(text, max, { ellipsis }))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent: a cut text is not cut again', () => {
    fc.assert(
      fc.property(anyText, maxArbitrary, ellipsisArbitrary, (text, max, ellipsis) => {
        const once = cutText(text, max, { ellipsis });
        expect(cutText(once, max, { ellipsis })).toBe(once);
      }),
    );
  });

  it('keeps whole graphemes, as many as fit, when the first one fits', () => {
    fc.assert(
      fc.property(wellFormedText, fc.integer({ min: 1, max: 120 }), (text, max) => {
        const cut = cutText(text, max);
        const all = graphemesOf(text);
        if (text.length <= max || (all[0] ?? '').length > max) return;
        const kept = graphemesOf(cut);
        expect(kept).toEqual(all.slice(0, kept.length));
        // Maximal: the next grapheme would not have fitted.
        expect(cut.length + (all[kept.length] ?? '').length).toBeGreaterThan(max);
      }),
      { numRuns: 500 },
    );
  });

  it('does not split emoji, flags, families or a letter from its accent', () => {
    expect(cutText('🎉'.repeat(10_000), 4999)).toBe('🎉'.repeat(2499));
    expect(cutText(`a${'🎉'.repeat(10)}`, 4)).toBe('a🎉');
    expect(cutText(FLAG.repeat(3), 7)).toBe(FLAG);
    expect(cutText(`ok ${FAMILY.repeat(3000)}`, 20)).toBe(`ok ${FAMILY}`);
    expect(cutText(`${SHORT_I}${SHORT_I}`, 3)).toBe(SHORT_I);
  });

  it('keeps what it can of a single grapheme longer than max, at a code-point boundary', () => {
    expect(cutText(FAMILY, 4)).toBe('👨\u200d');
    expect(cutText(FAMILY, 3)).toBe('👨\u200d');
    expect(cutText(`e${'\u0301'.repeat(500)}`, 200)).toBe(`e${'\u0301'.repeat(199)}`);
  });

  it('adds the ellipsis after the last whole word piece, without trailing spaces', () => {
    expect(cutText('Концерт в клубе', 10, { ellipsis: true })).toBe('Концерт в…');
    expect(cutText('🎉🎉🎉', 4, { ellipsis: true })).toBe('🎉…');
    expect(cutText('🎉🎉🎉', 2, { ellipsis: true })).toBe('…');
    expect(cutText('🎉🎉🎉', 0, { ellipsis: true })).toBe('');
    expect(cutText('abcdef', 2, { ellipsis: '...' })).toBe('ab');
    expect(cutText('abc', 3, { ellipsis: true })).toBe('abc');
  });

  it('leaves text that fits untouched, lone surrogates included (refusing them is not its job)', () => {
    expect(cutText('a\uD83C', 2)).toBe('a\uD83C');
    expect(cutText('a\uD83C', 1)).toBe('a');
    expect(cutText('abc', -5)).toBe('');
    expect(cutText('abc', 2.9)).toBe('ab');
  });
});

describe('cutTextEnd', () => {
  it('returns an end of the text within max units, idempotently', () => {
    fc.assert(
      fc.property(anyText, maxArbitrary, (text, max) => {
        const cut = cutTextEnd(text, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(text.endsWith(cut)).toBe(true);
        expect(cutTextEnd(cut, max)).toBe(cut);
        if (text.length <= max) expect(cut).toBe(text);
      }),
    );
  });

  it('never starts with half a character', () => {
    fc.assert(
      fc.property(wellFormedText, maxArbitrary, (text, max) => {
        expect(wellFormed(cutTextEnd(text, max))).toBe(true);
      }),
      { numRuns: 500 },
    );
    expect(cutTextEnd('🎉'.repeat(10_000), 4999)).toBe('🎉'.repeat(2499));
    expect(cutTextEnd(`${FLAG.repeat(3)}`, 7)).toBe(FLAG);
    expect(cutTextEnd(`${FAMILY}x`, 5)).toBe('x');
    expect(cutTextEnd(FAMILY, 5)).toBe('👧\u200d👦');
  });
});

describe('without Intl.Segmenter (older browsers)', () => {
  const original = Intl.Segmenter;
  afterEach(() => {
    (Intl as { Segmenter?: unknown }).Segmenter = original;
    vi.resetModules();
  });

  it('still cuts at code points: within max, a beginning, never a lone surrogate', async () => {
    (Intl as { Segmenter?: unknown }).Segmenter = undefined;
    vi.resetModules();
    const fallback = await import('./text-cut.ts');
    fc.assert(
      fc.property(wellFormedText, maxArbitrary, ellipsisArbitrary, (text, max, ellipsis) => {
        const cut = fallback.cutText(text, max, { ellipsis });
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(wellFormed(cut)).toBe(true);
        const end = fallback.cutTextEnd(text, max);
        expect(end.length).toBeLessThanOrEqual(max);
        expect(wellFormed(end)).toBe(true);
        expect(text.endsWith(end)).toBe(true);
      }),
      { numRuns: 500 },
    );
    expect(fallback.cutText('a🎉', 2)).toBe('a');
  });
});
