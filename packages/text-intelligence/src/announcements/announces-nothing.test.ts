import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { announcesNothing } from './announces-nothing.ts';

// Posts written for these tests in the ways venues write them; none is taken from a set.

/** Posts that tell of nothing to go to, one of each kind. */
const NOTHING = {
  thanks:
    'Спасибо всем, кто пришёл вчера на вечер романса! 🌹\nЗал был полон, пели до последнего. Фотографии — в альбоме группы.',
  thanksOpeningAddress: 'Друзья, огромное спасибо за тёплый вечер! Вы лучшие ❤️',
  volunteers:
    'Благодарим всех, кто в воскресенье вышел на уборку парка! 🌳\nСобрали 25 мешков мусора и покрасили забор у пруда.',
  walkthrough: 'Вот так прошла ярмарка ремёсел 📸\nСорок мастеров, тысяча гостей и очень много пряников. Спасибо всем!',
  yesterday:
    'Вчера в галерее открылась выставка акварели. Пришло больше восьмидесяти человек — спасибо, что были с нами!',
  photos: 'Фотоотчёт с новогоднего утренника — в альбоме. До новых встреч!',
  results:
    '🏆 Итоги городского конкурса рисунка «Моя улица»\n1 место — Ира Соколова, 2 место — Петя Лебедев.\nПоздравляем победителей! Грамоты можно забрать в библиотеке.',
  vacancy:
    'Требуется администратор в клуб 🎧\nГрафик 2/2, с 18:00 до 02:00. Зарплата от 40 000 ₽.\nРезюме — в личные сообщения или по тел. 8-900-123-45-67.',
  vacancyTeam:
    'Ищем в команду повара 🍳\nОфициальное трудоустройство, пн–пт с 10 до 19. Ждём ваши резюме на почту cafe@mail.ru.',
  vacancyHeading: 'ВАКАНСИЯ\nМузею нужен смотритель залов. Полный день, оклад 30 000 р. Звоните: 8 (800) 1-23-45.',
  hours:
    'Режим работы библиотеки в праздники\n31 декабря — 3 января — выходные дни.\nС 4 по 7 января работаем с 11:00 до 17:00.\nС 8 января — в обычном режиме.',
  scheduleChange:
    'Друзья, с 1 марта меняется наш график: по вторникам открываемся в 14:00, в остальные дни — с 10:00. Ждём вас!',
  teaser: 'Весной в клубе — большой гость, имени пока не можем назвать 🤫 Следите за анонсами!',
} as const;

/** What an announcement adds to a post: a day, a time, an invitation, a ticket, a word of the future. */
const COMING_TAILS = [
  'А 12 декабря ждём вас на новом вечере!',
  'Следующая встреча — 5 декабря в 18:00.',
  'Приходите!',
  'Билеты: https://tickets.example.ru/evening',
  'Начало в 19:00.',
  'Концерт состоится 20 декабря.',
  'В субботу будет мастер-класс по лепке.',
  'В эту пятницу — квиз.',
  'Завтра — лекция о северном модерне.',
  '20 декабря — новогодний концерт хора.',
  'Новогодний бал — 27.12, 18:00.',
  'В воскресенье играем снова.',
  '31-го — новогодняя дискотека!',
  'Записаться: 8-900-000-00-00',
  'В январе — большой джазовый вечер.',
  'Вход свободный.',
  'Увидимся на катке!',
  'Сбор у входа в 10 утра.',
  'Ёлка для малышей — 28 декабря',
  'Сегодня вечером — джем-сейшн',
  'Спектакль покажем ещё раз 9 января',
  'Продолжение — через неделю',
  'В конце января — отчётный концерт студии',
  'Выставка открыта до 30 января.',
  'Бронь столов по телефону 8-900-111-22-33',
  'Впереди — турнир по шашкам.',
  'Места ограничены!',
  'Репетиция хора — в 18-30.',
] as const;

describe('a post that tells of nothing to go to', () => {
  it.each(Object.entries(NOTHING))('is read so: %s', (_kind, text) => {
    expect(announcesNothing(text)).toBe(true);
  });
});

