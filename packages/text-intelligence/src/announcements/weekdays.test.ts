import { describe, expect, it } from 'vitest';
import { WEEKDAY, WEEKDAY_NAMES, WEEKDAYS_EVERY, weekdayOf } from './weekdays.ts';

describe('weekdays', () => {
  it('tells the day of the week of each way a post writes it, Sunday first', () => {
    const cases: [string, number][] = [
      ['воскресенье', 0],
      ['воскресенья', 0],
      ['Вс', 0],
      ['воскресный', 0],
      ['понедельник', 1],
      ['понедельникам', 1],
      ['ВТ', 2],
      ['вторника', 2],
      ['среду', 3],
      ['средам', 3],
      ['чт', 4],
      ['четвергам', 4],
      ['пятнице', 5],
      ['пятничный', 5],
      ['субботу', 6],
      ['субботний', 6],
      ['сб', 6],
    ];
    for (const [word, day] of cases) expect(weekdayOf(word), word).toBe(day);
    expect(weekdayOf('четверть')).toBe(-1);
    expect(weekdayOf('вечер')).toBe(-1);
  });

  it('gives alternations that match whole words only where they are bounded', () => {
    const word = new RegExp(`^(?:${WEEKDAY})$`, 'iu');
    for (const text of ['пятница', 'пятницу', 'пятницы', 'Сб', 'воскресенье', 'среде'])
      expect(word.test(text), text).toBe(true);
    for (const text of ['пятницам', 'суббота!', 'сбор', 'средний']) expect(word.test(text), text).toBe(false);
    expect(new RegExp(`^(?:${WEEKDAYS_EVERY})$`, 'iu').test('по четвергам'.slice(3))).toBe(true);
    expect(new RegExp(`^(?:${WEEKDAY_NAMES})$`, 'iu').test('вт')).toBe(false);
  });
});
