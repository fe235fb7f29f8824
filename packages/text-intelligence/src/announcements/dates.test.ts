import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE } from '../contract.ts';
import { durationMinutes, mentionsOf } from './dates.ts';
import { draft, extract } from './test-support.ts';

// Published on Friday 20 November 2026, 12:00 in Moscow, unless a test says otherwise.

describe('dates and times of an announcement', () => {
  it('reads «25 ноября в 19:00» in the zone, with the span it came from', async () => {
    const event = await draft('Концерт\n25 ноября в 19:00');
    expect(event.startsAt.value).toBe('2026-11-25T19:00:00+03:00');
    expect(event.startsAt.span?.text).toBe('25 ноября в 19:00');
    expect(event.startsAt.source).toBe('text');
    expect(event.startsAt.confidence).toBeGreaterThanOrEqual(0.8);
    expect(event.endsAt.value).toBeNull();
  });

  it('reads an hour in words with the part of the day, and never «два дня» alone as an hour', async () => {
    expect((await draft('Концерт 25 ноября, начало в девять вечера')).startsAt.value).toBe('2026-11-25T21:00:00+03:00');
    expect((await draft('Лекция 25 ноября в два дня')).startsAt.value).toBe('2026-11-25T14:00:00+03:00');
    expect((await draft('Йога 25 ноября в семь утра')).startsAt.value).toBe('2026-11-25T07:00:00+03:00');
    const festival = await draft('Фестиваль 25 ноября, два дня музыки');
    expect(festival.startsAt.value).toBe('2026-11-25T00:00:00+03:00');
    expect(festival.startTimeKnown).toBe(false);
  });

  it('takes the time of a day named again later with one, as one event', async () => {
    const { events } = await extract(
      'Вечер стихов\n25 ноября — день рождения поэта. Читаем всё, что вы принесёте.\n25.11, 19:00, Ленина, 5',
    );
    expect(events.map((event) => event.startsAt.value)).toEqual(['2026-11-25T19:00:00+03:00']);
  });

  it('reads a digest headed by a run of days as the events of each day', async () => {
    const { events } = await extract(
      'КУДА ПОЙТИ: 27–29 ноября\nПт 27.11 — панк-вечер «Три аккорда», 21:00\nСб 28.11 — встреча с поэтом, 17:00\nВс 29.11 — открытие катка, 16:00',
    );
    expect(events.map((event) => event.startsAt.value)).toEqual([
      '2026-11-27T21:00:00+03:00',
      '2026-11-28T17:00:00+03:00',
      '2026-11-29T16:00:00+03:00',
    ]);
  });

  it('is surest of a full date with its year, less of a missing year, less still of a weekday', async () => {
    const full = await draft('Концерт 25.11.2026 в 19:00');
    const noYear = await draft('Концерт 25 ноября в 19:00');
    const weekday = await draft('Концерт в эту пятницу в 19:00', '2026-11-23T09:00:00Z');
    expect(full.startsAt.value).toBe('2026-11-25T19:00:00+03:00');
    expect(weekday.startsAt.value).toBe('2026-11-27T19:00:00+03:00');
    expect(full.startsAt.confidence).toBeGreaterThan(noYear.startsAt.confidence);
    expect(noYear.startsAt.confidence).toBeGreaterThan(weekday.startsAt.confidence);
  });

  it('reads a weekday that starts a sentence inside a line, and a weekday line’s number as its day', async () => {
    // Monday 23 November 2026: «Воскресенье» is the 29th.
    const inside = await draft(
      'Играем в баре на Ленина, 58. Воскресенье, 18:00. Вход свободный',
      '2026-11-23T09:00:00Z',
    );
    expect(inside.startsAt.value).toBe('2026-11-29T18:00:00+03:00');
    const led = await draft('Пятница, 27\nДжаз, начало в 20:00', '2026-11-23T09:00:00Z');
    expect(led.startsAt.value).toBe('2026-11-27T20:00:00+03:00');
  });

  it('reads «завтра» by the day in the place’s zone, not in UTC', async () => {
    // 22:30 UTC on the 21st is already 01:30 on the 22nd in Moscow: tomorrow is the 23rd.
    const event = await draft('Завтра в 20:00 джем', '2026-11-21T22:30:00Z');
    expect(event.startsAt.value).toBe('2026-11-23T20:00:00+03:00');
  });

  it('takes a date without a year as the next such date on or after the day of publishing', async () => {
    expect((await draft('Ёлка\n5 января в 18:00', '2026-12-30T09:00:00Z')).startsAt.value).toBe(
      '2027-01-05T18:00:00+03:00',
    );
    expect((await draft('Сегодня! 25 ноября в 21:00', '2026-11-25T15:00:00Z')).startsAt.value).toBe(
      '2026-11-25T21:00:00+03:00',
    );
  });

  it('gives «с 1 по 3 декабря» a start on the 1st and an end on the 3rd, asking a person for the hours', async () => {
    const event = await draft('Ярмарка с 1 по 3 декабря');
    expect(event.startsAt.value?.slice(0, 10)).toBe('2026-12-01');
    expect(event.endsAt.value?.slice(0, 10)).toBe('2026-12-03');
    expect(event.startsAt.confidence).toBeLessThan(LOW_CONFIDENCE);
    const withHours = await draft('Ярмарка с 1 по 3 декабря, с 11:00 до 21:00');
    expect(withHours.startsAt.value).toBe('2026-12-01T11:00:00+03:00');
    expect(withHours.endsAt.value).toBe('2026-12-03T21:00:00+03:00');
  });

  it('reads ranges and ends: «19:00–23:00», «до 23:00», past midnight', async () => {
    const range = await draft('Вечеринка 28 ноября, 19:00–23:00');
    expect(range.endsAt.value).toBe('2026-11-28T23:00:00+03:00');
    const until = await draft('Дегустация 28 ноября в 19:00, до 23:00');
    expect(until.startsAt.value).toBe('2026-11-28T19:00:00+03:00');
    expect(until.endsAt.value).toBe('2026-11-28T23:00:00+03:00');
    const overnight = await draft('Рейв 28 ноября с 23:00 до 06:00');
    expect(overnight.endsAt.value).toBe('2026-11-29T06:00:00+03:00');
  });

  it('reads «начало в 19.00», «сб 30.11, 20:00» and a duration', async () => {
    expect((await draft('Спектакль 28 ноября, начало в 19.00')).startsAt.value).toBe('2026-11-28T19:00:00+03:00');
    expect((await draft('DJ-сет\nсб 30.11, 20:00', '2024-11-25T09:00:00Z')).startsAt.value).toBe(
      '2024-11-30T20:00:00+03:00',
    );
    const play = await draft('«Вишнёвый сад»\n28 ноября, 19:00\nПродолжительность 2 ч 40 мин');
    expect(play.endsAt.value).toBe('2026-11-28T21:40:00+03:00');
  });

  it('puts a time without a date on the day of publishing, with low confidence', async () => {
    const event = await draft('Джем-сейшн, начинаем в 21:00');
    expect(event.startsAt.value).toBe('2026-11-20T21:00:00+03:00');
    expect(event.startsAt.confidence).toBeLessThan(LOW_CONFIDENCE);
  });

  it('leaves the start empty when the text names no date or time', async () => {
    const event = await draft('Новое меню коктейлей уже в баре');
    expect(event.startsAt).toMatchObject({ value: null, confidence: 0, source: 'default' });
  });

  it('uses each zone’s own offset, from the zone’s rules', async () => {
    expect(
      (await draft('Лекция 25 ноября в 19:00', undefined, { timeZone: 'Asia/Yekaterinburg' })).startsAt.value,
    ).toBe('2026-11-25T19:00:00+05:00');
    const summer = await draft('Concert 1 июля в 19:00', '2026-06-01T12:00:00Z', { timeZone: 'America/New_York' });
    const winter = await draft('Concert 1 декабря в 19:00', '2026-11-01T12:00:00Z', { timeZone: 'America/New_York' });
    expect(summer.startsAt.value).toBe('2026-07-01T19:00:00-04:00');
    expect(winter.startsAt.value).toBe('2026-12-01T19:00:00-05:00');
  });

  it('makes one draft per start: «14:00 и 18:00», and per dated line of a programme', async () => {
    const shows = await extract('«Ревизор»\n19 декабря, 14:00 и 18:00');
    expect(shows.events.map((e) => e.startsAt.value)).toEqual([
      '2026-12-19T14:00:00+03:00',
      '2026-12-19T18:00:00+03:00',
    ]);
    const bill = await extract('Афиша на декабрь\n\n4 декабря, 19:00 — «Женитьба»\n11 декабря, 19:00 — «Три сестры»');
    expect(bill.events.map((e) => [e.startsAt.value, e.title.value])).toEqual([
      ['2026-12-04T19:00:00+03:00', 'Женитьба'],
      ['2026-12-11T19:00:00+03:00', 'Три сестры'],
    ]);
  });

  it('does not take words that look like dates for dates («Джазовый четверг», «билет на день», «12 лет»)', async () => {
    const event = await draft('Джазовый четверг\n26 ноября в 20:00\nБилет на день 500 ₽, дети до 12 лет бесплатно');
    expect(event.startsAt.value).toBe('2026-11-26T20:00:00+03:00');
    expect(event.title.value).toBe('Джазовый четверг');
  });

  it('reads «25-го» without a month as a day of this month, or of the next when it is past', async () => {
    expect((await draft('Органный концерт 25-го, в 19:00')).startsAt.value).toBe('2026-11-25T19:00:00+03:00');
    expect((await draft('Книжный обмен 15-го с 12 до 16')).startsAt.value).toBe('2026-12-15T12:00:00+03:00');
  });

  it('does not read a stage of a cup («1/4 финала») as a date', async () => {
    const { events } = await extract('«Балтика» — «Спартак»: матч 1/4 финала Кубка России\n3 декабря, 19:00');
    expect(events.map((event) => event.startsAt.value)).toEqual(['2026-12-03T19:00:00+03:00']);
  });

  it('reads an end said apart, and a range written from the later clock', async () => {
    const premiere = await draft('Премьера 22 ноября. Двери в 17:30, начало в 18:00, окончание около 21:30.');
    expect(premiere.startsAt.value).toBe('2026-11-22T18:00:00+03:00');
    expect(premiere.endsAt.value).toBe('2026-11-22T21:30:00+03:00');
    const party = await draft('Техно-вечеринка 28 ноября, с 23:00 и до 6 утра');
    expect(party.startsAt.value).toBe('2026-11-28T23:00:00+03:00');
    expect(party.endsAt.value).toBe('2026-11-29T06:00:00+03:00');
  });

  it('makes one event per session and per listed day a week apart', async () => {
    const sessions = await extract('Экскурсия «Колокола»\n3 декабря, сеансы в 12:00 и в 15:00.');
    expect(sessions.events.map((event) => event.startsAt.value)).toEqual([
      '2026-12-03T12:00:00+03:00',
      '2026-12-03T15:00:00+03:00',
    ]);
    const weekly = await extract('Джазовые четверги: играем 3, 10 и 17 декабря, с 20:00 до 23:00. Вход 300 ₽.');
    expect(weekly.events.map((event) => [event.startsAt.value, event.endsAt.value])).toEqual([
      ['2026-12-03T20:00:00+03:00', '2026-12-03T23:00:00+03:00'],
      ['2026-12-10T20:00:00+03:00', '2026-12-10T23:00:00+03:00'],
      ['2026-12-17T20:00:00+03:00', '2026-12-17T23:00:00+03:00'],
    ]);
  });

  it('reads a weekly event without a date as its next one, with hours in words', async () => {
    const event = await draft('караоке каждую среду 🎤 с восьми вечера. вход свободный');
    expect(event.startsAt.value).toBe('2026-11-25T20:00:00+03:00');
    // Another date in the post says which one.
    expect((await draft('Стендап каждую среду! Ближайший — 2 декабря в 20:00')).startsAt.value).toBe(
      '2026-12-02T20:00:00+03:00',
    );
  });

  it('reads dates around an arrow as a range, and «(до 20.12)» as a deadline, not an event', async () => {
    const { events } = await extract(
      'CLUB | 31.12 → 01.01 | Новогодний рейв\n23:00–07:00\nранний билет 1000₽ (до 20.12)',
    );
    expect(events.map((event) => [event.startsAt.value, event.endsAt.value])).toEqual([
      ['2026-12-31T23:00:00+03:00', '2027-01-01T07:00:00+03:00'],
    ]);
  });

  it('reads «в полдевятого вечера», a range to midnight, «в это воскресенье» and a weekday with «18-го»', async () => {
    expect((await draft('Концерт 25 ноября в полдевятого вечера')).startsAt.value).toBe('2026-11-25T20:30:00+03:00');
    const night = await draft('Ночная экскурсия 25 ноября, с 21:00 до полуночи');
    expect([night.startsAt.value, night.endsAt.value]).toEqual([
      '2026-11-25T21:00:00+03:00',
      '2026-11-26T00:00:00+03:00',
    ]);
    // When a bar closes is not when the event ends.
    expect((await draft('Концерт 25 ноября в 20:00, бар работает до полуночи')).endsAt.value).toBeNull();
    const sunday = await draft('В это воскресенье — семейный день: мастер-классы и ярмарка. С 11 до 17');
    expect(sunday.startsAt.value).toBe('2026-11-22T11:00:00+03:00');
    expect(sunday.title.value).toBe('Семейный день');
    const friday = await draft('В пятницу, 27-го, в 19:00 — акустика от Саши Мельникова');
    expect(friday.startsAt.value).toBe('2026-11-27T19:00:00+03:00');
    expect(friday.title.value).toBe('Акустика от Саши Мельникова');
  });

  it('makes one event per day of «5, 6, 7 декабря» and one more for «7-го также в 12:00», in order', async () => {
    const { events } = await extract('Спектакль «Морозко»\n5, 6, 7 декабря в 19:00, 7-го также в 12:00.');
    expect(events.map((event) => event.startsAt.value)).toEqual([
      '2026-12-05T19:00:00+03:00',
      '2026-12-06T19:00:00+03:00',
      '2026-12-07T12:00:00+03:00',
      '2026-12-07T19:00:00+03:00',
    ]);
    // Two days with a comma may be a house number and a date: «Ленина, 24, 25 декабря» is one day.
    expect((await extract('Квиз, Ленина, 24, 25 декабря в 19:00')).events).toHaveLength(1);
  });

  it('reads the items of a few days’ digest by the weekdays they name, and numbered weekday lines', async () => {
    const weekend = await extract(
      'Выходные 28–29 ноября:\n• лекция о модерне в музее (вс, 14:00)\n• стендап в баре (сб, 20:00, 500 ₽)',
    );
    expect(weekend.events.map((event) => [event.startsAt.value, event.endsAt.value])).toEqual([
      ['2026-11-29T14:00:00+03:00', null],
      ['2026-11-28T20:00:00+03:00', null],
    ]);
    const week = await extract('Неделя:\n1. Вт, 24 — лекция о китах, 19:00\n2. Чт, 26 — квиз в баре, 20:00');
    expect(week.events.map((event) => event.startsAt.value)).toEqual([
      '2026-11-24T19:00:00+03:00',
      '2026-11-26T20:00:00+03:00',
    ]);
  });

  it('reads a festival’s day headers under its run of days, each day’s items on that day', async () => {
    const { events } = await extract(
      'ЗИМНИЙ ДВОР · 28–29 ноября\n\nСуббота, 28.11\n14:00 — лекция о модерне\n19:00 — концерт\n\nВоскресенье, 29.11\n12:00–18:00 — маркет дизайнеров',
    );
    expect(events.map((event) => [event.startsAt.value, event.endsAt.value])).toEqual([
      ['2026-11-28T14:00:00+03:00', null],
      ['2026-11-28T19:00:00+03:00', null],
      ['2026-11-29T12:00:00+03:00', '2026-11-29T18:00:00+03:00'],
    ]);
  });

  it('makes one event of each session, however the sessions are listed', async () => {
    const starts = async (text: string) => (await extract(text)).events.map((event) => event.startsAt.value);
    expect(await starts('Спектакль «Снежная королева»\n29 ноября. Сеансы в 11:00, 14:30 и 18:00.')).toEqual([
      '2026-11-29T11:00:00+03:00',
      '2026-11-29T14:30:00+03:00',
      '2026-11-29T18:00:00+03:00',
    ]);
    // A cinema's day: each film with its times after a dash, the place on the day's line.
    const { events } = await extract(
      'Кинотеатр «Заря» — сеансы на воскресенье, 29 ноября\n\n«Огни большого города» — 12:00, 17:20\n«Мультфильмы» 0+ — 10:00',
    );
    expect(events.map((event) => [event.title.value, event.startsAt.value])).toEqual([
      ['Огни большого города', '2026-11-29T12:00:00+03:00'],
      ['Огни большого города', '2026-11-29T17:20:00+03:00'],
      ['Мультфильмы', '2026-11-29T10:00:00+03:00'],
    ]);
    // «27 (пт)» leads a bill's line: the 27th, a Friday, never 27 o'clock.
    expect(await starts('Афиша на 23–29 ноября\n\n24 (вт) 19:00 — «Чайка»\n28 (сб) 12:00 и 18:00 — «Морозко»')).toEqual(
      ['2026-11-24T19:00:00+03:00', '2026-11-28T12:00:00+03:00', '2026-11-28T18:00:00+03:00'],
    );
  });

  it('never takes a cancelled date or session, a sign-up or the arena opening for the start', async () => {
    const starts = async (text: string) => (await extract(text)).events.map((event) => event.startsAt.value);
    expect(
      await starts(
        'Концерт 25 ноября ОТМЕНЁН по болезни солиста.\nКонцерт 26 ноября в 19:00 состоится.\nБилеты на 25-е вернём.',
      ),
    ).toEqual(['2026-11-26T19:00:00+03:00']);
    expect(await starts('Показ фильма «Река» 27 ноября: сеанс в 19:00 отменён, сеанс в 15:00 в силе.')).toEqual([
      '2026-11-27T15:00:00+03:00',
    ]);
    expect(await starts('Хоккей! 28 ноября. Открытие арены в 17:30, начало матча в 19:00')).toEqual([
      '2026-11-28T19:00:00+03:00',
    ]);
    expect(await starts('Открытый микрофон 27 ноября. Запись чтецов с 18:30, начинаем в 19:00.')).toEqual([
      '2026-11-27T19:00:00+03:00',
    ]);
  });

  it('reads a day written «26го», a time typed «в 19 30», and «с 8 на 15 декабря» as the old and the new date', async () => {
    expect((await draft('кинопоказ в четверг 26го в 19 30, приходите')).startsAt.value).toBe(
      '2026-11-26T19:30:00+03:00',
    );
    const moved = await draft('Лекция переносится с 1 на 8 декабря. Начало — в 18:00.');
    expect(moved.startsAt.value).toBe('2026-12-08T18:00:00+03:00');
    // Words of a name in quotes say nothing of when: «сегодня» in a lecture's name.
    expect((await draft('Лекция «Как читать Гоголя сегодня». 2 декабря в 19:00')).startsAt.value).toBe(
      '2026-12-02T19:00:00+03:00',
    );
  });

  it('reads a run of days with a long dash between them, from the first opening to the last closing', async () => {
    const event = await draft('Выставка «Стекло»\n28 ноября — 17 января\nВт–вс, 12:00–20:00\nБилет 300 ₽');
    expect(event.startsAt.value).toBe('2026-11-28T12:00:00+03:00');
    expect(event.endsAt.value).toBe('2027-01-17T20:00:00+03:00');
  });

  it('ends an event by the length a post states in other words: «⏱ 2 часа», «длится около часа», «Идём 2,5 часа»', async () => {
    // The sets' own: a webinar, a cupping, a film club and a walk.
    const webinar = await draft(
      'Вебинар «Свет зимой»\n🗓 10 декабря (четверг), 19:00 по Челябинску\n⏱ 2 часа\n💻 Zoom',
      '2026-12-01T12:00:00Z',
      { timeZone: 'Asia/Yekaterinburg' },
    );
    expect(webinar.endsAt.value).toBe('2026-12-10T21:00:00+05:00');
    const cupping = await draft('В пятницу 4 декабря проводим каппинг. Начало в 18:30, длится около часа. 600₽');
    expect(cupping.endsAt.value).toBe('2026-12-04T19:30:00+03:00');
    const film = await draft(
      'Показ «Сталкера»\nСр, 25 ноября, 18:30\nПродолжительность с обсуждением — около 3,5 часов',
    );
    expect(film.endsAt.value).toBe('2026-11-25T22:00:00+03:00');
    // Other posts of the kind.
    const lecture = await draft('Лекция о Врубеле\n3 декабря, 19:00\n⏱ 1,5 часа\nВход 300 ₽');
    expect(lecture.endsAt.value).toBe('2026-12-03T20:30:00+03:00');
    const workshop = await draft('Мастер-класс по глинтвейну 12 декабря в 17:00 — длится около часа, всё включено');
    expect(workshop.endsAt.value).toBe('2026-12-12T18:00:00+03:00');
    const walk = await draft('Прогулка по Заречью, 6 декабря. Выходим в 12:00, идём около 2 часов.');
    expect(walk.endsAt.value).toBe('2026-12-06T14:00:00+03:00');
    const screening = await draft('«Солярис» на большом экране, 5 декабря в 18:00. Хронометраж — 2 ч 49 мин.');
    expect(screening.endsAt.value).toBe('2026-12-05T20:49:00+03:00');
    // Counted things after a comma are no length: «в двух действиях, антракт 15 минут».
    const play = await draft('«Чайка» 5 декабря в 19:00. Спектакль идёт в двух действиях, антракт 15 минут.');
    expect(play.endsAt.value).toBeNull();
  });

  it('ends each item of a programme by the length said of each', async () => {
    // development9 d9-035.
    const lectures = await extract(
      'В эту субботу в «Меридиане» сразу две лекции краеведа Петра Шанина:\n\n15:00 — «Поморы: кто они и откуда»\n17:00 — «Саамские сказки и их герои»\n\nКаждая по 1,5 часа с вопросами. Вход на каждую 300 ₽, студентам 200 ₽.',
      '2026-12-09T09:00:00Z',
    );
    expect(lectures.events.map((event) => event.endsAt.value)).toEqual([
      '2026-12-12T16:30:00+03:00',
      '2026-12-12T18:30:00+03:00',
    ]);
    const films = await extract(
      'Кинопоказы в библиотеке, 5 декабря:\n12:00 — «Морозко»\n15:00 — «Старик Хоттабыч»\nКаждый фильм — по 2 часа, вход свободный.',
      '2026-12-01T09:00:00Z',
    );
    expect(films.events.map((event) => event.endsAt.value)).toEqual([
      '2026-12-05T14:00:00+03:00',
      '2026-12-05T17:00:00+03:00',
    ]);
    const tales = await extract(
      'Сказки в кукольном театре 13 декабря\n11:00 — «Репка»\n13:00 — «Теремок»\n(каждая сказка по 50 минут)',
      '2026-12-01T09:00:00Z',
    );
    expect(tales.events.map((event) => event.endsAt.value)).toEqual([
      '2026-12-13T11:50:00+03:00',
      '2026-12-13T13:50:00+03:00',
    ]);
  });

  it('ends a bill’s shows by the lengths said once of each by name, and by a running time with words in brackets', async () => {
    const week = await extract(
      'Театр на Садовой, неделя\n3.12 (чт) 19:00 — «Дядя Ваня»\n4.12 (пт) 19:00 — «Гроза»\n5.12 (сб) 12:00 — «Золушка» (6+)\n\nПродолжительность: «Дядя Ваня» — 2 ч 50 мин с антрактом, «Гроза» — 1 ч 45 мин без антракта.',
      '2026-11-30T09:00:00Z',
    );
    // «Золушка» is not named among the lengths: it has none.
    expect(week.events.map((event) => event.endsAt.value)).toEqual([
      '2026-12-03T21:50:00+03:00',
      '2026-12-04T20:45:00+03:00',
      null,
    ]);
    const bill = await extract(
      'Афиша\n9 декабря, ср — «Лес», 19:00 (2 ч 20 мин, два антракта)\n10 декабря, чт — «Мещанин во дворянстве», 19:00',
      '2026-11-30T09:00:00Z',
    );
    expect(bill.events.map((event) => event.endsAt.value)).toEqual(['2026-12-09T21:20:00+03:00', null]);
    // A length said once of all the meetings of a course: «длятся».
    const course = await extract(
      'Курс «Город на карте»\n▫️ 8 декабря (вт) — Старые улицы\n▫️ 15 декабря (вт) — Новые районы\nВсе занятия в 18:00, длятся два часа.',
      '2026-11-30T09:00:00Z',
    );
    expect(course.events.map((event) => event.endsAt.value)).toEqual([
      '2026-12-08T20:00:00+03:00',
      '2026-12-15T20:00:00+03:00',
    ]);
  });

  it('reads clocks around an arrow as a range, and «до …» of a price as no end', async () => {
    const night = await draft('Рейв «Иней» 19.12 | 22:00 → 05:00 | 500₽ до 00:00, потом 800₽');
    expect(night.startsAt.value).toBe('2026-12-19T22:00:00+03:00');
    expect(night.endsAt.value).toBe('2026-12-20T05:00:00+03:00');
    const free = await draft(
      'В субботу 28 ноября — диско в «Ракете». Начало в 21:00. Вход 300, до 22:00 — бесплатно по списку',
    );
    expect(free.endsAt.value).toBeNull();
    // The party's own end, then its price.
    const party = await draft('28 ноября, 21:00 — вечеринка «Кассета» до 4 утра — 400 ₽');
    expect(party.endsAt.value).toBe('2026-11-29T04:00:00+03:00');
  });

  it('reads «два дня, 12 …» as days counted, not as noon', async () => {
    const festival = await draft(
      'Джаз-фестиваль «Оттепель»\n4–5 декабря, ДК «Строитель»\nТри дня, 15 коллективов!\nНачало в 17:00 оба дня',
    );
    expect(festival.startsAt.value).toBe('2026-12-04T17:00:00+03:00');
  });

  it('starts a walk when it sets off, not when the group meets', async () => {
    const set = await draft(
      'Экскурсия «Царицын»\nВс, 6 декабря. Встречаемся в 10:40 у фонтана «Детский хоровод», выходим в 11:00.\nИдём 2,5 часа',
    );
    expect(set.startsAt.value).toBe('2026-12-06T11:00:00+03:00');
    expect(set.endsAt.value).toBe('2026-12-06T13:30:00+03:00');
    const park = await draft('Зимняя прогулка по парку 13 декабря: встреча у главного входа в 9:45, старт в 10:00');
    expect(park.startsAt.value).toBe('2026-12-13T10:00:00+03:00');
    const trip = await draft('Поездка в Плёс, 19 декабря. Встречаемся у ДК в 7:30; автобус отправляется в 8:00.');
    expect(trip.startsAt.value).toBe('2026-12-19T08:00:00+03:00');
  });

  it('reads «в 2 действиях», «в 3 залах» as things counted, not as a time', async () => {
    const set = await draft(
      'Антреприза в «Ковчеге»: «Ужин с дураком», комедия в 2 действиях. Играют звёзды сериалов. Чт, 10.12, в 7 вечера.',
    );
    expect(set.startsAt.value).toBe('2026-12-10T19:00:00+03:00');
    const opera = await draft('Опера «Тоска» в 3 действиях. 12 декабря, начало в 18:30');
    expect(opera.startsAt.value).toBe('2026-12-12T18:30:00+03:00');
    const fair = await draft('Книжная ярмарка в 5 залах библиотеки, 13 декабря с 11:00 до 18:00');
    expect(fair.startsAt.value).toBe('2026-12-13T11:00:00+03:00');
    // A bare hour after «начало в» stays a time.
    const band = await draft('играем в пятницу 11 декабря начало в 21 приходите');
    expect(band.startsAt.value).toBe('2026-12-11T21:00:00+03:00');
  });

  it('reads «с 20 декабря по 10 января» beside hours, and «откроется … и продлится до …», as a run of days', async () => {
    const fair = await draft(
      'Рождественская ярмарка на набережной 🎄\nЕжедневно с 20 декабря по 10 января, 10:00–21:00 (31 декабря — до 18:00).',
    );
    expect(fair.startsAt.value).toBe('2026-12-20T10:00:00+03:00');
    expect(fair.endsAt.value).toBe('2027-01-10T21:00:00+03:00');
    const photos = await draft(
      'Фотовыставка «Белое море» откроется в галерее «Литера» 20 ноября и продлится до 31 января.\nЧасы работы: ср–вс 10:00–18:00.',
      '2026-11-15T09:00:00Z',
    );
    expect(photos.startsAt.value).toBe('2026-11-20T10:00:00+03:00');
    expect(photos.endsAt.value).toBe('2027-01-31T18:00:00+03:00');
    const rink = await draft('Каток в парке работает с 5 декабря по 15 марта, 12:00–22:00. Прокат 200 ₽');
    expect(rink.startsAt.value).toBe('2026-12-05T12:00:00+03:00');
    expect(rink.endsAt.value).toBe('2027-03-15T22:00:00+03:00');
    const prints = await draft(
      'Выставка гравюры открывается 1 декабря и будет работать до 28 февраля.\nВт–вс 11:00–19:00',
    );
    expect(prints.endsAt.value).toBe('2027-02-28T19:00:00+03:00');
    // An opening at its own hour is the event; and a discount's last day ends nothing.
    const opening = await draft('Вернисаж 4 декабря в 18:00 в галерее «Литера», выставка продлится до 10 января.');
    expect(opening.endsAt.value).toBeNull();
    const discount = await draft('Лекция 5 декабря в 19:00, скидка по промокоду действует до 10 декабря.');
    expect(discount.endsAt.value).toBeNull();
  });

  it('reads «Каждую субботу декабря — 5, 12, 19 и 26» as the days listed', async () => {
    const { events } = await extract(
      'Дискотека на льду ⛸🎶\nКаждую субботу декабря — 5, 12, 19 и 26 — с 19:00 до 21:00 на ледовой арене «Поморье».',
    );
    expect(events.map((event) => [event.startsAt.value, event.endsAt.value])).toEqual([
      ['2026-12-05T19:00:00+03:00', '2026-12-05T21:00:00+03:00'],
      ['2026-12-12T19:00:00+03:00', '2026-12-12T21:00:00+03:00'],
      ['2026-12-19T19:00:00+03:00', '2026-12-19T21:00:00+03:00'],
      ['2026-12-26T19:00:00+03:00', '2026-12-26T21:00:00+03:00'],
    ]);
    const jazz = await extract('Джаз в «Синкопе» по пятницам января: 8, 15 и 22. Начало в 20:00, вход 500 ₽');
    expect(jazz.events.map((event) => event.startsAt.value)).toEqual([
      '2027-01-08T20:00:00+03:00',
      '2027-01-15T20:00:00+03:00',
      '2027-01-22T20:00:00+03:00',
    ]);
    const pottery = await extract('Гончарная мастерская: каждое воскресенье февраля (7, 14, 21, 28), с 12:00 до 14:00');
    expect(pottery.events.map((event) => event.startsAt.value)).toEqual([
      '2027-02-07T12:00:00+03:00',
      '2027-02-14T12:00:00+03:00',
      '2027-02-21T12:00:00+03:00',
      '2027-02-28T12:00:00+03:00',
    ]);
  });

  it('dates a New Year’s Eve post that gives no date to 31 December', async () => {
    const set = await draft(
      'Новогодняя ночь в «Пятом углу» 🎉\nВстречаем 2027 вместе! Кавер-бэнд, DJ до утра.\nНачало в 21:00',
      '2026-12-05T11:00:00Z',
    );
    expect(set.startsAt.value).toBe('2026-12-31T21:00:00+03:00');
    expect(set.title.value).toBe('Новогодняя ночь');
    const bar = await draft(
      'Встреча Нового года в баре «Хмель»! Начало в 22:00, депозит 3000 ₽',
      '2026-12-10T09:00:00Z',
    );
    expect(bar.startsAt.value).toBe('2026-12-31T22:00:00+03:00');
    const club = await draft('Новогоднюю ночь проводим у нас: старт в 23:00, диджеи до утра', '2026-12-20T09:00:00Z');
    expect(club.startsAt.value).toBe('2026-12-31T23:00:00+03:00');
  });

  it('ends a day of games by «финал — около 18:00», and keeps «финал в 19:00» alone as the start', async () => {
    const set = await draft(
      'Турнир «Кубок Волжанина»\nСуббота, 26 декабря, СК «Волжанин»\nНачало игр в 9:00, финал — около 18:00',
    );
    expect(set.startsAt.value).toBe('2026-12-26T09:00:00+03:00');
    expect(set.endsAt.value).toBe('2026-12-26T18:00:00+03:00');
    const volley = await draft('Волейбольный турнир 12 декабря: первые игры в 10:00, финал примерно 17:30.');
    expect(volley.endsAt.value).toBe('2026-12-12T17:30:00+03:00');
    const cup = await draft('Финал кубка города по мини-футболу, 13 декабря. Финал в 19:00, вход свободный');
    expect(cup.startsAt.value).toBe('2026-12-13T19:00:00+03:00');
  });

  it('reads «24.11 и 1.12.» at the end of a sentence as dates, and «до 30.11.» there as no time', async () => {
    const chess = await extract('Шахматный клуб по вторникам: ближайшие туры 24.11 и 1.12. Начало в 18:30.');
    expect(chess.events.map((event) => event.startsAt.value)).toEqual([
      '2026-11-24T18:30:00+03:00',
      '2026-12-01T18:30:00+03:00',
    ]);
    const refund = await draft('Концерт «Северный свет» 27 ноября в 20:00. Вернуть билет можно до 26.11.');
    expect(refund.startsAt.value).toBe('2026-11-27T20:00:00+03:00');
    expect(refund.endsAt.value).toBeNull();
  });

  it('reads «600–1900 ₽» under a day’s bill as a price, not as hours and another item', async () => {
    const { events } = await extract(
      'Спектакли 28 ноября\n12:00 — «Снежная королева»\n19:00 — «Гамлет»\nБилеты на дневной — 300 ₽, на вечерний — 600–1900 ₽',
    );
    expect(events.map((event) => event.startsAt.value)).toEqual([
      '2026-11-28T12:00:00+03:00',
      '2026-11-28T19:00:00+03:00',
    ]);
  });

  it('ends a bill’s item by a running time after a comma at the end of its line', async () => {
    const { events } = await extract(
      'Киноклуб «Оттепель»\n\nЧт 3 декабря, 19:00 — «Сталкер» (1979), 163 мин\nПт 4 декабря, 19:30 — «Солярис», 2 ч 47 мин\nСб 5 декабря, 17:00 — «Зеркало», антракт 10 мин',
    );
    expect(events.map((event) => event.endsAt.value)).toEqual([
      '2026-12-03T21:43:00+03:00',
      '2026-12-04T22:17:00+03:00',
      null,
    ]);
  });

  it('ends a night by «до 6:00» alone on a later line, and not by «девушкам до 23:00 бесплатно»', async () => {
    const rave = await draft('Рейв «Тоннель»\n5 декабря\nстарт 23:30\nвход 600\nдо 6:00');
    expect(rave.startsAt.value).toBe('2026-12-05T23:30:00+03:00');
    expect(rave.endsAt.value).toBe('2026-12-06T06:00:00+03:00');
    const disco = await draft(
      'Диско-ночь 5 декабря, с 22:00 и до последнего гостя. Вход 300 ₽, девушкам до 23:00 бесплатно',
    );
    expect(disco.endsAt.value).toBeNull();
    const students = await draft('Джем 6 декабря в 20:00, вход 400 ₽, студентам до 21:00 — 200 ₽');
    expect(students.endsAt.value).toBeNull();
  });

  it('starts a fight night when the fights start, not at the weigh-in', async () => {
    const fight = await draft(
      'Турнир по кикбоксингу «Северный ринг»\n6 декабря, ДС «Юность»\nВзвешивание участников — 10:00, начало поединков — 15:00',
    );
    expect(fight.startsAt.value).toBe('2026-12-06T15:00:00+03:00');
  });

  it('does not read a postponement in a word of a quoted name', async () => {
    const talk = await extract('Лекция «Как перенести переезд без стресса» — 3 декабря в 19:00, вход свободный');
    expect(talk.postponed).toBe(false);
    const moved = await extract('Лекция «Переезд без стресса» переносится на 10 декабря, начало в 19:00');
    expect(moved.postponed).toBe(true);
    // A habit of putting things off, and a move without a date yet, update no event.
    const habit = await extract('Почему мы всё откладываем на потом? Лекция психолога — 3 декабря в 19:00');
    expect(habit.postponed).toBe(false);
    const instead = await extract(
      'Концерт 3 декабря не состоится, перенесём его на весну, новую дату сообщим позже. Вместо него в 19:00 — кинопоказ, вход свободный.',
    );
    expect(instead.postponed).toBe(false);
  });

  it('reads an hour in figures with a case ending or before «ночи» («до 4-х ночи», «до 3 ночи», «с 8-ми вечера»)', async () => {
    const party = await draft('Вечеринка «Снег» 5 декабря, начинаем в 22:00 и до 4-х ночи');
    expect(party.endsAt.value).toBe('2026-12-06T04:00:00+03:00');
    const disco = await draft('Дискотека 90-х 5 декабря, стартуем в 21:00, гуляем до 3 ночи');
    expect(disco.startsAt.value).toBe('2026-12-05T21:00:00+03:00');
    expect(disco.endsAt.value).toBe('2026-12-06T03:00:00+03:00');
    expect((await draft('Квиз 5 декабря, с 8-ми вечера')).startsAt.value).toBe('2026-12-05T20:00:00+03:00');
    const rave = await draft('DEEP WINTER — 12.12, start 23:00 till 5 am, Кузница');
    expect(rave.endsAt.value).toBe('2026-12-13T05:00:00+03:00');
  });

  it('reads any hour in figures with its part of the day after a date («в 5 вечера», «в 3 дня», «с 9 утра до 2 дня»)', async () => {
    const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
    // The part of the day each hour is said in, and the hour of the day it is.
    const said = [
      ...[5, 6, 7, 8, 9, 10, 11].map((hour) => ({ hour, part: 'утра', at: hour })),
      ...[12, 1, 2, 3, 4, 5].map((hour) => ({ hour, part: 'дня', at: hour === 12 ? 12 : hour + 12 })),
      ...[5, 6, 7, 8, 9, 10, 11].map((hour) => ({ hour, part: 'вечера', at: hour + 12 })),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...said),
        fc.constantFrom(
          'Концерт 5 декабря в',
          'Концерт 5 декабря, начало в',
          'Концерт 05.12 в',
          'Квиз в субботу, 5 декабря, в',
        ),
        async ({ hour, part, at }, lead) => {
          expect((await draft(`${lead} ${hour} ${part}.`)).startsAt.value).toBe(`2026-12-05T${clock(at)}:00+03:00`);
        },
      ),
      { numRuns: 60 },
    );
    const fair = await draft('Ярмарка 5 декабря с 9 утра до 3 дня');
    expect([fair.startsAt.value, fair.endsAt.value]).toEqual([
      '2026-12-05T09:00:00+03:00',
      '2026-12-05T15:00:00+03:00',
    ]);
    const bar = await draft('Диджей 5 декабря, с 22 до 4 утра');
    expect([bar.startsAt.value, bar.endsAt.value]).toEqual(['2026-12-05T22:00:00+03:00', '2026-12-06T04:00:00+03:00']);
    // A count of days on a line with its clock: «в 2 дня» is how long, not when.
    expect((await draft('Фестиваль в 2 дня, 5 и 6 декабря, начало в 11:00')).startsAt.value).toBe(
      '2026-12-05T11:00:00+03:00',
    );
  });

  it('reads «в ночь с 6 на 7 декабря» as the evening’s day for an evening clock and the morning’s for one after midnight', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30), async (hour, minute) => {
        const clock = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
        const event = await draft(`Ночная служба\nВ ночь с 6 на 7 декабря, ${clock} — Божественная литургия`);
        expect(event.startsAt.value).toBe(`2026-12-0${hour < 12 ? 7 : 6}T${clock}:00+03:00`);
        expect(event.title.value).not.toMatch(/ночь|\d/u);
      }),
      { numRuns: 30 },
    );
    const party = await draft('В ночь с 31 декабря на 1 января — новогодняя дискотека, с 00:30 до 4:00');
    expect([party.startsAt.value, party.endsAt.value]).toEqual([
      '2027-01-01T00:30:00+03:00',
      '2027-01-01T04:00:00+03:00',
    ]);
    expect(party.title.value).toBe('Новогодняя дискотека');
    // A move from one day to another is still a move: «переносится с 8 на 15 декабря».
    expect((await draft('Концерт переносится с 8 на 15 декабря, 19:00')).startsAt.value).toBe(
      '2026-12-15T19:00:00+03:00',
    );
  });

  it('reads days joined with one span of hours as an event a day, unless a fair, a market or a festival runs over them', async () => {
    const { events: discos } = await extract('Дискотека в ДК\n5 и 6 декабря — с 21:00 до 01:00\nВход 200 ₽');
    expect(discos.map((event) => [event.startsAt.value, event.endsAt.value])).toEqual([
      ['2026-12-05T21:00:00+03:00', '2026-12-06T01:00:00+03:00'],
      ['2026-12-06T21:00:00+03:00', '2026-12-07T01:00:00+03:00'],
    ]);
    const { events: classes } = await extract('Мастер-класс по лепке\n5 и 6 декабря, с 12:00 до 14:00');
    expect(classes.map((event) => event.endsAt.value)).toEqual([
      '2026-12-05T14:00:00+03:00',
      '2026-12-06T14:00:00+03:00',
    ]);
    const { events: market } = await extract(
      'Фермерский рынок «Уральский»\n5 и 6 декабря, с 9:00 до 15:00, на площади',
    );
    expect(market.map((event) => [event.startsAt.value, event.endsAt.value])).toEqual([
      ['2026-12-05T09:00:00+03:00', '2026-12-06T15:00:00+03:00'],
    ]);
  });

  it('reads a place’s holiday hours, its days off and its return to its hours as no events, beside the one it holds', async () => {
    const { events } = await extract(
      '⛸ Ледовая арена в новогодние праздники\n31 декабря — с 9:00 до 14:00\n1 и 2 января — выходные дни\n' +
        'Массовое катание: 3 и 4 января с 12:00 до 14:00. Вход 150 ₽.\nС 5 января работаем в обычном режиме. С праздником!',
    );
    expect(events.map((event) => [event.title.value, event.startsAt.value])).toEqual([
      ['Массовое катание', '2027-01-03T12:00:00+03:00'],
      ['Массовое катание', '2027-01-04T12:00:00+03:00'],
    ]);
  });

  it('reads the hour a place closes as the end («до закрытия (в 22:00)»), and not an hour a price holds «для» whom', async () => {
    const marathon = await draft('Мафия-марафон в антикафе, 6 декабря, с 14:00 и до закрытия (в 22:00)');
    expect(marathon.startsAt.value).toBe('2026-12-06T14:00:00+03:00');
    expect(marathon.endsAt.value).toBe('2026-12-06T22:00:00+03:00');
    const party = await draft('Вечеринка 5 декабря в 21:00, вход 400 ₽, для студентов до 22:00 бесплатно');
    expect(party.endsAt.value).toBeNull();
  });

  it('takes the day of the event, not of the registration the day before, from a line that gives both', async () => {
    const { events } = await extract(
      'Турнир по самбо пройдёт 13 декабря в спорткомплексе.\nРегистрация участников — 12 декабря с 15:00 до 17:00. Начало турнира — 13 декабря в 11:00.',
    );
    expect(events.map((event) => event.startsAt.value)).toEqual(['2026-12-13T11:00:00+03:00']);
  });

  it('reads «Вход 500, до 21:00 — 300» as a price until an hour, not as the end', async () => {
    const party = await draft('Вечеринка «Винил» 5 декабря, 20:00. Вход 500, до 21:00 — 300');
    expect(party.startsAt.value).toBe('2026-12-05T20:00:00+03:00');
    expect(party.endsAt.value).toBeNull();
    const late = await draft('Вечеринка «Винил» 5 декабря, 20:00, танцуем до 23:00 — вход свободный');
    expect(late.endsAt.value).toBe('2026-12-05T23:00:00+03:00');
  });

  it('ends a run at the hour its last day closes («в воскресенье закрываемся в 17:00», «в последний день — до 16:00»)', async () => {
    const market = await draft(
      'Маркет «Варежка» — 12–13 декабря в лофте! В субботу открываемся в 11:00, в воскресенье закрываемся в 17:00.',
    );
    expect(market.startsAt.value).toBe('2026-12-12T11:00:00+03:00');
    expect(market.endsAt.value).toBe('2026-12-13T17:00:00+03:00');
    const fair = await draft(
      'Ярмарка мёда 10–14 декабря, Гостиный двор.\nЕжедневно с 10 до 19, в последний день — до 16:00.',
    );
    expect(fair.startsAt.value).toBe('2026-12-10T10:00:00+03:00');
    expect(fair.endsAt.value).toBe('2026-12-14T16:00:00+03:00');
  });

  it('reads the new day of a move named by its number alone («переносим с 5 декабря на 12-е»)', async () => {
    const moved = await extract('Переносим лекцию «Город и вода» с 4 декабря на 11-е, время то же — 19:00.');
    expect(moved.postponed).toBe(true);
    expect(moved.events.map((event) => event.startsAt.value)).toEqual(['2026-12-11T19:00:00+03:00']);
    const nextMonth = await extract('Концерт переносится с 28 декабря на 3-е, начало в 18:00.');
    expect(nextMonth.events.map((event) => event.startsAt.value)).toEqual(['2027-01-03T18:00:00+03:00']);
  });

  it('reads a run of days in figures («12.12–14.12», «с 12.12 по 14.12», «12–14.12») as one run, not as hours', async () => {
    for (const written of ['12.12–14.12', '12.12 - 14.12', 'с 12.12 по 14.12', '12–14.12']) {
      const market = await draft(`Рождественский маркет ${written}, Гостиный двор`);
      expect(market.startsAt.value).toBe('2026-12-12T00:00:00+03:00');
      expect(market.startTimeKnown).toBe(false);
      expect(market.endsAt.value).toBe('2026-12-14T23:59:00+03:00');
    }
    const hours = await draft('Ярмарка 12.12 — 14.12, с 11:00 до 19:00');
    expect(hours.startsAt.value).toBe('2026-12-12T11:00:00+03:00');
    expect(hours.endsAt.value).toBe('2026-12-14T19:00:00+03:00');
    // Clocks with a dot stay hours.
    expect((await draft('Концерт 12 декабря, 19.00–21.00')).endsAt.value).toBe('2026-12-12T21:00:00+03:00');
  });

  it('takes a warm-up before a contest’s start as no start', async () => {
    const meet = await draft(
      'Кубок района по лыжным гонкам\n13 декабря, стадион «Локомотив». Разминка с 10:30, старт в 11:00.',
    );
    expect(meet.startsAt.value).toBe('2026-12-13T11:00:00+03:00');
  });

  it('reads two sessions with their hours on one day («12:00–14:00 и 16:00–18:00») as two sessions', async () => {
    const rink = await extract('Каток на площади\n3 января — 11:00–13:00 и 15:00–17:30\nВход 200 ₽');
    expect(rink.events.map((event) => [event.startsAt.value, event.endsAt.value])).toEqual([
      ['2027-01-03T11:00:00+03:00', '2027-01-03T13:00:00+03:00'],
      ['2027-01-03T15:00:00+03:00', '2027-01-03T17:30:00+03:00'],
    ]);
    // Opening hours around a break, listed with a comma, stay one day's hours.
    const shop = await draft('Книжная ярмарка 5 декабря, 10:00–13:00, 14:00–18:00');
    expect(shop.startsAt.value).toBe('2026-12-05T10:00:00+03:00');
  });

  it('ends an exhibition opening on a day without an hour at the last day the next line gives', async () => {
    const show = await extract(
      '9 декабря в музее открывается выставка «Дымковская игрушка».\nВыставка продлится до 24 января, вт–вс с 10:00 до 18:00. Вход 200 ₽.',
    );
    expect(show.events.map((event) => [event.startsAt.value, event.endsAt.value])).toEqual([
      ['2026-12-09T10:00:00+03:00', '2027-01-24T18:00:00+03:00'],
    ]);
    // A line about what is shown between the opening and the run's end.
    const described = await extract(
      '9 декабря в музее открывается выставка «Дымковская игрушка».\nБарыни, водоноски и индюки из фондов музея.\nВыставка продлится до 24 января, вт–вс с 10:00 до 18:00.',
    );
    expect(described.events.map((event) => [event.startsAt.value, event.endsAt.value])).toEqual([
      ['2026-12-09T10:00:00+03:00', '2027-01-24T18:00:00+03:00'],
    ]);
  });

  it('keeps a run without a year that is under way when posted in the post’s year, not the next one', async () => {
    // Posted on 20 November: the run began on 3 November and is still open.
    const open = await draft('Выставка «Медные травы» открыта с 3 ноября по 20 декабря, вт–сб 11:00–19:00');
    expect(open.startsAt.value).toBe('2026-11-03T11:00:00+03:00');
    expect(open.endsAt.value).toBe('2026-12-20T19:00:00+03:00');
    const dotted = await draft('Фотовыставка «Окна» 10.11–10.01, ежедневно 10:00–18:00');
    expect(dotted.startsAt.value).toBe('2026-11-10T10:00:00+03:00');
    expect(dotted.endsAt.value).toBe('2027-01-10T18:00:00+03:00');
    // Posted in January about a run that began in December.
    const rink = await draft('Ледовый городок работает с 20 декабря по 28 февраля', '2027-01-05T09:00:00Z');
    expect(rink.startsAt.value).toBe('2026-12-20T00:00:00+03:00');
    expect(rink.endsAt.value).toBe('2027-02-28T23:59:00+03:00');
    // A run already over when posted is the next one.
    const past = await draft('Ярмарка мёда с 2 по 9 ноября');
    expect(past.startsAt.value).toBe('2027-11-02T00:00:00+03:00');
  });

  it('reads two bare numbers before what they count as no hours', async () => {
    const reference = { year: 2026, month: 11, day: 20, hour: 12, minute: 0, second: 0 };
    const heading = mentionsOf({ index: 0, start: 0, text: 'Первенство по шахматам для 3–7 классов' }, reference);
    expect(heading.times).toEqual([]);
    const groups = mentionsOf({ index: 0, start: 0, text: 'Занятия в группах по 8–12 человек' }, reference);
    expect(groups.times).toEqual([]);
    // Hours stay hours: «10–18» before a comma, «с 10 до 18 часов».
    expect(
      mentionsOf({ index: 0, start: 0, text: 'Ярмарка 5 декабря, 10–18, вход свободный' }, reference).times,
    ).toHaveLength(1);
    const olympiad = await draft('Олимпиада для учеников 5–8 классов\n3 декабря, начало в 10:00');
    expect(olympiad.startsAt.value).toBe('2026-12-03T10:00:00+03:00');
    expect(olympiad.endsAt.value).toBeNull();
    const workshop = await draft('Гончарный мастер-класс для групп по 6-10 человек, 5 декабря в 16:00');
    expect(workshop.startsAt.value).toBe('2026-12-05T16:00:00+03:00');
    expect(workshop.endsAt.value).toBeNull();
  });

  it('ends an event by «программа на 75 минут» and by a length that is a sentence of its own', async () => {
    const choir = await draft('Концерт хора «Лада» 6 декабря в 18:00. Программа на 75 минут.');
    expect(choir.endsAt.value).toBe('2026-12-06T19:15:00+03:00');
    const puppets = await draft('Кукольный спектакль «Колобок»\n6 декабря в 11:00\n45 минут, билет 250 ₽');
    expect(puppets.endsAt.value).toBe('2026-12-06T11:45:00+03:00');
    // Minutes of a walk to the place are no length.
    const near = await draft('Квартирник 4 декабря в 19:00. 5 минут от вокзала, вход 300 ₽');
    expect(near.endsAt.value).toBeNull();
    // An hour of the day on a line of its own is no length.
    const talk = await draft('Лекция о Шагале\n5 декабря\n19 часов\nВход свободный');
    expect(talk.endsAt.value).toBeNull();
    const glass = await draft('Витраж своими руками, 5 декабря в 15:00\n3 часа, все материалы включены');
    expect(glass.endsAt.value).toBe('2026-12-05T18:00:00+03:00');
  });

  it('ends a trip at its return', async () => {
    const trip = await draft('Поездка в Суздаль 12 декабря. Выезд в 8:00 от вокзала, возвращение около 19:00.');
    expect(trip.startsAt.value).toBe('2026-12-12T08:00:00+03:00');
    expect(trip.endsAt.value).toBe('2026-12-12T19:00:00+03:00');
    // The return may name the town it comes back to.
    const bus = await draft(
      'Автобусный тур в Ростов 5 декабря: отправление в 7:30, возвращение в Ярославль около 20:30.',
    );
    expect(bus.startsAt.value).toBe('2026-12-05T07:30:00+03:00');
    expect(bus.endsAt.value).toBe('2026-12-05T20:30:00+03:00');
  });

  it('ends a day of games at a closing or an award ceremony said «about» an hour', async () => {
    const cup = await draft('Турнир по волейболу 6 декабря. Первые игры в 9:30, награждение примерно в 15:00.');
    expect(cup.startsAt.value).toBe('2026-12-06T09:30:00+03:00');
    expect(cup.endsAt.value).toBe('2026-12-06T15:00:00+03:00');
    const chess = await draft(
      'Шахматный фестиваль 12 декабря, начало в 11:00, закрытие и награждение ориентировочно 17:30',
    );
    expect(chess.endsAt.value).toBe('2026-12-12T17:30:00+03:00');
    // A closing at an hour without «about» may be the event itself.
    const season = mentionsOf(
      { index: 0, start: 0, text: 'Закрытие сезона в 19:00' },
      { year: 2026, month: 11, day: 20, hour: 12, minute: 0, second: 0 },
    );
    expect(season.times.map((time) => time.until)).toEqual([false]);
  });

  it('reads a length after an hourglass and minutes said in words after the hours', async () => {
    const play = await draft('Спектакль «Дядя Ваня»\n📅 4 декабря, 18:30\n⏳ 2 часа 45 минут с антрактом');
    expect(play.endsAt.value).toBe('2026-12-04T21:15:00+03:00');
    expect(durationMinutes('Продолжительность — час сорок.')).toBe(100);
    expect(durationMinutes('Длительность: два часа пятнадцать минут')).toBe(135);
    expect(durationMinutes('Продолжительность — час тридцать пять')).toBe(95);
    // A word that only starts like a number of minutes is none.
    expect(durationMinutes('Продолжительность — час, сорокин день')).toBe(60);
    expect(durationMinutes('Длительность — три с половиной часа')).toBe(210);
    expect(durationMinutes('Хронометраж 2ч15м')).toBe(135);
    expect(durationMinutes('Маршрут 1 час, 40 метров подъёма')).toBe(60);
    // A line of its own after a sign or a bullet, with or without a break.
    expect(durationMinutes('Лекция о звёздах\n🕰 1 час 20 минут без перерыва\nВход 200 ₽')).toBe(80);
    expect(durationMinutes('• 50 минут')).toBe(50);
    expect(durationMinutes('— 18 часов')).toBeNull();
  });

  it('gives clocks said before the next day of a line to the day before them', () => {
    const text = 'Показы: 3 января — 12:00 и 15:00, 5 января — 12:00';
    const { dates, times } = mentionsOf(
      { index: 0, start: 0, text },
      { year: 2026, month: 12, day: 20, hour: 12, minute: 0, second: 0 },
    );
    const second = text.indexOf('5 января');
    expect(dates.map((date) => date.day.day)).toEqual([3, 5]);
    expect(dates[1]?.start).toBe(second);
    // The first two clocks end before the second day begins; the last is after it.
    expect(times.map((time) => time.end <= second)).toEqual([true, true, false]);
  });

  it('does not read a day after «К» opening a line as when the event is: the holiday it is for', async () => {
    const gifts = await draft(
      '🎁 К 23 февраля — мастер-класс «Открытка папе»\n21 февраля в 12:00, библиотека',
      '2027-02-10T09:00:00Z',
    );
    expect(gifts.startsAt.value).toBe('2027-02-21T12:00:00+03:00');
    const reference = { year: 2027, month: 2, day: 20, hour: 12, minute: 0, second: 0 };
    expect(mentionsOf({ index: 0, start: 0, text: '— к 8 марта, концерт' }, reference).dates).toEqual([]);
    // Inside a line the day stays a date, so that its words are left out of a title.
    expect(mentionsOf({ index: 0, start: 0, text: 'Весенний концерт к 8 Марта' }, reference).dates).toHaveLength(1);
  });

  it('reads the old day of a move as the one nearest the post, passed or still to come', () => {
    const reference = { year: 2027, month: 4, day: 2, hour: 12, minute: 0, second: 0 };
    const passed = mentionsOf(
      { index: 0, start: 0, text: 'Лекция, которая должна была состояться 28 марта, переносится на 16 апреля' },
      reference,
    );
    expect(passed.dates.map((date) => date.day)).toEqual([
      { year: 2027, month: 3, day: 28 },
      { year: 2027, month: 4, day: 16 },
    ]);
    const coming = mentionsOf(
      { index: 0, start: 0, text: 'Концерт, запланированный на 10 апреля, переносится на 24 апреля' },
      reference,
    );
    expect(coming.dates.map((date) => date.day.year)).toEqual([2027, 2027]);
  });

  it('takes the new day of a move whose old day has passed', async () => {
    const play = await draft(
      'ПЕРЕНОС! Спектакль «Гроза», который должен был пройти 25 марта, переносится на пятницу, 9 апреля. Начало в 18:00.',
      '2027-04-01T09:00:00Z',
    );
    expect(play.startsAt.value).toBe('2027-04-09T18:00:00+03:00');
  });

  it('reads an hour written with a dash, and no numbers of a distance as hours', async () => {
    const race = await draft('Лыжная гонка 5 декабря, старт в 10-30.\nДистанции 2 и 5 км.');
    expect(race.startsAt.value).toBe('2026-12-05T10:30:00+03:00');
    expect(race.endsAt.value).toBeNull();
    const fair = await draft('Ярмарка 5 декабря с 10-00 до 17-00.');
    expect(fair.endsAt.value).toBe('2026-12-05T17:00:00+03:00');
  });

  it('takes no end from an hour a price holds until, nor from a film followed by a talk', async () => {
    expect((await draft('Вечеринка 5 декабря с 21:00, вход 300, до 22:00 — free')).endsAt.value).toBeNull();
    expect(durationMinutes('Фильм идёт два часа, после — обсуждение с режиссёром.')).toBeNull();
    expect(durationMinutes('Спектакль идёт 50 минут, после — фото с героями.')).toBe(50);
  });
});

