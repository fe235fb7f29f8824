import { describe, expect, it } from 'vitest';
import type { Price } from '../contract.ts';
import { linesOf } from './lines.ts';
import { itemPriceOf, pricedForHomeGamesOnly, priceOf } from './prices.ts';
import { draft, extract } from './test-support.ts';

const priceIn = async (text: string) => (await draft(`Концерт 25 ноября в 19:00\n${text}`)).price;
const paid = (min: number | null, max: number | null): Price => ({ min, max, free: false, donation: false });

describe('prices of an announcement', () => {
  it.each([
    ['Вход 500 ₽', paid(500, 500)],
    ['Билеты 500р', paid(500, 500)],
    ['Стоимость 500 руб.', paid(500, 500)],
    ['Билеты 1 200 ₽', paid(1200, 1200)],
    ['Билеты от 300 до 800 руб.', paid(300, 800)],
    ['Вход 300/500 ₽', paid(300, 500)],
    ['Билеты 800–2500 ₽', paid(800, 2500)],
    ['Билеты от 400 ₽', paid(400, null)],
    ['Вход 300 ₽, студентам — 150 ₽', paid(150, 300)],
    ['вход 200', paid(200, 200)],
  ])('reads «%s»', async (text, expected) => {
    const price = await priceIn(text);
    expect(price.value).toEqual(expected);
    expect(price.source).toBe('text');
    expect(text).toContain(price.span?.text.trim().slice(0, 3));
  });

  it.each(['Вход свободный', 'Бесплатно!', 'free', 'Без входной платы', 'Вход — 0 ₽'])(
    'reads «%s» as free',
    async (text) => {
      expect((await priceIn(text)).value).toEqual({ min: 0, max: 0, free: true, donation: false });
    },
  );

  it.each([
    ['Вход по донату', null],
    ['донат', null],
    ['Вход — пожертвование от 500 ₽', 500],
  ])('reads «%s» as a donation', async (text, min) => {
    expect((await priceIn(text)).value).toEqual({ min, max: null, free: false, donation: true });
  });

  it('leaves out a season ticket from each event of a programme, and what a drink costs', async () => {
    const { events } = await extract(
      'Фестиваль\n10 июля, 19:00 — Трио\n11 июля, 18:00 — Квартет\nБилет на день 1200 ₽, абонемент на два дня 2000 ₽',
    );
    expect(events.map((event) => event.price.value)).toEqual([paid(1200, 1200), paid(1200, 1200)]);
    // One event over several days: the pass is the upper end of its price.
    expect((await priceIn('Билет на день 1200 ₽, абонемент на три дня 3000 ₽')).value).toEqual(paid(1200, 3000));
    expect((await priceIn('Белые русские по 350 ₽ весь вечер')).value).toBeNull();
    expect((await priceIn('Группа «Апельсин», вход 500₽ (коктейль «Складской» — 350₽ весь вечер)')).value).toEqual(
      paid(500, 500),
    );
  });

  it('does not take ages, addresses, times or counts for prices', async () => {
    const price = await priceIn('ул. Звездинка, 10. 18+. Команды до 8 человек, начало в 19:00, 3 сета');
    expect(price).toMatchObject({ value: null, confidence: 0, source: 'default' });
  });

  it('reads free entry said with words between, and a reduced price without a currency', async () => {
    for (const text of ['Вход для болельщиков свободный', 'Вход по-прежнему свободный', 'Участие для всех бесплатное'])
      expect((await priceIn(text)).value, text).toEqual({ min: 0, max: 0, free: true, donation: false });
    expect((await priceIn('Биг-бэнд (800/400 студентам)')).value).toEqual(paid(400, 800));
    // An amount at a sentence's end: its full stop is not a date's dot.
    expect((await priceIn('Блюз, начало в 20:30, вход 350. Приходите!')).value).toEqual(paid(350, 350));
    // Words between, but not a whole sentence: «вход через двор, парковка бесплатная» is not free entry.
    expect((await priceIn('Вход 500 ₽, парковка рядом')).value).toEqual(paid(500, 500));
  });

  it('reads a second entry price said as a condition after the first, and nothing else as one', async () => {
    expect((await priceIn('вход 300, после 22 — 400')).value).toEqual(paid(300, 400));
    expect((await priceIn('стоп-чек 400р, кто придёт с новичком — вам по 300')).value).toEqual(paid(300, 400));
    expect((await priceIn('Вход 1000 ₽, с клубной картой проходите за 500.')).value).toEqual(paid(500, 1000));
    expect((await priceIn('Начало в 22:00. Вход 300, в костюме — 150.')).value).toEqual(paid(150, 300));
    // A drink by the piece, a house number, a count, or a number far from the entry price is no second price.
    expect((await priceIn('Вход 500 ₽, настойки по 150')).value).toEqual(paid(500, 500));
    expect((await priceIn('Вход 500 ₽, для друзей бара — по 5000 объятий')).value).toEqual(paid(500, 500));
    expect((await priceIn('Вход 500 ₽, кто придёт по 2 — столы на 4')).value).toEqual(paid(500, 500));
    expect((await priceIn('Вход 300 ₽, после 23 — танцы до утра')).value).toEqual(paid(300, 300));
  });

  it('reads free entry with a paid later entry as a range from zero', async () => {
    expect((await priceIn('FREE до 00:00, после — 300₽')).value).toEqual(paid(0, 300));
  });

  it('reads a price in words and free entry said after what it opens', async () => {
    expect((await priceIn('Участие — триста рублей с человека')).value).toEqual(paid(300, 300));
    expect((await priceIn('Взнос — пятьсот рублей, призы победителям')).value).toEqual(paid(500, 500));
    expect((await priceIn('Вход на все экспозиции и на борт «Витязя» свободный')).value).toEqual({
      min: 0,
      max: 0,
      free: true,
      donation: false,
    });
    // A group that pays less, named in a clause before its price.
    expect((await priceIn('Вход — пятьсот, с друзьями (от трёх человек) — по четыреста.')).value).toEqual(
      paid(400, 500),
    );
    // A number in words that prices nothing is not a price.
    expect((await priceIn('Ждём сто гостей')).value).toBeNull();
  });

  it('reads a reduced price named by who pays it after the entry price, with or without a dash', async () => {
    expect((await priceIn('Билет 300, льготный 150.')).value).toEqual(paid(150, 300));
    expect((await priceIn('Детский билет 700, взрослый 500.')).value).toEqual(paid(500, 700));
    expect((await priceIn('Билет 400, школьникам 200. Запись по телефону.')).value).toEqual(paid(200, 400));
    expect((await priceIn('Билет — тысяча рублей, для резидентов коворкинга — семьсот.')).value).toEqual(
      paid(700, 1000),
    );
    // Without an entry price before it, a bare amount after a group is nothing.
    expect((await priceIn('Команды до 6 человек, взрослый 500 раз подумает')).value).toBeNull();
  });

  it('reads the price after free entry ends, and never a rate by the minute or an ordinal day', async () => {
    expect((await priceIn('Начало в 23:00, до 23:30 вход бесплатный, потом 500.')).value).toEqual({
      min: 0,
      max: 500,
      free: false,
      donation: false,
    });
    expect((await priceIn('Оплата по времени, 5 ₽ в минуту.')).value).toBeNull();
    // The stop-check caps the rate by the minute: the most one pays, not the least (see the labelling guide).
    expect((await priceIn('Стоимость как обычно — 4 ₽/мин, стоп-чек 600 ₽')).value).toEqual(paid(null, 600));
    expect((await priceIn('Вход 500, все билеты на 26-е принимаются.')).value).toEqual(paid(500, 500));
  });

  it('leaves out the rest of a list of dishes and drinks priced after one', async () => {
    const { events } = await extract(
      'Новое меню! Глинтвейн — 250₽, тыквенный латте — 290₽, штрудель — 320₽.\nА 25 ноября в 12:00 — мастер-класс по латте-арту, участие 900 ₽.',
    );
    expect(events.map((event) => event.price.value)).toEqual([paid(900, 900)]);
  });

  it('reads amounts in thousands and hundreds said the short way, only beside what they price', async () => {
    expect((await priceIn('Вход 2,5к, дресс-код — чёрное')).value).toEqual(paid(2500, 2500));
    expect((await priceIn('Билет на оба сета — 1,2к.')).value).toEqual(paid(1200, 1200));
    expect((await priceIn('Партер 1,5 тыс. / балкон 900 руб.')).value).toEqual(paid(900, 1500));
    expect((await priceIn('Танцпол 1 тыс. | VIP 3,2 тыс.')).value).toEqual(paid(1000, 3200));
    expect((await priceIn('Билеты 2–4 тыс. ₽')).value).toEqual(paid(2000, 4000));
    expect((await priceIn('вход 5 соток, приходите')).value).toEqual(paid(500, 500));
    // A distance or a crowd in thousands is not a price.
    expect((await priceIn('Участие в забеге на 10к — 800 ₽')).value).toEqual(paid(800, 800));
    expect((await priceIn('Ждём 3 тыс. зрителей')).value).toBeNull();
  });

  it('reads a list of ticket kinds after its label, and entry said in English', async () => {
    expect((await priceIn('билеты: онлайн 700 / в кассе 1000')).value).toEqual(paid(700, 1000));
    expect((await priceIn('tickets: presale 600 / at the door 900')).value).toEqual(paid(600, 900));
    expect((await priceIn('entry 350, cider 300 a glass')).value).toEqual(paid(350, 350));
    // A house after a street name is no ticket's price.
    expect((await priceIn('Билеты: в кассе на Советской 112')).value).toBeNull();
  });

  it('reads a fee beside a prize fund, and a price after a word that only contains a prize', async () => {
    expect((await priceIn('Взнос 500 ₽, призовой фонд — 20 000 ₽.')).value).toEqual(paid(500, 500));
    expect((await priceIn('Три комика и гость-сюрприз. 600 руб.')).value).toEqual(paid(600, 600));
  });

  it('leaves out what a free event sells besides, and a pass after a free first lesson', async () => {
    const free = { min: 0, max: 0, free: true, donation: false };
    expect((await priceIn('Вход свободный. Пластинки группы можно будет купить за 2000 ₽.')).value).toEqual(free);
    expect((await priceIn('Участие бесплатное, коньки напрокат — 250 ₽.')).value).toEqual(free);
    expect((await priceIn('Вход свободный, чайная церемония (отдельно — 400 ₽).')).value).toEqual(free);
    expect((await priceIn('Пробное занятие бесплатно, потом абонемент: 4 занятия — 1600 ₽.')).value).toEqual(free);
    // Free for some, or for an hour: the price of the others still counts.
    expect((await priceIn('До 22:00 вход свободный, после 22:00 — 300 ₽.')).value).toEqual(paid(0, 300));
  });

  it('leaves out a free day of a group that is another occasion, and reads a group let in free', async () => {
    expect((await priceIn('Вход 300 ₽. По средам пенсионерам бесплатно.')).value).toEqual(paid(300, 300));
    expect((await priceIn('Вход 500 ₽, для музыкантов с инструментом — свободный.')).value).toEqual(paid(0, 500));
    expect((await priceIn('Вход 500 ₽, парковка свободная.')).value).toEqual(paid(500, 500));
  });

  it('reads free entry with a donation asked for after «но», whatever the donation pays', async () => {
    const freeWithDonation = { min: 0, max: 0, free: true, donation: true };
    expect((await priceIn('вход бесплатно но пожертвования на аренду зала приветствуются')).value).toEqual(
      freeWithDonation,
    );
    expect((await priceIn('вход бесплатный, но можно оставить музыкантам на чай')).value).toEqual(freeWithDonation);
    // Sending a photo is no donation.
    expect((await priceIn('Вход 500 ₽. Фото можно скинуть в личку.')).value).toEqual(paid(500, 500));
  });

  it('blanks a free entry by whole words, so a title is never cut inside one', async () => {
    const event = await draft('6 декабря, в 12:00 — бесплатные экскурсии по музею');
    expect(event.price.value).toEqual({ min: 0, max: 0, free: true, donation: false });
    expect(event.title.value).not.toMatch(/^Ые/u);
  });

  it('reads a ticket by when it is bought, with no currency, before or after its price', async () => {
    expect((await priceIn('Сбор 19:00, начало 19:30\nПредпродажа 400, в день концерта 600')).value).toEqual(
      paid(400, 600),
    );
    expect((await priceIn('Билеты 500р в предпродаже и 700 в день концерта, ссылка в профиле')).value).toEqual(
      paid(500, 700),
    );
    expect((await priceIn('350 — предпродажа / 500 — на входе\n16+')).value).toEqual(paid(350, 500));
    // Other words, other order, other punctuation.
    expect((await priceIn('Играем в 20:00. 450 в предпродаже, 650 на входе.')).value).toEqual(paid(450, 650));
    expect((await priceIn('предпродажа — 800 | в день шоу 1100')).value).toEqual(paid(800, 1100));
    expect((await priceIn('Начало в 21:00 (на входе с 20:30). В кассе 900.')).value).toEqual(paid(900, 900));
    expect((await priceIn('вход 400 (в предпродаже), 600 на месте')).value).toEqual(paid(400, 600));
    // An age rating or an hour after the entry word is no price.
    expect((await priceIn('Начало в 19:00, на входе 12+')).value).toBeNull();
    expect((await priceIn('Вход с 19, 300 ₽')).value).toEqual(paid(300, 300));
    // A time, a count or a date beside the kind of ticket is none of its price.
    expect((await priceIn('Предпродажа закрыта, на входе с 19:00, 60 мест')).value).toBeNull();
    expect((await priceIn('Предпродажа в кассе с 10:00 до 18 декабря')).value).toBeNull();
  });

  it('reads a later entry price in the same clause as the first', async () => {
    expect((await priceIn('вход 700 / после 1:00 — 1000')).value).toEqual(paid(700, 1000));
    expect((await priceIn('Вход 300 ₽ | после 23:30 – 500')).value).toEqual(paid(300, 500));
    expect((await priceIn('билет 1200 / после 2 — 1500 на входе')).value).toEqual(paid(1200, 1500));
    expect((await priceIn('Вход 300 / с 23:00 — 500')).value).toEqual(paid(300, 500));
    // A number far from the entry price after «после» is no price.
    expect((await priceIn('вход 500 / после 22 — 20000 лайков')).value).toEqual(paid(500, 500));
  });

  it('reads no range from a code or a count glued before a price, nor a table deposit as the entry', async () => {
    expect((await priceIn('Билет — 2000 ₽, с промокодом ШТОПОР26 — 1700 ₽.')).value).toEqual(paid(1700, 2000));
    expect((await priceIn('Вход 900 ₽, по коду LETO2027 — 700 ₽')).value).toEqual(paid(700, 900));
    expect((await priceIn('Билеты 1500р; промо ДРУГ5 - 1200р')).value).toEqual(paid(1200, 1500));
    expect((await priceIn('Вход по депозиту: стол на 4 — 12 000 ₽ (депозит полностью идёт на меню)')).value).toBeNull();
    expect((await priceIn('Вход по депозиту, столик на 6 — 15 000 ₽.')).value).toBeNull();
    expect((await priceIn('Вход — через депозит: 3000 ₽ за стол до четырёх гостей')).value).toBeNull();
    // A deposit each guest pays to come in is the entry's price.
    expect((await priceIn('Вход — депозит 1500 ₽ на человека (в счёт меню).')).value).toEqual(paid(1500, 1500));
    // Entry on the condition of ordering from the menu is no ticket, per head or not.
    expect((await priceIn('Вход по депозиту — 2500 ₽ на гостя, всё идёт на кухню и бар.')).value).toBeNull();
  });

  it('prices an item a shared line calls by the first words of its name', () => {
    const byName = (prices: string, own: string) => itemPriceOf(prices, linesOf(prices), own)?.price ?? null;
    const bill = 'Билеты на «Бременских» — 200 ₽, на «Метель» — 450 ₽.';
    expect(byName(bill, '«Бременские музыканты» 0+ — сб в 11:00')).toEqual(paid(200, 200));
    expect(byName(bill, '«Метель-3» 16+ — пт в 21:00')).toEqual(paid(450, 450));
  });

  it('reads three ticket categories or more with the currency said once', async () => {
    expect((await priceIn('Билеты: 1500 / 2000 / 3000 ₽')).value).toEqual(paid(1500, 3000));
    expect((await priceIn('Цены 700/1000/1400/2000 руб.')).value).toEqual(paid(700, 2000));
    expect((await priceIn('Билеты 1 200 / 1 800 / 2 500 ₽')).value).toEqual(paid(1200, 2500));
  });

  it('leaves out a list of goods before the drink that shows it is one, and a name in quotes', async () => {
    expect(
      (await priceIn('Вход 500 ₽, промокод МИКРО даёт скидку 20%.\nСет «Оливье + морс» — 450 ₽, глинтвейн — 250 ₽.'))
        .value,
    ).toEqual(paid(500, 500));
    expect((await priceIn('Билет 800 ₽.\nТарелка «Сырная» — 600 ₽, пиво — 300 ₽.')).value).toEqual(paid(800, 800));
    expect((await priceIn('Вход 300 ₽. Бургер «Чёрный» — 450 ₽; коктейль «Маяк» — 400 ₽.')).value).toEqual(
      paid(300, 300),
    );
    // A word of a title in quotes does not make the clause price a thing: the free webinar is free.
    const free = { min: 0, max: 0, free: true, donation: false };
    expect((await priceIn('Бесплатный вебинар «Как продавать хендмейд зимой»')).value).toEqual(free);
    expect((await priceIn('Бесплатная лекция «Что пить к сыру: вино или пиво»')).value).toEqual(free);
    expect((await priceIn('Вход свободный — встреча «Как открыть свою кухню»')).value).toEqual(free);
  });

  it('reads a group named after the entry word, and a group let in free said «бесплатно»', async () => {
    expect((await priceIn('Вход для зрителей 300, для участников бесплатно.')).value).toEqual(paid(0, 300));
    expect((await priceIn('Вход для гостей 400, для выступающих — бесплатно')).value).toEqual(paid(0, 400));
    expect((await priceIn('Билет для взрослых 600. Детям до 5 лет бесплатно!')).value).toEqual(paid(0, 600));
  });

  it('reads the grown-ups who come with a paying child for free as a category let in free', async () => {
    expect((await priceIn('Занятие для малышей: 700 ₽ за ребёнка, родители — бесплатно.')).value).toEqual(paid(0, 700));
    expect((await priceIn('Участие 450 ₽ с ребёнка, взрослые бесплатно')).value).toEqual(paid(0, 450));
    expect((await priceIn('Билет детский — 600 ₽, сопровождающим вход бесплатный.')).value).toEqual(paid(0, 600));
    // Free for everyone, grown-ups named among them, is the whole event free.
    expect((await priceIn('Вход свободный для взрослых и детей.')).value).toEqual({
      min: 0,
      max: 0,
      free: true,
      donation: false,
    });
  });

  it('leaves a priced entry as it is beside a free thing, and a thing for a group out of a free entry', async () => {
    expect((await priceIn('Обмен, продажа, бесплатный чай. Вход 100 ₽')).value).toEqual(paid(100, 100));
    expect((await priceIn('Бесплатная парковка, вход 250 ₽.')).value).toEqual(paid(250, 250));
    expect((await priceIn('Билеты 600 ₽, бесплатные печеньки всем гостям')).value).toEqual(paid(600, 600));
    const free = { min: 0, max: 0, free: true, donation: false };
    expect((await priceIn('Вход свободный, мастер-классы для детей — 300 ₽')).value).toEqual(free);
    expect((await priceIn('Вход свободный. Экскурсия для школьников — 150 ₽.')).value).toEqual(free);
    expect((await priceIn('Участие бесплатное, наборы для рисования для детей — 200 ₽')).value).toEqual(free);
    // A group that pays less is still a price of the entry.
    expect((await priceIn('До 18:00 вход свободный, для студентов после — 200 ₽')).value).toEqual(paid(0, 200));
  });

  it('reads an item of a priced list that comes free as a category let in free', async () => {
    expect((await priceIn('Дистанции: 1 км (детский, бесплатно), 5 км — 800 ₽, 10 км — 1200 ₽')).value).toEqual(
      paid(0, 1200),
    );
    expect((await priceIn('Забеги: 3 км — 500 ₽, 21 км — 1500 ₽, детский на 500 м — бесплатно')).value).toEqual(
      paid(0, 1500),
    );
    expect((await priceIn('Классы: новички (первое занятие, бесплатно); продолжающие — 700 ₽')).value).toEqual(
      paid(0, 700),
    );
  });

  it('reads a stop-check beside a rate by the minute as the most one pays', async () => {
    expect((await priceIn('Оплата по тарифу антикафе: 3 ₽/мин, стоп-чек 600 ₽. Чай включён.')).value).toEqual(
      paid(null, 600),
    );
    expect((await priceIn('2,5 ₽ в минуту, стоп чек — 500 ₽')).value).toEqual(paid(null, 500));
    // A stop-check without a rate is the price of the evening.
    expect((await priceIn('Стоп-чек 350 ₽ на весь вечер, чай включён.')).value).toEqual(paid(350, 350));
  });

  it('leaves out a season ticket for a series when a single ticket is given', async () => {
    expect((await priceIn('Билет 300 ₽, абонемент на 4 концерта цикла — 1000 ₽')).value).toEqual(paid(300, 300));
    expect((await priceIn('Билет — 500 ₽. Абонемент на все спектакли сезона: 3500 ₽.')).value).toEqual(paid(500, 500));
    expect((await priceIn('Разовое посещение 400 ₽, абонемент на 8 занятий — 2800 ₽')).value).toEqual(paid(400, 400));
    // With no single ticket, the season ticket is all the price there is.
    expect((await priceIn('Абонемент на 6 лекций курса — 3000 ₽')).value).toEqual(paid(3000, 3000));
  });

  it('leaves the prices as written beside a discount given only as a share', async () => {
    expect((await priceIn('🎫 Партер — 1500–2500 ₽, балкон — 1000 ₽, студентам скидка 30% на балкон')).value).toEqual(
      paid(1000, 2500),
    );
    expect((await priceIn('Билеты 800 ₽. Скидка 50% пенсионерам.')).value).toEqual(paid(800, 800));
    expect((await priceIn('Вход 500 ₽, промокод МИКРО даёт скидку 20%.')).value).toEqual(paid(500, 500));
    expect((await priceIn('Партер 2000 ₽, галёрка 900 ₽; школьникам — минус 20% на галёрку')).value).toEqual(
      paid(900, 2000),
    );
  });

  it('gives a programme event the price its shared line names for its kind, children or the rest', async () => {
    const prices = async (post: string) =>
      (await extract(post, '2026-02-20T09:00:00Z')).events.map((event) => [event.title.value, event.price.value]);
    const week =
      'Афиша на неделю\nВт 24.11, 19:00 — «Вишнёвый сад» (А. Чехов), 16+\nСб 28.11, 12:00 — «Кот в сапогах» (для детей от 4 лет)';
    expect(await prices(`${week}\nЦены: вечерние спектакли 600–1500 ₽, детские 400 ₽`)).toEqual([
      ['Вишнёвый сад', paid(600, 1500)],
      ['Кот в сапогах', paid(400, 400)],
    ]);
    const weekend = 'Репертуар\n06.03 сб 18:00 «Бесприданница»\n07.03 вс 12:00 «Гадкий утёнок» — для детей 5+';
    expect(await prices(`${weekend}\nБилеты: 600–1800 ₽, детский спектакль — 400 ₽`)).toEqual([
      ['Бесприданница', paid(600, 1800)],
      ['Гадкий утёнок', paid(400, 400)],
    ]);
    expect(
      await prices(
        'Филармония, выходные\nПт 19:00 Органный вечер, 12+\nВс 12:00 Детский концерт «Сказки в музыке» (6+)\nСтоимость: детские концерты — 350 ₽; остальные 800–2000 ₽.',
      ),
    ).toEqual([
      ['Органный вечер', paid(800, 2000)],
      ['Сказки в музыке', paid(350, 350)],
    ]);
    // A child's ticket or a group of children let in free is a concession of every event, no kind of show.
    expect(await prices(`${weekend}\nБилеты 500 ₽, детям до 7 лет бесплатно`)).toEqual([
      ['Бесприданница', paid(0, 500)],
      ['Гадкий утёнок', paid(0, 500)],
    ]);
  });

  it('leaves out a rental, snacks and anything paid apart', async () => {
    // development9 d9-058, d9-024.
    expect(await priceIn('Участие 500 ₽. Прокат лыж — 300 ₽ отдельно, бронируйте заранее.')).toMatchObject({
      value: paid(500, 500),
    });
    expect(await priceIn('Вход — 500 ₽\nКоктейли от 350 ₽, пиво от 250 ₽, сет закусок 900 ₽')).toMatchObject({
      value: paid(500, 500),
    });
    expect(await priceIn('Билет 700 р. Коньки напрокат — 250 р.')).toMatchObject({ value: paid(700, 700) });
    expect(await priceIn('Вход 400 ₽, пицца и салаты — 600 ₽')).toMatchObject({ value: paid(400, 400) });
    expect(await priceIn('Стоимость 1500 ₽, трансфер оплачивается отдельно — 400 ₽')).toMatchObject({
      value: paid(1500, 1500),
    });
  });

  it('reads a later entry price said after the hour the first ends', async () => {
    // development9 d9-049.
    expect((await priceIn('вход 400 до 23:00, потом 600')).value).toEqual(paid(400, 600));
    expect((await priceIn('Вход 300 до полуночи, затем 500')).value).toEqual(paid(300, 500));
    expect((await priceIn('билеты 250 до 22 часов, а потом — 400')).value).toEqual(paid(250, 400));
  });

  it('adds a surcharge at the door to the dearest ticket', async () => {
    // development9 d9-017.
    const kislorod = 'Танцпол — 800 ₽\nСидячие места — 1200 ₽\nВ день концерта +200 ₽ к любой цене';
    expect((await priceIn(kislorod)).value).toEqual(paid(800, 1400));
    expect((await priceIn('Билеты 600 ₽, на входе +100 ₽')).value).toEqual(paid(600, 700));
    expect((await priceIn('Партер 1000 р., балкон 700 р. (наценка в кассе +150 р.)')).value).toEqual(paid(700, 1150));
    // An extra for a tour is no surcharge on the entry, and a child without a seat is no thing paid apart.
    expect((await priceIn('Билет 300 ₽. По субботам экскурсия (+100 ₽ к билету)')).value?.max).toBe(300);
    expect((await priceIn('Билет 450 ₽, дети до 3 лет без отдельного места — бесплатно')).value).toEqual(paid(0, 450));
  });

  it('reads an event a line opens by calling free as free, whatever its description prices', async () => {
    const free = { min: 0, max: 0, free: true, donation: false };
    // development9 d9-015.
    const webinar = await draft(
      '📸 Бесплатный вебинар «Как снимать северное сияние на телефон»\n\n24 ноября, вторник, 20:00 МСК, Zoom\nПродолжительность 1,5 часа: настройки камеры, штатив за 300 рублей и где в области ловить небо без засветки.',
    );
    expect(webinar.price.value).toEqual(free);
    const lecture = await draft(
      'Бесплатная лекция о зимних садах\n3 декабря в 19:00. Расскажем, как вырастить лимон дома: саженец стоит от 400 ₽.',
    );
    expect(lecture.price.value).toEqual(free);
    const workshop = await draft(
      '— Бесплатный мастер-класс по вязанию! 5 декабря в 15:00\nПряжу можно купить у нас, моток 250 ₽.',
    );
    expect(workshop.price.value).toEqual(free);
    // Free said of a thing, not of the event, leaves the entry price.
    expect((await priceIn('Бесплатная парковка. Вход 300 ₽')).value).toEqual(paid(300, 300));
  });
  it('reads «до N ₽» alone as where prices end, and with another amount as the dearest one', async () => {
    expect((await priceIn('Билеты до 1800 ₽, бронь в директ')).value).toEqual(paid(null, 1800));
    expect((await priceIn('Цена билета — до 900 руб. (смотря какой ряд)')).value).toEqual(paid(null, 900));
    expect((await priceIn('Балкон 400 ₽, партер до 1200 ₽')).value).toEqual(paid(400, 1200));
    expect((await priceIn('Билеты до 2200, бронь в лс')).value).toEqual(paid(null, 2200));
    // «от … до …» is a range, and a «до» of an hour or an age is no price.
    expect((await priceIn('Билеты от 350 до 700 ₽')).value).toEqual(paid(350, 700));
    expect((await priceIn('Вход 400 ₽, до 12 лет бесплатно')).value).toEqual(paid(0, 400));
    expect(priceOf('Вход до 22, не опаздывайте', linesOf('Вход до 22, не опаздывайте'))).toBeNull();
  });

  it('reads a stop-check of a place that charges by the minute as the most one pays', async () => {
    expect((await priceIn('Платите за время: 2 ₽/мин, стоп-чек 700')).value).toEqual(paid(null, 700));
    expect((await priceIn('Оплата поминутно, стоп-чек 550 ₽')).value).toEqual(paid(null, 550));
    expect((await priceIn('Играем по тарифу антикафе, стоп-чек 480')).value).toEqual(paid(null, 480));
    expect((await priceIn('Время считаем по минутам, стоп-чек 520 руб.')).value).toEqual(paid(null, 520));
    // Without a rate by the time a stop-check is the price of the evening.
    expect((await priceIn('Стоп-чек 380 ₽ за весь вечер, чай бесплатно')).value?.max).toBe(380);
  });

  it('reads a hat passed round as a donation beside free entry', async () => {
    expect((await priceIn('Вход свободный, музыкантам — в шапку')).value).toEqual({
      min: 0,
      max: 0,
      free: true,
      donation: true,
    });
    // A hat to wear is no donation.
    expect((await priceIn('Вход 300 ₽, приходите в шапках Деда Мороза')).value).toEqual(paid(300, 300));
  });

  it('reads a clause of two amounts and a slash as two ticket prices', async () => {
    expect((await priceIn('Клуб «Трюм», три группы, 400/600')).value).toEqual(paid(400, 600));
    // A season is no price, nor a pair of small numbers.
    const alone = (text: string) => priceOf(text, linesOf(text));
    expect(alone('Сезон, 2025/2026')).toBeNull();
    expect(alone('Стенд, 12/14')).toBeNull();
    expect(alone('Клуб, 300/2000')).toBeNull();
  });

  it('reads a price «день шоу» without «в» as the price on the day', async () => {
    expect((await priceIn('600 предпродажа, 900 день концерта')).value).toEqual(paid(600, 900));
    expect((await priceIn('Предпродажа 450, день шоу 650')).value).toEqual(paid(450, 650));
  });

  it('does not read a number glued to a word after «билеты» as a price', async () => {
    const price = await priceIn('Партер — 1500 ₽, балкон — 900 ₽. Билеты: club77.ru');
    expect(price.value).toEqual(paid(900, 1500));
  });

  it('reads a group that pays less, named by its age or in short, after the entry price without a currency', async () => {
    expect((await priceIn('Участие 1500 ₽, для детей до 10 лет — 900.')).value).toEqual(paid(900, 1500));
    expect((await priceIn('Стоимость 700 р, детям от 6 лет 450')).value).toEqual(paid(450, 700));
    expect((await priceIn('Органный вечер | вход 600 / студ. 350')).value).toEqual(paid(350, 600));
    expect((await priceIn('Билет 900 / льготный 500')).value).toEqual(paid(500, 900));
    // A number far from the entry price after a slash is no group's price.
    expect((await priceIn('Вход 500 / студ. 5')).value).toEqual(paid(500, 500));
  });

  it('reads a later price said before the word that makes it later', async () => {
    expect((await priceIn('вход: 300 до полуночи / 500 после')).value).toEqual(paid(300, 500));
    expect((await priceIn('Вход 250 до 22:00, 400 потом.')).value).toEqual(paid(250, 400));
  });

  it('reads an amount per head or per team as the price without a currency', async () => {
    expect((await priceIn('играем в мафию, 300 с носа')).value).toEqual(paid(300, 300));
    expect((await priceIn('Собираем по 450 с человека.')).value).toEqual(paid(450, 450));
    expect((await priceIn('Квиз для команд, 1200 с команды')).value).toEqual(paid(1200, 1200));
    // Counts of people are not amounts per head.
    expect((await priceIn('Команды до 8 человек, зал на 60 человек')).value).toBeNull();
  });

  it('reads prices «from» with a group that comes in free as an open range from zero', async () => {
    expect((await priceIn('Билеты от 900 ₽, малышам до 4 лет без места бесплатно.')).value).toEqual(paid(0, null));
    // A full range stays closed.
    expect((await priceIn('Билеты 600–900 ₽, детям до 4 лет бесплатно.')).value).toEqual(paid(0, 900));
  });

  it('prices an item of a programme by its name in the shared price line, and the rest by the rest', () => {
    const byName = (prices: string, own: string) => itemPriceOf(prices, linesOf(prices), own)?.price ?? null;
    const bill = 'Билеты на вечерние спектакли — 450–1600 ₽, на «Снежную королеву» — 350 ₽.';
    expect(byName(bill, '3 января, 12:00 — «Снежная королева», 6+')).toEqual(paid(350, 350));
    expect(byName(bill, '3 января, 19:00 — «Чайка», 16+')).toEqual(paid(450, 1600));
    // The clauses after the name are its own until another kind is named.
    const tale = 'Детский билет на спектакль «Колобок» — 500 ₽, взрослый — 300 ₽, на остальные — 600–2000 ₽';
    expect(byName(tale, '11:00 — «Колобок»')).toEqual(paid(300, 500));
    expect(byName(tale, '19:00 — «Гамлет»')).toEqual(paid(600, 2000));
    // One price for all, or a name in quotes that is not what the tickets are for: the caller reads the whole line.
    expect(byName('Билеты 300–800 ₽', '19:00 — «Гамлет»')).toBeNull();
    expect(byName('Вход 300 ₽, сборы — для приюта «Хвост»', '19:00 — «Гамлет»')).toBeNull();
  });

  it('prices a named item written in another case by its words’ dictionary forms', () => {
    const byName = (prices: string, own: string) => itemPriceOf(prices, linesOf(prices), own)?.price ?? null;
    const bill = 'Билеты 450–900 ₽, на «Серебряного копытца» — 250 ₽';
    expect(byName(bill, '10 января, 11:00 — «Серебряное копытце» 0+')).toEqual(paid(250, 250));
    expect(byName(bill, '10 января, 18:00 — «Вишнёвый сад» 12+')).toEqual(paid(450, 900));
  });

  it('prices an item of a programme by the kind of items its shared line names, and the rest by the rest', () => {
    const byKind = (prices: string, own: string) => itemPriceOf(prices, linesOf(prices), own)?.price ?? null;
    // Children's shows, said as a kind of show: the items for children take it, whatever their lines' words.
    const bill = 'Билеты: 450–1400 ₽, детские спектакли — 350 ₽';
    expect(byKind(bill, '14.02 сб 11:00 «Три поросёнка» (для детей от 3 лет)')).toEqual(paid(350, 350));
    expect(byKind(bill, '15.02 вс 12:00 — «Морозко», 0+')).toEqual(paid(350, 350));
    expect(byKind(bill, '15.02 вс 18:00 — «Дядя Ваня», 16+')).toEqual(paid(450, 1400));
    const tale = 'Цены: вечерние спектакли 700–1200 ₽, новогодняя сказка — 400 ₽.';
    expect(byKind(tale, '30.12, 11:00 — новогодняя сказка «Щелкунчик», 6+')).toEqual(paid(400, 400));
    expect(byKind(tale, '30.12, 19:00 — «Ревизор», 12+')).toEqual(paid(700, 1200));
    // Any other kind by a word the item's line shares with it, in another form.
    const premiere = 'Билеты: 400–900 ₽, на премьеру — 600–1200 ₽.';
    expect(byKind(premiere, '20 дек. (сб), 18:00 — «Сон в летнюю ночь», премьера! 12+')).toEqual(paid(600, 1200));
    expect(byKind(premiere, '21 дек. (вс), 18:00 — «Гроза», 12+')).toEqual(paid(400, 900));
    const festival = 'Билеты на концерты открытия и закрытия — 500 ₽, на мастер-классы вход свободный.';
    expect(byKind(festival, 'пт, 19:00 — концерт-открытие «Волна»')).toEqual(paid(500, 500));
    expect(byKind(festival, 'сб, 12:00 — мастер-класс по вокалу')).toEqual({
      min: 0,
      max: 0,
      free: true,
      donation: false,
    });
    expect(byKind(festival, 'вс, 18:00 — гала-концерт')).toEqual(paid(500, 500));
    const grownUps = 'Стоимость: спектакли для взрослых — 800 ₽, детские спектакли — 300 ₽';
    expect(byKind(grownUps, 'Сб 18:00 — спектакль «Гамлет», 16+')).toEqual(paid(800, 800));
    expect(byKind(grownUps, 'Вс 11:00 — спектакль «Репка», 3+')).toEqual(paid(300, 300));
    // A child's ticket, a group or when a ticket is bought is no kind of item: the caller reads the whole line.
    expect(byKind('Билеты: взрослый 600 ₽, детский 300 ₽', '15.02 вс 18:00 — «Дядя Ваня», 16+')).toBeNull();
    expect(byKind('Билеты 500 ₽, для детей — 250 ₽', '15.02 вс 12:00 — «Морозко», 0+')).toBeNull();
    expect(byKind('Билеты: 900 ₽, в день концерта 1100 ₽', '12 марта — концерт в Омске')).toBeNull();
  });

  it('reads a second price after a slash for who comes with a flyer or a promo code', async () => {
    expect((await priceIn('Вход 700 / по флаеру 500.')).value).toEqual(paid(500, 700));
    expect((await priceIn('билет 1000 / с промокодом 800')).value).toEqual(paid(800, 1000));
    // Far from the first price, a number is something else.
    expect((await priceIn('Вход 300 / по записи 12 человек')).value).toEqual(paid(300, 300));
  });

  it('reads a bare pair of prices whichever comes first', async () => {
    expect((await priceIn('• квиз в Погребке (пт, 19:00, 600/450)')).value).toEqual(paid(450, 600));
    // A season is no pair of prices.
    expect((await priceIn('Сезон 2026/2027, открытие')).value).toBeNull();
  });

  it('reads two prices with a slash, the second said of the door, as both kinds of ticket', async () => {
    expect((await priceIn('Квартирник, 300 / 450 на входе')).value).toEqual(paid(300, 450));
    expect((await priceIn('Вход 700/900 в день концерта')).value).toEqual(paid(700, 900));
  });

  it('reads a cheaper entry until an hour, said after the entry price, as its lower end', async () => {
    expect((await priceIn('Вход 700, до 21:00 — 500')).value).toEqual(paid(500, 700));
    expect((await priceIn('вход 800 / до 23 — 600')).value).toEqual(paid(600, 800));
    // An age is no hour: a child's ticket, as before.
    expect((await priceIn('Вход 700, до 12 лет — 300 ₽')).value).toEqual(paid(300, 700));
  });

  it('reads an abbreviated free entry as free', async () => {
    expect((await priceIn('нач в 19, вход своб.')).value).toEqual({ min: 0, max: 0, free: true, donation: false });
    expect((await priceIn('вход беспл')).value).toEqual({ min: 0, max: 0, free: true, donation: false });
  });

  it('leaves out a season ticket with a name of its own beside a single ticket', async () => {
    expect((await priceIn('Билет — 500 ₽. Абонемент «Джаз по средам» на 5 концертов — 2000 ₽.')).value).toEqual(
      paid(500, 500),
    );
  });

  it('reads a ticket said by the gift it comes with or without as a kind of ticket, not a gift sold apart', async () => {
    expect((await priceIn('Билет — 600 ₽ (с новогодним подарком — 1100 ₽).')).value).toEqual(paid(600, 1100));
    expect((await priceIn('Детский билет с подарком — 900 ₽, без подарка — 500 ₽')).value).toEqual(paid(500, 900));
    // A free category said with the gift it goes without is still let in free on the same occasion.
    expect(
      (await priceIn('Детский билет с подарком — 650 ₽, родитель — 250 ₽. Малыши до 2 лет без подарка — бесплатно.'))
        .value,
    ).toEqual(paid(0, 650));
    // Gifts sold or given, not a ticket's kind, price nothing.
    expect((await priceIn('Вход 300 ₽, подарочные наборы от мастеров — 1500 ₽')).value).toEqual(paid(300, 300));
  });

  it('reads groups of people priced in a list beside a rental as kinds of ticket', async () => {
    expect((await priceIn('Вход: взрослые — 300 ₽, школьники — 150 ₽, аренда лыж — 400 ₽/час.')).value).toEqual(
      paid(150, 300),
    );
  });

  it('reads the audience’s price beside free participation as a category let in free', async () => {
    expect((await priceIn('Участие свободное, зрителям — 300 ₽.')).value).toEqual(paid(0, 300));
  });

  it('reads a free donation as a donation only, not as free entry', async () => {
    const donation = { min: null, max: null, free: false, donation: true };
    expect((await priceIn('Вход — свободный донат')).value).toEqual(donation);
    expect((await priceIn('Вход — свободное пожертвование музыкантам.')).value).toEqual(donation);
    expect((await priceIn('Вход свободный, донат приветствуется')).value).toEqual({
      min: 0,
      max: 0,
      free: true,
      donation: true,
    });
  });

  it('reads the set of a tasting as its price when nothing else is priced', async () => {
    expect((await priceIn('Дегустируем пять сортов медовухи. Сет из 5 сортов — 750 ₽')).value).toEqual(paid(750, 750));
    expect((await priceIn('Дегустация сыров с сыроваром. Сет дегустации — 1200 ₽')).value).toEqual(paid(1200, 1200));
    // A ticket given: the set is a dish of the menu.
    expect((await priceIn('Дегустация вин. Билет 1500 ₽, сет закусок — 600 ₽')).value).toEqual(paid(1500, 1500));
    // Not a tasting: a tasting set of the bar prices nothing.
    expect((await priceIn('Играет трио «Сквозняк». Дегустационный сет из 3 настоек — 450 ₽')).value).toBeNull();
  });

  it('gives the price of the opening day to a programme’s opening, and the rest to the run', () => {
    const byItem = (prices: string, own: string) => itemPriceOf(prices, linesOf(prices), own)?.price ?? null;
    const bill = 'Вход — 150 руб. В день открытия — бесплатно.';
    expect(byItem(bill, 'Открытие выставки — 3 марта в 17:00')).toEqual({
      min: 0,
      max: 0,
      free: true,
      donation: false,
    });
    expect(byItem(bill, 'Выставка работает с 4 марта по 30 апреля, вт–вс')).toEqual(paid(150, 150));
  });

  it('reads a children’s adjective alone after a kind of items as the children’s items', () => {
    const byKind = (prices: string, own: string) => itemPriceOf(prices, linesOf(prices), own)?.price ?? null;
    const bill = 'Билеты на вечерние концерты — 500–900 ₽, на детские — 250 ₽.';
    expect(byKind(bill, 'Вс, 12:00 — «Весёлые нотки» (6+)')).toEqual(paid(250, 250));
    expect(byKind(bill, 'Сб, 19:00 — «Джаз у камина» (16+)')).toEqual(paid(500, 900));
    // Own lines holding a children's and a grown-ups' show say nothing of which this one is.
    expect(byKind(bill, 'Вс, 12:00 — «Весёлые нотки», 6+; 19:00 — «Джаз у камина», 16+')).toBeNull();
  });

  it('gives an evening’s item whose only children’s mark is its age the evening price', () => {
    const byKind = (prices: string, own: string) => itemPriceOf(prices, linesOf(prices), own)?.price ?? null;
    const bill = 'Билеты на вечерние концерты — 500–900 ₽, на детские — 250 ₽.';
    expect(byKind(bill, 'Пт, 19:00 — «Гроза над рекой» (6+)')).toEqual(paid(500, 900));
    // Said for children in words, a show is the children’s at any hour.
    expect(byKind(bill, 'Пт, 18:00 — детский концерт «Гномики»')).toEqual(paid(250, 250));
  });

  it('prices the items of a bill by their hour when the shared line prices shows before and after an hour', () => {
    const byHour = (prices: string, own: string) => itemPriceOf(prices, linesOf(prices), own)?.price ?? null;
    const bill = 'Цены: сеансы до 16:00 — 250 ₽, после — 350 ₽';
    expect(byHour(bill, '11:40 — «Лесная тропа» (0+)')).toEqual(paid(250, 250));
    expect(byHour(bill, '16:00 — «Лесная тропа» (0+)')).toEqual(paid(350, 350));
    expect(byHour(bill, '20:15 — «Тихий омут» (16+)')).toEqual(paid(350, 350));
    // From an hour on, the other way round.
    const evening = 'Спектакли с 18:00 — 600 ₽, остальные — 400 ₽';
    expect(byHour(evening, '19:00 — «Лес»')).toEqual(paid(600, 600));
    expect(byHour(evening, '12:00 — «Лес»')).toEqual(paid(400, 400));
  });

  it('adds a group let in free at one kind of items to the price of all', () => {
    const byKind = (prices: string, own: string) => itemPriceOf(prices, linesOf(prices), own)?.price ?? null;
    const bill = 'Взнос — 300 ₽ с человека, на детской игре школьники до 10 лет бесплатно.';
    expect(byKind(bill, 'вс 14 дек., 13:00 — детская игра')).toEqual(paid(0, 300));
    expect(byKind(bill, 'ср 10 дек., 19:30, бар «Якорь»')).toEqual(paid(300, 300));
  });

  it('gives a free entry said «на открытие» to the opening, and the paid entry to the run', () => {
    const byItem = (prices: string, own: string) => itemPriceOf(prices, linesOf(prices), own)?.price ?? null;
    const bill = 'Билет — 120 ₽, пенсионерам — 60 ₽. На открытие вход свободный.';
    expect(byItem(bill, 'Открытие — 9 февраля в 16:00')).toEqual({ min: 0, max: 0, free: true, donation: false });
    expect(byItem(bill, 'Выставка открыта до 20 марта, вт–сб')).toEqual(paid(60, 120));
  });

  it('reads prizes said in a sentence of their own, after another on the line, as no price', async () => {
    expect(
      (await priceIn('Играют шесть команд. Лучшим — грамоты и призы, за первое место — 5 000 ₽. Вход свободный.'))
        .value,
    ).toEqual({ min: 0, max: 0, free: true, donation: false });
  });

  it('reads a stop-check said of an anti-café as the most one pays', async () => {
    expect((await priceIn('Участие по стоп-чеку антикафе — 450 ₽.')).value).toEqual(paid(null, 450));
    // A stop-check alone, not of a place that charges the time, is one price.
    expect((await priceIn('Стоп-чек 450 ₽ на весь вечер.')).value).toEqual(paid(450, 450));
  });

  it('reads a bare range by a dash at the end of a bill’s item as its price, but not a span of years', async () => {
    const bill = (line: string) => `Камерный зал — март\n\n${line}\n\nБилеты в кассе зала`;
    const { events } = await extract(bill('🎻 14.03, 19:00 — Вечер сонат, 500–900'), '2027-03-01T09:00:00Z');
    expect(events[0]?.price.value).toEqual(paid(500, 900));
    expect(priceOf('Вечер памяти, 1941–1945', linesOf('Вечер памяти, 1941–1945'))).toBeNull();
    expect(priceOf('Лекция, 900–500', linesOf('Лекция, 900–500'))).toBeNull();
  });

  it('adds an option said with a plus right after the price to the dearest ticket', async () => {
    expect((await priceIn('Ужин из четырёх подач — 2800 ₽, пара к вину +1500 ₽.')).value).toEqual(paid(2800, 4300));
    // In a bracket, on another occasion, it is an extra apart.
    expect((await priceIn('Билет 400 ₽. По воскресеньям лекторий (+150 ₽ к билету)')).value?.max).toBe(400);
  });

  it('reads a group let in on its card beside a paid entry as a group let in free', async () => {
    expect((await priceIn('Вход для членов клуба — по членскому билету, для гостей — 300 ₽.')).value).toEqual(
      paid(0, 300),
    );
    // Alone, a card says nothing of a price.
    expect((await priceIn('Вход для членов клуба — по членскому билету.')).value).toBeNull();
    expect((await priceIn('Вход для студентов колледжа — по студенческому, для остальных — 250 ₽.')).value).toEqual(
      paid(0, 250),
    );
    // A card that only gives a lower price is no free entry.
    expect((await priceIn('Билеты 700 ₽, студентам — 350 ₽ (по студенческому)')).value).toEqual(paid(350, 700));
  });

  it('lets in free those who need no ticket or an hour said free after a dash, beside a paid entry', async () => {
    expect((await priceIn('Билет — 300 р. Родителям вход без билета.')).value).toEqual(paid(0, 300));
    expect((await priceIn('Вход 250 ₽, до 22:00 — свободно')).value).toEqual(paid(0, 250));
  });

  it('prices a paid part of a free programme by its kind', async () => {
    const { events } = await extract(
      [
        'Праздник во дворе',
        '5 декабря, 12:00 — концерт хора',
        '5 декабря, 14:00 — катание на пони',
        'Все мероприятия бесплатные, катание на пони — 200 р.',
      ].join('\n'),
    );
    expect(events.map((event) => event.price.value)).toEqual([
      { min: 0, max: 0, free: true, donation: false },
      paid(200, 200),
    ]);
  });
});

