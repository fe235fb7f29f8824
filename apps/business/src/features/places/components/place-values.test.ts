import { describe, expect, it } from 'vitest';
import { checkPlace, type PlaceValues, parseCoordinate, toPlaceBody } from './place-values.ts';

const values = (patch: Partial<PlaceValues> = {}): PlaceValues => ({
  organisationId: '6a1a4f0e-7c55-4f3c-9d55-1b1f1a1a1a1a',
  name: 'Бар «Чкалов»',
  description: '',
  address: 'ул. Рождественская, 5',
  latitude: '56,3269',
  longitude: '44.0059',
  timeZone: 'Europe/Moscow',
  schedule: [{ weekday: 'FRIDAY', from: 1080, to: 180 }],
  tags: [],
  featureIds: [],
  contacts: [{ type: 'PHONE', value: '78311234567' }],
  photoFileIds: [],
  averageBill: '',
  menuUrl: '',
  status: 'DRAFT',
  ...patch,
});

describe('checkPlace', () => {
  it('passes a bar open past midnight with a point typed with a comma', () => {
    expect(checkPlace(values(), { root: false })).toEqual({});
    expect(toPlaceBody(values())).toMatchObject({ latitude: 56.3269, longitude: 44.0059 });
  });

  it('names each problem where the server would', () => {
    const errors = checkPlace(
      values({
        organisationId: '',
        name: ' ',
        latitude: '95',
        longitude: '',
        timeZone: 'Moon/Base',
        schedule: [
          { weekday: 'MONDAY', from: 600, to: 600 },
          { weekday: 'MONDAY', from: Number.NaN, to: 900 },
        ],
        contacts: [{ type: 'PHONE', value: '12345' }],
      }),
      { root: false },
    );
    expect(Object.keys(errors).sort()).toEqual(
      [
        'organisationId',
        'name',
        'latitude',
        'longitude',
        'timeZone',
        'schedule.0.to',
        'schedule.1.from',
        'contacts.0.value',
      ].sort(),
    );
    expect(errors.latitude).toBe('Широта — число от −90 до 90');
  });

  it('lets ROOT leave a place without an organisation, and asks for both halves of a point', () => {
    const errors = checkPlace(values({ organisationId: '', latitude: '', longitude: '44' }), { root: true });
    expect(errors).toEqual({ latitude: 'Укажите и широту, и долготу' });
  });
});

describe('parseCoordinate', () => {
  it('reads a dot or a comma, nothing for an empty box, NaN for words', () => {
    expect(parseCoordinate(' -12,5 ')).toBe(-12.5);
    expect(parseCoordinate('')).toBeNull();
    expect(parseCoordinate('север')).toBeNaN();
  });
});

describe('the average bill and the menu', () => {
  it('are sent as whole rubles and a trimmed link, or null for an empty box', () => {
    expect(toPlaceBody(values({ averageBill: '1 500', menuUrl: ' https://chkalov.example/menu.pdf ' }))).toMatchObject({
      averageBill: 1500,
      menuUrl: 'https://chkalov.example/menu.pdf',
    });
    expect(toPlaceBody(values())).toMatchObject({ averageBill: null, menuUrl: null });
  });

  it('are checked by the server’s rules and words while typing', () => {
    const errors = (patch: Partial<PlaceValues>) => checkPlace(values(patch), { root: false });
    const bill = 'Средний чек — целое число рублей от 1 до 1\u00a0000\u00a0000';
    expect(errors({ averageBill: '-500' }).averageBill).toBe(bill);
    expect(errors({ averageBill: '0' }).averageBill).toBe(bill);
    expect(errors({ averageBill: '1000001' }).averageBill).toBe(bill);
    expect(errors({ averageBill: 'полторы тысячи' }).averageBill).toBe(bill);
    expect(errors({ averageBill: '1 000 000' }).averageBill).toBeUndefined();
    expect(errors({ menuUrl: 'javascript:alert(1)' }).menuUrl).toBe(
      'Ссылка на меню: подойдёт только адрес, начинающийся с http:// или https://',
    );
    expect(errors({ menuUrl: 'https://меню.рф/бар' }).menuUrl).toBeUndefined();
  });
});
