import { describe, expect, it } from 'vitest';
import { AUTO_PUBLISH_CONFIDENCE, autoPublishVerdict } from './auto-publish.ts';
import { draft, extract } from './test-support.ts';

// The readings sure enough to be published without a person (sure.ts), read from whole posts as a venue writes them:
// a post of every sure kind goes out by itself, and each thing that makes one field doubtful sends it to a person.

const PUBLISHED_AT = '2026-11-20T09:00:00Z';
const SURE_POST = [
  'Лекция «Как читать Платонова»',
  '12 декабря в 19:00, лекторий «Диалог»',
  'Вход 300 ₽. Билеты: https://dialog-nn.ru/platonov',
].join('\n');

async function verdictOf(text: string) {
  const { events, postponed } = await extract(text, PUBLISHED_AT);
  const [event] = events;
  if (!event) throw new Error('no draft');
  return autoPublishVerdict(event, { now: new Date(PUBLISHED_AT), postponed, eventsInPost: events.length });
}

const isSure = (field: { confidence: number }) => field.confidence >= AUTO_PUBLISH_CONFIDENCE;

describe('readings sure enough to publish without a person', () => {
  it('a post that names its event, one date and time, its venue, its entry price and one ticket link goes out', async () => {
    const event = await draft(SURE_POST, PUBLISHED_AT);
    expect(event.title.value).toBe('Как читать Платонова');
    expect(event.startsAt.value).toBe('2026-12-12T19:00:00+03:00');
    expect(event.place.value?.id).toBe('dialog');
    expect(event.price.value).toEqual({ min: 300, max: 300, free: false, donation: false });
    expect(event.ticketUrl.value).toBe('https://dialog-nn.ru/platonov');
    expect(await verdictOf(SURE_POST)).toMatchObject({ publish: true, reasons: [] });
  });

  it('a first line that says what kind of event it is, free entry and the venue named in full go out too', async () => {
    const text = 'Джазовый вечер в «Синкопе» 🎷\nЗавтра в 20:00–23:00. Вход свободный!';
    const event = await draft(text, PUBLISHED_AT);
    expect(event.title.value).toBe('Джазовый вечер');
    expect(event.endsAt.value).toBe('2026-11-21T23:00:00+03:00');
    expect(await verdictOf(text)).toMatchObject({ publish: true });
    const theatre = 'Спектакль «Вишнёвый сад»\nТеатр на Покровке, 5 января в 18:00';
    expect(await verdictOf(theatre)).toMatchObject({ publish: true });
  });

  it('doors before the start do not make the start doubtful, another time does', async () => {
    const doors = 'Лекция «Как читать Платонова»\nЛекторий «Диалог», 12 декабря, сбор с 18:30, начало в 19:00';
    expect(isSure((await draft(doors, PUBLISHED_AT)).startsAt)).toBe(true);
    const twoTimes = 'Лекция «Как читать Платонова»\nЛекторий «Диалог», 12 декабря в 19:00, фуршет после 21:00';
    expect(isSure((await draft(twoTimes, PUBLISHED_AT)).startsAt)).toBe(true);
    const second = 'Лекция «Как читать Платонова»\nЛекторий «Диалог», 12 декабря в 19:00. Лекторий работает до 22:30';
    expect(isSure((await draft(second, PUBLISHED_AT)).startsAt)).toBe(false);
    const weekday = 'Лекция «Как читать Платонова»\nЛекторий «Диалог», в пятницу в 19:00';
    expect(isSure((await draft(weekday, PUBLISHED_AT)).startsAt)).toBe(false);
    const runsOn = 'Выставка «Город после дождя»\nГалерея «Литера», с 12 декабря в 12:00, продлится до 8 января';
    expect(isSure((await draft(runsOn, PUBLISHED_AT)).startsAt)).toBe(false);
  });

  it('a name after a kind in another case, or after a band, is not sure as the title', async () => {
    const course = 'Курс лекций «История авангарда»\nЛекторий «Диалог», 12 декабря в 19:00';
    expect(isSure((await draft(course, PUBLISHED_AT)).title)).toBe(false);
    const band = 'Концерт группы «Сплин»\nКлуб «Гараж», 12 декабря в 20:00';
    expect(isSure((await draft(band, PUBLISHED_AT)).title)).toBe(false);
    const genitive = 'Концерт «Чернозём-бэнда»\nКлуб «Гараж», 12 декабря в 20:00';
    expect(isSure((await draft(genitive, PUBLISHED_AT)).title)).toBe(false);
  });

  it('a venue named by another name, or beside another venue, is not sure', async () => {
    const alias = 'Лекция «Как читать Платонова»\nВ ТнП, 12 декабря в 19:00';
    const byAlias = await draft(alias, PUBLISHED_AT);
    expect(byAlias.place.value?.id).toBe('pokrovka');
    expect(isSure(byAlias.place)).toBe(false);
    const beside = 'Лекция «Как читать Платонова»\n12 декабря в 19:00 в «Диалоге», книжная лавка «Переплёта» рядом';
    const besideAnother = await draft(beside, PUBLISHED_AT);
    expect(besideAnother.place.value?.id).toBe('dialog');
    expect(isSure(besideAnother.place)).toBe(false);
  });

  it('a price with a concession, a later price or a deposit beside it is not sure', async () => {
    const withPrice = (line: string) => `Лекция «Как читать Платонова»\nЛекторий «Диалог», 12 декабря в 19:00\n${line}`;
    expect(isSure((await draft(withPrice('Вход 300 ₽'), PUBLISHED_AT)).price)).toBe(true);
    const from = await draft(withPrice('Билеты от 900 ₽'), PUBLISHED_AT);
    expect(from.price.value).toEqual({ min: 900, max: null, free: false, donation: false });
    expect(isSure(from.price)).toBe(true);
    expect(isSure((await draft(withPrice('Вход 300 ₽, студентам — 150 ₽'), PUBLISHED_AT)).price)).toBe(false);
    expect(isSure((await draft(withPrice('Вход 300 ₽, после 20:00 — 500 ₽'), PUBLISHED_AT)).price)).toBe(false);
    expect(isSure((await draft(withPrice('Депозит на столик 5000, билет 300'), PUBLISHED_AT)).price)).toBe(false);
    expect(isSure((await draft(withPrice('Вход бесплатно, но можно скинуть на чай'), PUBLISHED_AT)).price)).toBe(false);
  });

  it('a ticket link beside «Билеты» is sure only as the post’s one link', async () => {
    const two = `${SURE_POST}\nПодробнее: https://dialog-nn.ru/about`;
    const event = await draft(two, PUBLISHED_AT);
    expect(event.ticketUrl.value).toBe('https://dialog-nn.ru/platonov');
    expect(isSure(event.ticketUrl)).toBe(false);
  });

  it('a programme of several events is never sure of its readings', async () => {
    const programme =
      'Лекторий «Диалог»\n12 декабря в 19:00 — лекция «Как читать Платонова»\n13 декабря в 19:00 — лекция «Бродский»';
    const { events } = await extract(programme, PUBLISHED_AT);
    expect(events).toHaveLength(2);
    for (const event of events)
      expect(isSure(event.title) && isSure(event.place) && isSure(event.startsAt)).toBe(false);
  });
});