describe('a reduced price said after the full one', () => {
  it('reads a price for children of an age span, and a group in brackets after two prices', async () => {
    expect((await priceIn('Участие 1500 р., для детей от 6 до 10 лет — 900.')).value).toEqual(paid(900, 1500));
    expect((await priceIn('Спектакль — 300/200 (дети)')).value).toEqual(paid(200, 300));
    // Two small numbers are no prices, nor is a child's price dearer than the full one.
    expect((await priceIn('Места 30/40 (дети)')).value).toBeNull();
    expect((await priceIn('Ряды 200/300 (дети)')).value).toBeNull();
  });
});

describe('prices of one item of a programme', () => {
  const byItem = (prices: string, own: string) => itemPriceOf(prices, linesOf(prices), own)?.price ?? null;
  const free = { min: 0, max: 0, free: true, donation: false };

  it('gives the days after the opening the price said after the opening day’s', () => {
    const bill = 'На открытие — вход бесплатный, в остальные дни — 200 ₽.';
    expect(byItem(bill, 'Открытие экспозиции — 2 апреля в 15:00')).toEqual(free);
    expect(byItem(bill, 'Экспозиция работает с 3 апреля по 1 июня, ср–вс')).toEqual(paid(200, 200));
    // «далее» after the opening's free entry, and a vernissage as the opening.
    const later = 'Вход на вернисаж свободный, далее — 80 ₽';
    expect(byItem(later, 'Вернисаж — 7 марта, 18:00')).toEqual(free);
    expect(byItem(later, 'Выставка продлится с 8 марта по 5 мая')).toEqual(paid(80, 80));
    const dashed = 'Билет 300 ₽, на вернисаж — свободный';
    expect(byItem(dashed, 'Вернисаж — 7 марта, 18:00')).toEqual(free);
    expect(byItem(dashed, 'Выставка продлится с 8 марта по 5 мая')).toEqual(paid(300, 300));
  });

  it('gives the evening price to the items that start in the evening, the other price to the rest', () => {
    const bill = 'Билет 200 ₽, на вечерние сеансы — 350 ₽';
    expect(byItem(bill, '«Морская история» (0+)\nвс 10.01 — 12:30')).toEqual(paid(200, 200));
    expect(byItem(bill, '«Город ночью» (16+)\nвс 10.01 — 20:10')).toEqual(paid(350, 350));
    // A show for children said in words keeps the other price at any hour.
    expect(byItem(bill, 'вс 10.01 — 18:00, детский сеанс «Зайка»')).toEqual(paid(200, 200));
  });

  it('prices an item by a lone word before an amount that its own lines say', () => {
    const bill = 'Взносы: классика 400 р., бильярд 250 р.';
    expect(byItem(bill, '9 мая, 12:00 — турнир по бильярду, пирамида')).toEqual(paid(250, 250));
    // A word of a kind of ticket names no item.
    expect(byItem('Билеты: стандарт 900 ₽, VIP 2500 ₽', '9 мая, 19:00 — стандарт джаза')).toBeNull();
  });

  it('reads the kind of items a price line’s label names, before the kinds of ticket', () => {
    const bill = 'Вход в зал 100 ₽. Билеты на лекцию: взрослые 250 ₽, школьники 120 ₽.';
    expect(byItem(bill, 'ср 16:00 — лекция «Реки края»')).toEqual(paid(120, 250));
    expect(byItem(bill, 'Экспозиция открыта вт–вс')).toEqual(paid(100, 100));
  });
});

