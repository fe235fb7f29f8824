import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ParseResult, SourceItem } from './item.ts';
import { parseWebPage } from './web-page.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const NOW = new Date('2026-12-01T09:00:00Z');

function itemsOf(result: ParseResult): SourceItem[] {
  if (!result.ok) throw new Error(`${result.problem}: ${result.message}`);
  return result.items;
}

describe('parseWebPage on a Samara philharmonic’s programme (JSON-LD)', () => {
  const url = 'https://volga-concert-samara.ru/afisha';
  const result = parseWebPage(fixture('samara-philharmonic.html'), { url, now: NOW, timeZone: 'Europe/Samara' });
  const items = itemsOf(result);
  const byTitle = (title: string) => items.find((item) => item.title === title);

  it('finds the events of the @graph and of a top-level array, skips the organisation and the past concert', () => {
    expect(result.ok && result.title).toBe('Афиша — Самарская филармония «Волга-Концерт»');
    expect(items.map((item) => item.title)).toEqual([
      'Чайковский. «Щелкунчик» — симфоническая сказка',
      'Лекция-концерт «Как слушать орган»',
      'Джаз-оркестр Самарской филармонии: «Новогодний свинг»',
      'Квартет «Волга»: вечер Шостаковича',
    ]);
  });

  it('reads an event typed ["Event", "MusicEvent"] with its place, ticket link and price range', () => {
    expect(byTitle('Чайковский. «Щелкунчик» — симфоническая сказка')).toMatchObject({
      key: 'https://volga-concert-samara.ru/afisha/shchelkunchik-2026-12-20#event',
      structured: true,
      startsAt: '2026-12-20T18:00:00+04:00',
      endsAt: '2026-12-20T20:00:00+04:00',
      allDay: false,
      location: 'Большой зал филармонии, ул. Фрунзе, 141, Самара',
      ticketUrl: 'https://tickets.volga-concert-samara.ru/event/4411',
      price: { kind: 'range', min: 800, max: 2500, currency: 'RUB' },
      description: 'Самарский академический симфонический оркестр.\nДирижёр — Евгений Хохлов. 6+',
      cancelled: false,
      rescheduled: false,
    });
    expect(byTitle('Чайковский. «Щелкунчик» — симфоническая сказка')?.text).toBe(
      'Чайковский. «Щелкунчик» — симфоническая сказка\n20 декабря 2026, воскресенье, 18:00–20:00\n' +
        'Большой зал филармонии, ул. Фрунзе, 141, Самара\nБилеты: от 800 до 2500 ₽\n\n' +
        'Самарский академический симфонический оркестр.\nДирижёр — Евгений Хохлов. 6+',
    );
  });

  it('reads a free event with a relative url and a time without offset on the venue’s clock', () => {
    expect(byTitle('Лекция-концерт «Как слушать орган»')).toMatchObject({
      key: 'https://volga-concert-samara.ru/afisha/organ-lecture|2026-12-13T12:00:00+04:00',
      url: 'https://volga-concert-samara.ru/afisha/organ-lecture',
      startsAt: '2026-12-13T12:00:00+04:00',
      location: 'Малый зал, Самара, ул. Фрунзе, 141',
      price: { kind: 'free' },
    });
  });

  it('takes the price range over several offers, and reads rescheduled and cancelled events', () => {
    expect(byTitle('Джаз-оркестр Самарской филармонии: «Новогодний свинг»')).toMatchObject({
      price: { kind: 'range', min: 900, max: 1500, currency: 'RUB' },
      ticketUrl: 'https://tickets.volga-concert-samara.ru/event/4420',
      rescheduled: true,
      cancelled: false,
    });
    expect(byTitle('Квартет «Волга»: вечер Шостаковича')).toMatchObject({
      cancelled: true,
      location: 'Камерный зал, ул. Фрунзе, 141',
    });
  });

  it('reads a time without offset as Moscow time when the caller gives no zone', () => {
    const moscow = itemsOf(parseWebPage(fixture('samara-philharmonic.html'), { url, now: NOW }));
    expect(moscow.find((item) => item.title === 'Лекция-концерт «Как слушать орган»')?.startsAt).toBe(
      '2026-12-13T12:00:00+03:00',
    );
  });
});

describe('parseWebPage on other pages', () => {
  it('reads a Perm puppet theatre’s microdata, nested place, address and offer included', () => {
    const url = 'https://trjapitsa-perm.ru/repertoire';
    const result = parseWebPage(fixture('perm-puppet-theatre.html'), { url, now: NOW, timeZone: 'Asia/Yekaterinburg' });
    expect(result.ok && result.title).toBe('Репертуар | Пермский театр кукол «Тряпица»');
    expect(itemsOf(result)).toEqual([
      expect.objectContaining({
        key: 'https://trjapitsa-perm.ru/repertoire|2026-12-12T11:00:00+05:00',
        title: '«Морозко»',
        startsAt: '2026-12-12T11:00:00+05:00',
        endsAt: '2026-12-12T12:10:00+05:00',
        location: 'Большая сцена, ул. Сибирская, 61, Пермь',
        ticketUrl: 'https://trjapitsa-perm.ru/tickets/morozko-1212',
        price: { kind: 'fixed', amount: 450, currency: 'RUB' },
        description: 'Сказка для всей семьи по мотивам русской народной сказки.\nВозраст: 3+',
      }),
      expect.objectContaining({
        title: 'Экскурсия за кулисы',
        startsAt: '2026-12-19T15:00:00+05:00',
        location: 'Фойе театра',
        price: { kind: 'free' },
      }),
    ]);
  });

  it('reads all-day dates, a subEvent, a JSON-LD wrapped in a comment with raw line breaks, and skips javascript: links', () => {
    const html = `<html><head><script type="application/ld+json"><!--
{"@context":"https://schema.org","@type":"Festival","name":"Фестиваль «Звуки Камы»","startDate":"2027-07-10","endDate":"2027-07-12",
 "url":"javascript:alert(1)","description":"Три дня
музыки","subEvent":[{"@type":"schema:DanceEvent","name":"Открытие","startDate":"2027-07-10T18:00:00+05:00"}]}
--></script></head><body></body></html>`;
    const items = itemsOf(parseWebPage(html, { url: 'https://kama-fest.ru/', now: NOW }));
    expect(items.map((item) => [item.title, item.startsAt, item.endsAt, item.allDay, item.url])).toEqual([
      ['Фестиваль «Звуки Камы»', '2027-07-10', '2027-07-12', true, 'https://kama-fest.ru/'],
      ['Открытие', '2027-07-10T18:00:00+05:00', null, false, 'https://kama-fest.ru/'],
    ]);
    expect(items[0]?.description).toBe('Три дня музыки');
  });

  it('says so when a page declares no events', () => {
    expect(
      parseWebPage('<html><head><title>Кафе</title></head><body><p>Концерт в субботу!</p></body></html>', {
        url: 'https://cafe.example/',
        now: NOW,
      }),
    ).toMatchObject({ ok: false, problem: 'NO_EVENTS', message: expect.stringContaining('Подключите календарь') });
  });
});
