import { describe, expect, it } from 'vitest';
import type { Price } from '../contract.ts';
import { draft, extract } from './test-support.ts';

const priceIn = async (text: string) => (await draft(`Концерт 25 ноября в 19:00\n${text}`)).price;
const paid = (min: number, max: number | null): Price => ({ min, max, free: false, donation: false });

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
    expect((await priceIn('Стоимость как обычно — 4 ₽/мин, стоп-чек 600 ₽')).value).toEqual(paid(600, 600));
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
});