describe('what a price line says of other items', () => {
  const othersOnly = (prices: string, own: string) => pricedForHomeGamesOnly(prices, linesOf(prices), own);

  it('says a price of the home games prices no away game', () => {
    const home = 'На домашних матчах вход 100 ₽, детям — бесплатно';
    expect(othersOnly(home, 'сб 14:00 — «Волна» — «Прибой», на выезде')).toBe(true);
    expect(othersOnly(home, 'вс 14:00 — «Прибой» — «Волна», дворец спорта')).toBe(false);
    // A price for all games prices the away game too.
    expect(othersOnly('Билеты на все игры 100 ₽', 'сб 14:00 — «Волна» — «Прибой», выезд')).toBe(false);
  });
});

describe('what is no entry price', () => {
  it('leaves out a name in quotes, a ride there and a vendor’s stall', async () => {
    expect((await priceIn('Бесплатная лекция «Как заработать 100 000 ₽ на хобби»')).value).toEqual({
      min: 0,
      max: 0,
      free: true,
      donation: false,
    });
    expect((await priceIn('Билеты 700 ₽. Трансфер от вокзала, 300 ₽ туда и обратно')).value).toEqual(paid(700, 700));
    expect((await priceIn('Вход свободный. Для продавцов: место 500 ₽ в день')).value).toEqual({
      min: 0,
      max: 0,
      free: true,
      donation: false,
    });
  });

  it('reads a ticket by the hour as the ticket’s price, and a rental by the hour as none', async () => {
    expect((await priceIn('Вход — 180 ₽/час, аренда лыж — 300 ₽. Малыши до 5 лет — бесплатно.')).value).toEqual(
      paid(0, 180),
    );
  });

  it('keeps the single ticket of a programme day by day and leaves out the pass after a slash', async () => {
    const { events } = await extract(
      'Цикл бесед о кино\n3 марта, 19:00 — Феллини\n10 марта, 19:00 — Бергман\nЦена: 350 ₽ одна встреча / 600 ₽ абонемент на обе',
    );
    expect(events.map((event) => event.price.value)).toEqual([paid(350, 350), paid(350, 350)]);
  });

  it('reads free said alone after a dash for a group before an hour, but not a style of a race', async () => {
    expect((await priceIn('Вход 300 ₽, для именинников до 21:00 — свободный')).value).toEqual(paid(0, 300));
    const race = 'Лыжная гонка, второй день — свободный стиль';
    expect(priceOf(race, linesOf(race))).toBeNull();
  });
});

