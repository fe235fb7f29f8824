import { describe, expect, it } from 'vitest';
import {
  blankEventValues,
  checkEvent,
  type EventValues,
  endOfLocalDay,
  localDateOf,
  moveToZone,
  seriesDates,
  toEventBody,
} from './event-values.ts';

const values = (patch: Partial<EventValues> = {}): EventValues => ({
  title: 'Джазовый джем',
  description: '',
  placeId: '6a1a4f0e-7c55-4f3c-9d55-1b1f1a1a1a1a',
  eventListId: '',
  organisationId: '',
  // Friday 4 December 2026, 19:00 in Moscow.
  startsAt: '2026-12-04T16:00:00.000Z',
  endsAt: '2026-12-04T19:00:00.000Z',
  price: '500',
  ticketUrl: '',
  tags: [],
  featureIds: [],
  coverFileId: null,
  status: 'PUBLISHED',
  repeatWeekdays: ['FRIDAY', 'SATURDAY'],
  repeatUntil: '2026-12-31',
  ...patch,
});

describe('a weekly series by the place’s clock', () => {
  it('ends at the last minute of the chosen day, and reads back as that day', () => {
    const until = endOfLocalDay('2026-12-31', 'Europe/Moscow');
    expect(until).toBe('2026-12-31T20:59:00.000Z');
    expect(localDateOf(until, 'Europe/Moscow')).toBe('2026-12-31');
    expect(localDateOf(until, 'Asia/Vladivostok')).toBe('2027-01-01');
  });

  it('previews every Friday and Saturday at 19:00 until the last day', () => {
    const dates = seriesDates(values(), 'Europe/Moscow');
    expect(dates).toHaveLength(8);
    expect(dates[1]?.startsAt.toISOString()).toBe('2026-12-05T16:00:00.000Z');
    expect(dates.at(-1)?.startsAt.toISOString()).toBe('2026-12-26T16:00:00.000Z');
  });

  it('keeps the wall-clock time when the place is in another zone', () => {
    expect(moveToZone('2026-12-04T16:00:00.000Z', 'Europe/Moscow', 'Asia/Yekaterinburg')).toBe(
      '2026-12-04T14:00:00.000Z',
    );
  });

  it('sends whole rubles, the series end as an instant, and no series end for a one-off event', () => {
    expect(toEventBody(values(), 'Europe/Moscow')).toMatchObject({
      price: 500,
      repeatUntil: '2026-12-31T20:59:00.000Z',
    });
    expect(toEventBody(values({ repeatWeekdays: [], price: '' }), 'Europe/Moscow')).toMatchObject({
      price: null,
      repeatUntil: null,
    });
  });
});

describe('checkEvent', () => {
  it('says what the server would refuse', () => {
    expect(checkEvent(values(), 'Europe/Moscow', { root: false })).toEqual({});
    const errors = checkEvent(
      values({
        placeId: '',
        startsAt: '2026-12-04T16:00:00.000Z',
        endsAt: '2026-12-04T15:00:00.000Z',
        price: '10.5',
        repeatUntil: '2026-12-01',
      }),
      'Europe/Moscow',
      { root: false },
    );
    expect(errors).toEqual({
      placeId: 'Выберите место или организацию',
      endsAt: 'Окончание должно быть позже начала',
      price: 'Цена — целое число рублей от 0',
      repeatUntil: 'Повторять можно только до даты после начала',
    });
    expect(checkEvent(values({ repeatUntil: '' }), 'Europe/Moscow', { root: false }).repeatUntil).toBe(
      'Укажите, до какой даты повторять',
    );
    expect(checkEvent(values({ repeatUntil: '2028-01-01' }), 'Europe/Moscow', { root: false }).repeatUntil).toBe(
      'Повтор — не дольше года: продлите серию позже',
    );
  });
});

describe('the ticket link', () => {
  it('is sent trimmed, or null when the box is empty', () => {
    const link = 'https://qtickets.ru/event/12345?utm=$&';
    expect(toEventBody(values({ ticketUrl: `  ${link} ` }), 'Europe/Moscow').ticketUrl).toBe(link);
    expect(toEventBody(values({ ticketUrl: '   ' }), 'Europe/Moscow').ticketUrl).toBeNull();
  });

  it('is checked by the server’s rule and words while typing', () => {
    const check = (ticketUrl: string) => checkEvent(values({ ticketUrl }), 'Europe/Moscow', { root: false }).ticketUrl;
    expect(check('')).toBeUndefined();
    expect(check('https://кассир.рф/джаз')).toBeUndefined();
    expect(check('javascript:alert(1)')).toBe(
      'Ссылка на билеты: подойдёт только адрес, начинающийся с http:// или https://',
    );
    expect(check('qtickets.ru/event/1')).toMatch(/^Ссылка на билеты: вставьте адрес страницы целиком/);
    expect(check('https://kassa:secret@qtickets.ru/1')).toBe(
      'Ссылка на билеты: уберите из адреса имя пользователя и пароль',
    );
  });
});

describe('a new event', () => {
  const blank = {
    ...values({ placeId: '', startsAt: null, repeatWeekdays: [], repeatUntil: '' }),
    placeId: null,
    eventListId: null,
    organisationId: null,
    startsAt: '',
    price: null,
    repeatUntil: null,
  };
  const zerno = { id: '6a1a4f0e-7c55-4f3c-9d55-1b1f1a1a1a1a' };
  const terrace = { id: '7b2b5f1f-8d66-4a4d-8e66-2c2f2b2b2b2b' };

  it('starts without a place to choose, and is not saved until one is chosen', () => {
    const fresh = blankEventValues(blank, {}, [zerno, terrace]);
    expect(fresh.placeId).toBe('');
    expect(checkEvent(fresh, 'Europe/Moscow', { root: false }).placeId).toBe('Выберите место или организацию');
  });

  it('starts at the only place there is, or at the place of the link', () => {
    expect(blankEventValues(blank, {}, [zerno]).placeId).toBe(zerno.id);
    expect(blankEventValues(blank, { placeId: terrace.id }, [zerno]).placeId).toBe(terrace.id);
  });
});