describe('a post that announces something', () => {
  it.each([
    // A report followed by what is next.
    'Спасибо всем, кто пришёл вчера на квиз! Победили «Совы». А 12 декабря ждём вас на новогодней игре!',
    'Вот так прошёл наш первый вечер настолок 🎲\nСледующая встреча — 5 декабря в 18:00, приходите!',
    'Фотоотчёт с ярмарки — в альбоме. Следующая ярмарка пройдёт перед Новым годом.',
    'Благодарим всех, кто был на премьере! Спектакль повторим 14 января в 18:00, билеты — на сайте театра.',
    'Итоги турнира по шахматам: первое место — Андрей Белов. Новый турнир стартует в субботу, начало в 11:00.',
    'Вчера отыграли первый концерт тура. Сегодня — Тверь, клуб «Подвал», 20:00.',
    // A thank-you inside an announcement.
    'Спасибо, что вы с нами пять лет! 5 декабря празднуем день рождения кофейни: торт, музыка и конкурсы.',
    'Спасибо за поддержку! Лекция о Блоке — в четверг в библиотеке.',
    // A vacancy-like call for an event.
    'Требуются волонтёры на городской забег 17 мая. Сбор в 8:00 у стадиона.',
    // Hours lines of an exhibition, which is what the post announces.
    'Режим работы выставки «Зимний сад»: с 5 декабря по 20 января, вт–вс 10:00–18:00.',
    'Выставка «Лён и глина» открыта с 1 по 30 декабря.\nЧасы работы: ср–вс 11:00–19:00.',
    'Режим работы в новогоднюю ночь: работаем до утра, в программе — дискотека и салют.',
    'Режим работы кафе. С 1 декабря меняется наш график: теперь по пятницам — стендап.',
    // A teaser that gives its day after all.
    'Скоро — концерт, о котором пока не можем рассказать. Дата: 14 февраля. Следите за анонсами!',
    // Announcements that report nothing at all.
    'Концерт камерного оркестра — 14 декабря в 19:00, Дом музыки. Билеты от 500 ₽.',
    'В субботу в ДК — танцевальный вечер для тех, кому за 40.',
  ])('is not read as nothing: %s', (text) => {
    expect(announcesNothing(text)).toBe(false);
  });

  it('stays an announcement whatever of the future is added to a report, before it, after it or on its line', () => {
    const read: string[] = [];
    for (const report of Object.values(NOTHING)) {
      for (const tail of COMING_TAILS) {
        for (const joined of [`${report}\n${tail}`, `${report} ${tail}`, `${tail}\n\n${report}`]) {
          if (announcesNothing(joined)) read.push(joined);
        }
      }
    }
    expect(read).toEqual([]);
  });

  it('is not a post of no words of its own', () => {
    expect(announcesNothing('')).toBe(false);
    expect(announcesNothing('🎉🎉🎉')).toBe(false);
    expect(announcesNothing('Скоро расскажем кое-что интересное!')).toBe(false);
  });
});

describe('any text', () => {
  const piece = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.constantFrom(
      'Спасибо всем',
      'Вот так прошёл',
      'Итоги',
      'Требуется',
      'Режим работы',
      'вчера',
      'прошёл',
      ' 12 декабря',
      ' в 19:00',
      'с 10:00 до 18:00',
      'пн–пт',
      ' ждём ',
      '.',
      '!',
      ', ',
      ' — ',
      '\n',
      '\r\n',
      '\uD800',
    ),
  );
  const anyText = fc.oneof(
    fc.array(piece, { maxLength: 80 }).map((parts) => parts.join('')),
    fc
      .tuple(fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 3000 }))
      .map(([part, times]) => part.repeat(times)),
  );

  it('is answered with a yes or a no, never an error', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(typeof announcesNothing(text)).toBe('boolean');
      }),
    );
  });

  // No clock here (a loaded machine would make it flaky): an expression that backtracks on one of these shapes takes
  // minutes over 20,000 characters, past the test's own time limit, where a linear one takes milliseconds.
  it('is answered for 20,000 characters of each shape the expressions look for, repeated', () => {
    const shapes = [
      'Спасибо всем, кто пришёл',
      ' ',
      '1',
      '1 ',
      'в 1',
      'с 1 до 1 ',
      '12.',
      'вчера прошёл ',
      'ждём вас ',
      '—',
      'а',
      'Режим работы: с 10 по ',
      'Требуется ',
      'пн–',
      'example.',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...shapes), fc.constantFrom('', '\n', '. ', ', '), (shape, glue) => {
        const unit = `${shape}${glue}`;
        const text = `${NOTHING.thanks} ${unit.repeat(Math.ceil(20_000 / unit.length))}`.slice(0, 20_000);
        expect(typeof announcesNothing(text)).toBe('boolean');
      }),
      { numRuns: 60 },
    );
  });
});