describe('a move said with «вместо»', () => {
  it('reads the day after the dash as the new one, not as the end of a run', async () => {
    const gig = await draft(
      'Концерт переносится!\nВместо 5 декабря — 19 декабря (суббота), 21:00, бар «Мята».',
      '2026-11-28T09:00:00Z',
    );
    expect(gig.startsAt.value).toBe('2026-12-19T21:00:00+03:00');
    expect(gig.endsAt.value).toBeNull();
  });
});

describe('hours that are not the event’s, lengths said at length, days joined and closed', () => {
  const reference = { year: 2026, month: 11, day: 20, hour: 12, minute: 0, second: 0 };

  it('reads no hours of the box office and no end from an hour a price holds for some guests', async () => {
    const ball = await draft('Афиша ДК\n27.12 — зимний бал для выпускников\nКасса открыта пн–пт с 10 до 18.');
    expect(ball.startsAt.value).toBe('2026-12-27T00:00:00+03:00');
    expect(ball.startTimeKnown).toBe(false);
    expect(ball.endsAt.value).toBeNull();
    const party = await draft('Сб 28.11 — диско-вечер с 22:00, вход 300₽, для студентов до 23:00 — бесплатно');
    expect(party.startsAt.value).toBe('2026-11-28T22:00:00+03:00');
    expect(party.endsAt.value).toBeNull();
  });

  it('ends at the end of what the event is, named after «окончание», but not at the end of a registration', async () => {
    const race = await draft('Лыжный марафон 6 декабря. Регистрация с 9:00, старт в 10:30, окончание гонки — 15:00');
    expect(race.startsAt.value).toBe('2026-12-06T10:30:00+03:00');
    expect(race.endsAt.value).toBe('2026-12-06T15:00:00+03:00');
    const talk = await draft('Лекция 6 декабря в 18:00. Окончание регистрации — 17:30');
    expect(talk.endsAt.value).toBeNull();
  });

  it('reads a length said after what it counts, or in brackets, and no length in «придёт за час»', () => {
    expect(durationMinutes('Продолжительность с учётом антракта и встречи с артистами — 2 часа 10 минут')).toBe(130);
    expect(durationMinutes('«Горе от ума» (драма, 3 ч с антрактом)')).toBe(180);
    expect(durationMinutes('«Кот в сапогах» (1 ч 15 мин)')).toBe(75);
    expect(durationMinutes('Письмо со ссылкой придёт за час до начала.')).toBeNull();
    expect(durationMinutes('Напоминание подойдёт за 2 часа')).toBeNull();
  });

  it('reads two days running written in figures as one weekend with its daily hours', async () => {
    const fair = await draft('Пт 4.12 и Сб 5.12, 10:00–18:00 — новогодняя ярмарка на площади');
    expect(fair.startsAt.value).toBe('2026-12-04T10:00:00+03:00');
    expect(fair.endsAt.value).toBe('2026-12-05T18:00:00+03:00');
    const apart = mentionsOf({ index: 0, start: 0, text: 'Игры 5.12 и 12.12 в 19:00' }, reference);
    expect(apart.dates.map((date) => date.days.length)).toEqual([1, 1]);
  });

  it('reads a run from its first day with its daily hours up to a last day said after them', async () => {
    const rink = await draft('С 5 декабря в парке открыт каток: ежедневно 11:00–21:00 до 15 марта');
    expect(rink.startsAt.value).toBe('2026-12-05T11:00:00+03:00');
    expect(rink.endsAt.value).toBe('2027-03-15T21:00:00+03:00');
  });

  it('takes no days a place is closed for days of the event', async () => {
    const closed = mentionsOf(
      { index: 0, start: 0, text: 'Открыто ср–вс 11:00–19:00. 7 и 8 января галерея закрыта.' },
      reference,
    );
    expect(closed.dates).toEqual([]);
    expect(closed.times).toHaveLength(1);
    const show = await draft(
      'Выставка кукол с 5 декабря по 20 января.\nЧасы работы: ср–вс 11:00–19:00. 1 и 2 января музей закрыт.',
    );
    expect(show.startsAt.value).toBe('2026-12-05T11:00:00+03:00');
    expect(show.endsAt.value).toBe('2027-01-20T19:00:00+03:00');
  });

  it('ends a trip at its arrival said after its departure, and never at an arrival alone', async () => {
    const train = await draft(
      'Экскурсионный поезд до Мурома 13 декабря. Отправляемся в 7:15, прибытие в Москву примерно в 22:10.',
    );
    expect(train.startsAt.value).toBe('2026-12-13T07:15:00+03:00');
    expect(train.endsAt.value).toBe('2026-12-13T22:10:00+03:00');
    // An arrival with no earlier hour is when to come, and guests arriving are a gathering.
    const come = mentionsOf(
      { index: 0, start: 0, text: 'Прибытие в 9:00, старт забега в 9:30' },
      { year: 2026, month: 11, day: 20, hour: 12, minute: 0, second: 0 },
    );
    expect(come.times.map((time) => time.until)).toEqual([false, false]);
  });

  it('takes midnight on the New Year night for a moment of the programme, not the start', async () => {
    const party = await draft(
      'Бар «Маяк»: 31 декабря — новогодняя вечеринка, бой курантов в полночь и фейерверк.\nСтартуем в 22:00, до 4:00.',
    );
    expect(party.startsAt.value).toBe('2026-12-31T22:00:00+03:00');
    expect(party.endsAt.value).toBe('2027-01-01T04:00:00+03:00');
  });

  it('reads a length after a short opening clause and a comma, and the length of each item after «по»', () => {
    expect(durationMinutes('Вход свободный, 50 минут.')).toBe(50);
    expect(durationMinutes('Для взрослых, 2 часа')).toBe(120);
    expect(durationMinutes('Вебинары по 30 минут, запись по ссылке.')).toBe(30);
    // A break of some minutes is no length, nor minutes after a price or a way to the place.
    expect(durationMinutes('Перерывы по 15 минут.')).toBeNull();
    expect(durationMinutes('Открытый микрофон.\nВыступления по 7 минут, запись у ведущего.')).toBeNull();
    expect(durationMinutes('Курс для начинающих.\nУроки по 45 минут')).toBe(45);
    expect(durationMinutes('Билет 400 ₽, 60 минут.')).toBeNull();
    expect(durationMinutes('От остановки пешком, 7 минут до входа.')).toBeNull();
  });

  it('takes no end from a deadline to sign up, and ends at a summing-up said «about» an hour', async () => {
    const game = await draft('Настольные игры в антикафе «Ход» 3 декабря. Начинаем в 19:00, запись игроков до 18:30.');
    expect(game.startsAt.value).toBe('2026-12-03T19:00:00+03:00');
    expect(game.endsAt.value).toBeNull();
    const race = await draft('Лыжный марафон 6 декабря. Старт в 10:00, подведение итогов примерно в 15:30.');
    expect(race.startsAt.value).toBe('2026-12-06T10:00:00+03:00');
    expect(race.endsAt.value).toBe('2026-12-06T15:30:00+03:00');
  });

  it('reads «каждый день до» a clock as an end, and a start after «до утра» as the start', () => {
    const reference = { year: 2026, month: 11, day: 20, hour: 12, minute: 0, second: 0 };
    const daily = mentionsOf({ index: 0, start: 0, text: 'Работаем каждый день до 17:30.' }, reference);
    expect(daily.times.map((time) => [time.time.hour, time.time.minute, time.until])).toEqual([[17, 30, true]]);
    const text = 'сб 28.11 — танцы до утра, с 22:00';
    const night = mentionsOf({ index: 0, start: 0, text }, reference);
    expect(night.times.map((time) => [time.time.hour, time.until])).toEqual([[22, false]]);
    expect(text.slice(night.times[0]?.start, night.times[0]?.end)).toBe('с 22:00');
  });

  it('reads two sessions of a day each with whom it is for in brackets, but no gathering in brackets as a session', () => {
    const reference = { year: 2026, month: 11, day: 20, hour: 12, minute: 0, second: 0 };
    const matinee = mentionsOf(
      { index: 0, start: 0, text: '29.12 — 11:00 (для малышей 3–6 лет), 13:00 (7–10 лет)' },
      reference,
    );
    expect(matinee.times.map((time) => [time.time.hour, time.alternative])).toEqual([
      [11, true],
      [13, true],
    ]);
    const gathering = mentionsOf(
      { index: 0, start: 0, text: 'Сбор в 9:30 (у главного входа), в 10:00 старт' },
      reference,
    );
    expect(gathering.times.map((time) => time.alternative)).toEqual([false, false]);
  });
});

