import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinLines, LINE_MAX, linesOf } from './lines.ts';

// Any text at all: every Unicode character (lone surrogates included), CR LF, and lines far longer than a post's.
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 3000 }),
  fc
    .array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.constantFrom('\n', '\r\n', ' ', '. ', ', ')), {
      maxLength: 400,
    })
    .map((parts) => parts.join('')),
  fc
    .tuple(fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 5000 }))
    .map(([piece, times]) => piece.repeat(times)),
);

describe('the lines of a text', () => {
  it('are the text itself, each at its offset, none longer than LINE_MAX, every line break kept', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const lines = linesOf(text);
        lines.forEach((line, index) => {
          expect(line.index).toBe(index);
          expect(line.text.length).toBeLessThanOrEqual(LINE_MAX);
          expect(text.slice(line.start, line.start + line.text.length)).toBe(line.text);
        });
        // Pieces of one line follow each other; a line break (and a CR before it) lies between lines.
        const joined = lines
          .map((line, index) => {
            const next = lines[index + 1];
            return next === undefined ? line.text : text.slice(line.start, next.start);
          })
          .join('');
        expect(joined).toBe(text.endsWith('\r') ? text.slice(0, -1) : text);
        // No piece starts inside a character: a lone surrogate appears only where the text had one.
        for (const line of lines.slice(1)) {
          const first = line.text.charCodeAt(0);
          const before = text.charCodeAt(line.start - 1);
          const splitsPair = first >= 0xdc00 && first <= 0xdfff && before >= 0xd800 && before <= 0xdbff;
          expect(splitsPair).toBe(false);
        }
        // Joined back, the lines are the text without its CRs.
        expect(joinLines(lines)).toBe(text.replace(/\r(?=\n|$)/g, ''));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps an emoji whole in a line of nothing else', () => {
    for (const emoji of ['🎉', '👨‍👩‍👧‍👦']) {
      const text = `a${emoji.repeat(3000)}`;
      const lines = linesOf(text);
      expect(lines.length).toBeGreaterThan(1);
      for (const line of lines) expect(line.text.replaceAll(emoji, '').replace(/^a/u, '')).toBe('');
      expect(joinLines(lines)).toBe(text);
    }
  });

  it('cuts an overlong line after a sentence where it can, and leaves a real post’s lines whole', () => {
    const sentence = 'Концерт в «Синкопе» начнётся в 19:00, билеты 500 ₽. ';
    const long = sentence.repeat(60);
    const pieces = linesOf(long);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces.slice(0, -1)) expect(piece.text.endsWith('. ')).toBe(true);
    expect(linesOf(`${sentence.repeat(10)}\nвторая строка`).map((line) => line.text)).toEqual([
      sentence.repeat(10),
      'вторая строка',
    ]);
  });
});
