import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceText, escapeHtml, link, whenText } from './format.ts';

describe('answer formatting', () => {
  const now = new Date('2026-11-26T12:00:00Z'); // 15:00 in Moscow

  it('says when by the event’s own clock: today, tomorrow, a date, a date of another year', () => {
    expect(whenText('2026-11-26T16:00:00Z', 'Europe/Moscow', now)).toBe('сегодня, 19:00');
    expect(whenText('2026-11-26T23:30:00Z', 'Europe/Moscow', now)).toBe('завтра, 02:30');
    expect(whenText('2026-11-26T16:00:00Z', 'Asia/Yekaterinburg', now)).toBe('сегодня, 21:00');
    expect(whenText('2026-12-05T16:00:00Z', 'Europe/Moscow', now)).toBe('5 декабря, 19:00');
    expect(whenText('2030-11-25T16:00:00Z', 'Europe/Moscow', now)).toMatch(/^25 ноября 2030( г\.)?, 19:00$/);
  });

  it('gives distances in metres up to a kilometre, then in kilometres', () => {
    expect(distanceText(0.004)).toBe('10 м');
    expect(distanceText(0.347)).toBe('350 м');
    expect(distanceText(1.26)).toBe('1,3 км');
  });

  it('escapes what outside text could make into markup', () => {
    expect(escapeHtml('<b>Бар & кухня</b>')).toBe('&lt;b&gt;Бар &amp; кухня&lt;/b&gt;');
  });

  it('any outside text, escaped, is read back by Telegram exactly, between tags and in an attribute', () => {
    const unescapeHtml = (html: string) =>
      html.replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[name] ?? '');
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc
        .array(fc.constantFrom('<', '>', '&', '"', "'", '&amp;', '</a>', '<b>', '$&', '\r\n', 'ё', '🎉'), {
          maxLength: 20,
        })
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(text, text, (name, href) => {
        const escaped = escapeHtml(name);
        expect(escaped).not.toMatch(/[<>"]|&(?!(?:amp|lt|gt|quot);)/);
        expect(unescapeHtml(escaped)).toBe(name);
        // One element, whose attribute comes back as given.
        const answer = link(`https://gorod.example/place/${href}`, name);
        const parsed = /^<a href="([^"<>]*)">([^<>]*)<\/a>$/.exec(answer);
        expect(parsed, answer).not.toBeNull();
        expect(unescapeHtml(parsed?.[1] ?? '')).toBe(`https://gorod.example/place/${href}`);
      }),
    );
  });
});