describe('a date or a time never ends inside a word', () => {
  const reference = { year: 2026, month: 12, day: 20, hour: 12, minute: 0, second: 0 };
  it('leaves «Всенощное» whole after «в 23:00»', () => {
    const text = '6 января — в 23:00 Всенощное бдение';
    const { dates, times } = mentionsOf({ index: 0, start: 0, text }, reference);
    expect(times.map((time) => text.slice(time.start, time.end))).toEqual(['в 23:00']);
    expect(dates.map((date) => text.slice(date.start, date.end))).toEqual(['6 января']);
  });
  it('for any words after a date and a clock, weekday and month abbreviations among them', () => {
    const pieces = fc.constantFrom(
      '6 января',
      '— в 23:00',
      'в 19:00',
      '12.12',
      'с 10 до 18',
      'Вс',
      'Всенощное',
      'Сенокос',
      'Пятничный',
      'Сб',
      'Понедельничный',
      'Январский',
      'дек',
      'Декабристы',
      'чт',
      'Чтения',
      'бдение',
      ',',
      '—',
    );
    const word = fc.stringMatching(/^[а-яёА-ЯЁ]{1,12}$/u);
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, word), { minLength: 1, maxLength: 8 }), (parts) => {
        const text = parts.join(' ');
        const { dates, times } = mentionsOf({ index: 0, start: 0, text }, reference);
        for (const { start, end } of [...dates, ...times]) {
          const inside = /\p{L}/u.test(text.charAt(end - 1)) && /\p{L}/u.test(text.charAt(end));
          expect(inside, `«${text.slice(start, end)}» in «${text}»`).toBe(false);
        }
      }),
      { numRuns: 400 },
    );
  });
});
