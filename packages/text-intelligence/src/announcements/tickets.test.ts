import { describe, expect, it } from 'vitest';
import { draft } from './test-support.ts';
import { withoutLinks } from './tickets.ts';

const ticketIn = async (text: string) => (await draft(`Концерт группы «Шпиль» 25 ноября в 19:00\n${text}`)).ticketUrl;

describe('the ticket link of an announcement', () => {
  it.each([
    [
      'Билеты: https://ticketscloud.com/v1/widgets/common?token=a1&event=77',
      'https://ticketscloud.com/v1/widgets/common?token=a1&event=77',
    ],
    ['Подробности и билеты — https://qtickets.ru/event/12345.', 'https://qtickets.ru/event/12345'],
    ['(билеты: https://radario.ru/events/99)', 'https://radario.ru/events/99'],
    ['Билеты «https://intickets.ru/event/5/»!', 'https://intickets.ru/event/5/'],
    ['Регистрация: timepad.ru/event/3021456/', 'https://timepad.ru/event/3021456/'],
    ['https://www.kassir.ru/nn/koncert/shpil_2026-11-25;', 'https://www.kassir.ru/nn/koncert/shpil_2026-11-25'],
    [
      'Яндекс Афиша: https://afisha.yandex.ru/nizhny-novgorod/concert/shpil?source=rubric…',
      'https://afisha.yandex.ru/nizhny-novgorod/concert/shpil?source=rubric',
    ],
    ['https://www.ticketland.ru/koncerty/shpil/', 'https://www.ticketland.ru/koncerty/shpil/'],
    ['Купить: https://shpil-band.ru/tickets?utm=$&x=$1', 'https://shpil-band.ru/tickets?utm=$&x=$1'],
    ['🎟 https://клуб-гараж.рф/афиша/шпиль', 'https://клуб-гараж.рф/афиша/шпиль'],
    [
      'Билеты на сайте клуба (https://garage.example/wiki/Шпиль_(группа)).',
      'https://garage.example/wiki/Шпиль_(группа)',
    ],
  ])('takes the link of «%s»', async (line, url) => {
    const ticket = await ticketIn(line);
    expect(ticket.value).toBe(url);
    expect(ticket.source).toBe('text');
    expect(ticket.confidence).toBeGreaterThanOrEqual(0.6);
    // The span points at the link exactly as the post writes it.
    expect(url.endsWith(ticket.span?.text ?? '')).toBe(true);
  });

  it('prefers a seller’s link to a link beside «билеты»', async () => {
    const ticket = await ticketIn('Билеты на сайте: https://shpil-band.ru/tour\nИли на https://qtickets.ru/event/1');
    expect(ticket.value).toBe('https://qtickets.ru/event/1');
  });

  it.each([
    'Наш сайт: https://shpil-band.ru/about',
    'Подробнее на shpil-band.ru',
    'Пишите kassa@shpil-band.ru, билеты в кассе',
    'Билеты: javascript:alert(1)',
    'Билеты: https://user:pass@qtickets.ru/event/1',
    'Билеты в кассе клуба, 500 ₽',
  ])('finds no ticket link in «%s»', async (line) => {
    expect((await ticketIn(line)).value).toBeNull();
  });

  it('reads neither a date nor a price from inside a link', async () => {
    const read = await draft('Концерт группы «Шпиль» 25 ноября в 19:00\nБилеты: radario.ru/event/500р/2612');
    expect(read.price.value).toBeNull();
    expect(read.startsAt.value).toBe('2026-11-25T19:00:00+03:00');
    expect(read.ticketUrl.value).toBe('https://radario.ru/event/500р/2612');
  });

  it('blanks links out without moving any offset', () => {
    const post = 'Билеты:https://qtickets.ru/e/1 😀 (timepad.ru/event/2/), а не 25.11 и не kassa@qtickets.ru';
    const blanked = withoutLinks(post);
    expect(blanked).toHaveLength(post.length);
    expect(blanked).toBe(`Билеты:${' '.repeat(23)} 😀 (${' '.repeat(19)}), а не 25.11 и не kassa@qtickets.ru`);
  });

  it('takes a link beside a presale or an early bird’s price', async () => {
    expect((await ticketIn('вход 500 на входе / 350 по предпродаже → club-garage.ru/noise')).value).toBe(
      'https://club-garage.ru/noise',
    );
    expect((await ticketIn('early bird 1000₽, далее 1500₽\nclub-garage.ru/nye')).value).toBe(
      'https://club-garage.ru/nye',
    );
  });
});