describe('prices said by group, by kind of item and by day', () => {
  it('reads the price of everyone else after a group let in free', async () => {
    expect((await priceIn('Дамам вход свободный до полуночи, кавалерам 400')).value).toEqual(paid(0, 400));
    expect((await priceIn('Для студентов бесплатно, остальным — 350')).value).toEqual(paid(0, 350));
    // Not after free entry for everyone, and not a count below a ticket's price.
    expect((await priceIn('Вход свободный, участникам 12')).value).toEqual({
      min: 0,
      max: 0,
      free: true,
      donation: false,
    });
  });

  it('leaves out a group free on a weekday after a priced ticket', async () => {
    expect((await priceIn('Билет 200 ₽, студентам 120 ₽. Пенсионерам по средам вход свободный.')).value).toEqual(
      paid(120, 200),
    );
  });

  it('reads a town named after a dash as no free entry', async () => {
    const tour = 'Гастроли театра кукол\n5.03 — Свободный, ДК «Юность»\nБилеты от 400 ₽';
    expect(priceOf(tour, linesOf(tour))).toMatchObject({ price: paid(400, null) });
    expect((await priceIn('Участие — свободное')).value).toEqual({ min: 0, max: 0, free: true, donation: false });
  });

  it('prices a meeting and an exhibition of a programme by the kind each clause names', () => {
    const prices = 'Вход на встречу с автором свободный. Билет на выставку 150 ₽, студентам 70 ₽.';
    const byKind = (own: string) => itemPriceOf(prices, linesOf(prices), own)?.price ?? null;
    expect(byKind('12 мая, 17:00 — встреча с автором книги «Тайга»')).toEqual({
      min: 0,
      max: 0,
      free: true,
      donation: false,
    });
    expect(byKind('с 13 мая — выставка «Северные промыслы»')).toEqual(paid(70, 150));
  });

  it('prices the days after an opening by the ticket said after the opening’s price', () => {
    const prices = 'На открытие вход свободный, билет в галерею — 80 ₽.';
    const byItem = (own: string) => itemPriceOf(prices, linesOf(prices), own)?.price ?? null;
    expect(byItem('16:00 — открытие выставки «Лёд и камень»')).toEqual({
      min: 0,
      max: 0,
      free: true,
      donation: false,
    });
    expect(byItem('Выставка работает с 4 по 28 марта, ежедневно 11:00–19:00')).toEqual(paid(80, 80));
  });

  it('leaves the opening day’s price out of a run’s own lines that say nothing of an opening', () => {
    const run =
      'С 4 по 28 марта экспозиция доступна ежедневно.\nБилет 200 ₽, пенсионерам 100 ₽. В день открытия — бесплатно.';
    expect(priceOf(run, linesOf(run))?.price).toEqual(paid(100, 200));
    // Said of an opening elsewhere, or a price line alone, the opening's price stays.
    const opening = 'Открытие выставки 3 марта в 15:00.\nБилет 200 ₽. В день открытия — бесплатно.';
    expect(priceOf(opening, linesOf(opening))?.price).toEqual(paid(0, 200));
    const alone = 'Билет 200 ₽. В день открытия — бесплатно.';
    expect(priceOf(alone, linesOf(alone))?.price).toEqual(paid(0, 200));
  });
});

