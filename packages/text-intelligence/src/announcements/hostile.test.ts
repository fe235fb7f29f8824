import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AnnouncementExtraction } from '../contract.ts';
import { extract } from './test-support.ts';

// Whatever a post holds, the reader answers with drafts the contract accepts, and a title made of a post whose quotes
// are balanced keeps them balanced: the rules that put a show's, a programme's or a tour's name into a title, cut a
// list after a colon or name a match by its sides never cut inside a quoted name nor leave half of one.

/** Pieces a post is made of, the shapes the title rules look for among them, and hostile text. */
const piece = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(
    'ВЫСТАВКА',
    'Новогодние представления',
    'Торжественное открытие',
    'Для посетителей выставка открыта',
    'тур «Перемотка»',
    'хор «Лада» «Зимние песни»',
    'квест «Тайна»',
    '«Сокол» — «Буревестник»',
    'Соперник — «Металлург»',
    'первый домашний матч',
    'Ярмарка: мёд, туески, свистульки',
    'Лекция «Соль: как варили, чем торговали, кого кормили»',
    '📅 5 декабря, 19:00 — ',
    'В 14:00 — ',
    '12:00 «Репка», 0+; 18:00 «Лес», 16+',
    'отменён',
    'перенесём, дату сообщим',
    '5 и 12 декабря',
    'в 19:00',
    '300 ₽',
    '$&',
    "$'",
    '$1',
    '\r\n',
    '\n',
    '\uD800',
    '\uDFFF',
    ': ',
    ', ',
    '?',
  ),
);
const post = fc.array(piece, { maxLength: 24 }).map((pieces) => pieces.join(' '));

/** Whether every «, “ and " in a text is closed. */
const balanced = (text: string) =>
  (text.match(/«/gu)?.length ?? 0) === (text.match(/»/gu)?.length ?? 0) &&
  (text.match(/“/gu)?.length ?? 0) === (text.match(/”/gu)?.length ?? 0) &&
  (text.match(/"/gu)?.length ?? 0) % 2 === 0;

describe('the reader, on any post', () => {
  it('answers within the contract, and keeps a balanced post’s quotes balanced in its titles', async () => {
    await fc.assert(
      fc.asyncProperty(post, async (text) => {
        const read = await extract(text);
        expect(() => AnnouncementExtraction.parse(read)).not.toThrow();
        // «Лекция «Соль: …»» stays whole: no title of a post whose every quote is closed leaves one open.
        if (balanced(text))
          for (const event of read.events)
            expect(balanced(event.title.value ?? ''), event.title.value ?? '').toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('reads posts whose words repeat one letter thousands of times', { timeout: 60_000 }, async () => {
    // The dictionary lookup shortened every run of a repeated letter in every way: one such word held the reader for
    // minutes, and «о» 2,000 times ran it out of memory.
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('о', 'а', 'е', 'Оо', 'аа-'),
        fc.integer({ min: 100, max: 3000 }),
        fc.constantFrom('Концерт в ДК ', '5 декабря в 19:00 ', 'Вход 300 ₽, '),
        async (letters, n, around) => {
          const read = await extract(`${around}${letters.repeat(n).slice(0, n)} ${around}${letters.repeat(n)}`);
          expect(() => AnnouncementExtraction.parse(read)).not.toThrow();
        },
      ),
      { numRuns: 12 },
    );
  });

  it('reads posts of over 100,000 characters of the shapes the title rules look for', { timeout: 60_000 }, async () => {
    const lines =
      '📅 5 декабря, 19:00 — тур «Перемотка»: a, b, c\nСоперник — «Металлург»\nВЫСТАВКА\n«Соль земли»\nДля посетителей выставка открыта\n';
    const oneLine = 'Концерт хора «Лада» «Зимние песни»: а, б, в. $& ';
    for (const text of [lines.repeat(820), oneLine.repeat(2100)]) {
      expect(text.length).toBeGreaterThan(100_000);
      const read = await extract(text);
      expect(() => AnnouncementExtraction.parse(read)).not.toThrow();
    }
  });
});
