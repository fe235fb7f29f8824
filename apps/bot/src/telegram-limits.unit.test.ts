import { describe, expect, it } from 'vitest';
import { fitLines, fitText, quoteHtml } from './format.ts';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const FAMILY = '👨‍👩‍👧‍👦';
const unescapeHtml = (html: string) =>
  html.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');

describe('fitting answers to Telegram', () => {
  const lines = [
    '<b>Открыто рядом</b>',
    ...Array.from({ length: 12 }, (_, index) => `• <a href="https://x/${index}">${'🎉'.repeat(index * 7)}</a> — &amp;`),
  ];

  it('keeps whole lines within the limit, and says with «…» that some were left out', () => {
    const whole = lines.join('\n');
    for (let limit = 1; limit <= whole.length + 2; limit += 1) {
      const fitted = fitLines(lines, limit);
      expect(fitted.length, `limit ${limit}`).toBeLessThanOrEqual(limit);
      if (whole.length <= limit) {
        expect(fitted).toBe(whole);
        continue;
      }
      const kept = fitted.split('\n');
      expect(kept.at(-1)).toBe('…');
      // Every other line is one of the answer's, in order, untouched: no tag or entity is ever cut.
      expect(kept.slice(0, -1)).toEqual(lines.slice(0, kept.length - 1));
    }
  });

  it('cuts a plain message at whole characters and keeps its tail', () => {
    const tail = '\n\nhttps://mesto.example/place/x';
    for (const text of [`a${'🎉'.repeat(3000)}`, FAMILY.repeat(600), 'я'.repeat(5000), 'short']) {
      for (const limit of [64, 65, 100, 101, 4096]) {
        const fitted = fitText(text, tail, limit);
        expect(fitted.length).toBeLessThanOrEqual(limit);
        expect(fitted.endsWith(tail)).toBe(true);
        expect(LONE_SURROGATE.test(fitted)).toBe(false);
        const body = fitted.slice(0, -tail.length);
        expect(body === text || (body.endsWith('…') && text.startsWith(body.slice(0, -1)))).toBe(true);
      }
    }
  });

  it('quotes outside text cut before it is escaped: never half an entity or half a character', () => {
    for (let max = 2; max <= 40; max += 1) {
      const quoted = quoteHtml(`a&<"${'🎉'.repeat(30)}`, max);
      expect(LONE_SURROGATE.test(quoted)).toBe(false);
      expect(/&(?!(?:amp|lt|gt|quot);)/.test(quoted)).toBe(false);
      const shown = unescapeHtml(quoted);
      expect(shown.length).toBeLessThanOrEqual(max);
      expect(`a&<"${'🎉'.repeat(30)}`.startsWith(shown.replace(/…$/, ''))).toBe(true);
    }
  });
});