describe('prices of goods, shared lines and openings said in new ways', () => {
  const read = (text: string) => priceOf(text, linesOf(text))?.price ?? null;
  const byName = (prices: string, own: string) => itemPriceOf(prices, linesOf(prices), own)?.price ?? null;

  it('reads a sum each one chooses as a donation', () => {
    expect(read('Вход свободный, открытки волонтёров можно забрать за любую сумму')).toEqual({
      min: 0,
      max: 0,
      free: true,
      donation: true,
    });
    expect(read('Вход свободный, за чай — сколько не жалко')?.donation).toBe(true);
  });

  it('leaves the cost of goods sold at an event out of its entry', () => {
    const text = 'Поэт распишется на сборниках (цена сборника — 450 ₽).\nВход на встречу свободный.';
    expect(read(text)).toEqual({ min: 0, max: 0, free: true, donation: false });
    // A ticket's own cost is still the entry.
    expect(read('Стоимость билета — 300 ₽')).toEqual(paid(300, 300));
  });

  it('prices an item named in quotes at the head of a clause of a shared line', () => {
    const prices = 'Цены: «Ревизор» — 600 ₽, «Колобок» — 250 ₽, малышам до 4 лет — бесплатно.';
    expect(byName(prices, '19:00 — «Ревизор» (12+)')).toEqual(paid(600, 600));
    expect(byName(prices, '11:00 — сказка «Колобок» (0+)')).toEqual(paid(0, 250));
  });

  it('does not take a programme’s listed parts for the kind of the item', () => {
    const prices = 'Вход свободный! Экскурсии — 200 ₽.';
    const own = 'Праздник «Зимние забавы» 14 января в 11:00\nВ программе: игры, хороводы, экскурсии по усадьбе';
    expect(byName(prices, own) ?? read(prices)).toEqual({ min: 0, max: 0, free: true, donation: false });
  });

  it('prices a kind named beside the opening day as the opening, not as the run', () => {
    const prices = 'На вернисаж и на мастер-класс вход бесплатный. Билет в музей в остальные дни — 120 ₽.';
    const free = { min: 0, max: 0, free: true, donation: false };
    expect(byName(prices, '20 марта в 12:00 — мастер-класс по росписи пряников')).toEqual(free);
    expect(byName(prices, 'Экспозиция работает до 30 апреля.')).toEqual(paid(120, 120));
  });

  it('prices a session by the start it is given, not by the first hour of its own line', () => {
    const prices = 'Билеты: на сеансы до 18:00 — 200 ₽, после — 320 ₽.';
    const own = '«Метель» (12+) — 13:40, 20:15';
    expect(itemPriceOf(prices, linesOf(prices), own, { startMinutes: 20 * 60 + 15 })?.price).toEqual(paid(320, 320));
    expect(itemPriceOf(prices, linesOf(prices), own)?.price).toEqual(paid(200, 200));
  });

  it('leaves what a fair’s vendors pay out of the visitors’ price', () => {
    expect(read('Осенний базар на площади 12 сентября\nПродавцам — участие бесплатное, звоните в администрацию.')).toBe(
      null,
    );
    expect(read('Вход 50 ₽, для экспонентов — место бесплатно')).toEqual(paid(50, 50));
    // A fair of crafts said by its makers is no stall's price.
    expect(read('Ярмарка мастеров, вход свободный')).toEqual({ min: 0, max: 0, free: true, donation: false });
  });

  it('leaves the opening day’s price out of a run line that says its days in another sentence', () => {
    const run = 'С 3 по 31 марта выставка открыта вт–вс, 11:00–18:00. Вход 100 ₽, на вернисаж — бесплатно.';
    expect(read(run)).toEqual(paid(100, 100));
  });
});
