import { describe, expect, it } from 'vitest';
import type { ExtractedEvent } from '../api/types.ts';
import { changedFields, checkReview, draftOf, originsOf, priceOf, toDraft, toReviewValues } from './review-values.ts';

const PLACE = '6a1a4f0e-7c55-4f3c-9d55-1b1f1a1a1a1a';
const text = 'Джазовый вечер в «Синкопе»\n25 ноября в 19:00, вход 500 ₽\nБилеты: https://qtickets.ru/event/42.';
const TICKETS = 'https://qtickets.ru/event/42';

const extracted = (patch: Partial<ExtractedEvent> = {}): ExtractedEvent => ({
  title: {
    value: 'Джазовый вечер в «Синкопе»',
    confidence: 0.9,
    source: 'text',
    span: { start: 0, end: 26, text: text.slice(0, 26) },
  },
  description: { value: text, confidence: 0.5, source: 'text', span: null },
  startsAt: {
    value: '2026-11-25T19:00:00+03:00',
    confidence: 0.95,
    source: 'text',
    span: { start: 27, end: 44, text: '25 ноября в 19:00' },
  },
  endsAt: { value: null, confidence: 0, source: 'default', span: null },
  startTimeKnown: true,
  endTimeKnown: true,
  price: {
    value: { min: 500, max: 500, free: false, donation: false },
    confidence: 0.4,
    source: 'text',
    span: { start: 52, end: 57, text: '500 ₽' },
  },
  placeMention: {
    value: '«Синкопе»',
    confidence: 0.8,
    source: 'text',
    span: { start: 17, end: 26, text: '«Синкопе»' },
  },
  place: { value: { id: PLACE, name: 'Синкопа' }, confidence: 0.7, source: 'lookup', span: null },
  tags: { value: ['MUSIC'], confidence: 0.5, source: 'model', span: null },
  ticketUrl: { value: TICKETS, confidence: 0.9, source: 'text', span: { start: 65, end: 93, text: TICKETS } },
  duplicateOf: null,
  ...patch,
});

describe('the review of an extracted event', () => {
  it('flags the fields below the contract’s threshold and points the place at the words that named it', () => {
    const origins = originsOf(extracted());
    expect(origins.startsAt).toMatchObject({ low: false, span: { text: '25 ноября в 19:00' } });
    expect(origins.price.low).toBe(true);
    expect(origins.tags).toMatchObject({ low: true, source: 'model', span: null });
    expect(origins.place).toMatchObject({ low: false, source: 'lookup', span: { text: '«Синкопе»' } });
    expect(origins.endsAt.low).toBe(true);
    expect(origins.ticketUrl).toMatchObject({ low: false, source: 'text', span: { text: TICKETS } });
  });

  it('turns what the text said into the draft: free is 0, a range its lower end, a donation unknown', () => {
    expect(draftOf(extracted())).toEqual({
      title: 'Джазовый вечер в «Синкопе»',
      description: text,
      startsAt: '2026-11-25T19:00:00+03:00',
      endsAt: null,
      price: 500,
      ticketUrl: TICKETS,
      placeId: PLACE,
      tags: ['MUSIC'],
    });
    expect(priceOf({ min: 0, max: 0, free: true, donation: false })).toBe(0);
    expect(priceOf({ min: 300, max: 800, free: false, donation: false })).toBe(300);
    expect(priceOf({ min: null, max: null, free: false, donation: true })).toBeNull();
  });

  it('knows which fields the manager changed, and those only', () => {
    const start = draftOf(extracted());
    const values = { ...toReviewValues(start), price: '700', title: `  ${start.title} ` };
    expect([...changedFields(values, start)]).toEqual(['price']);
    expect(toDraft(values)).toMatchObject({ title: start.title, price: 700, ticketUrl: TICKETS, placeId: PLACE });
    const cleared = { ...values, ticketUrl: '  ' };
    expect([...changedFields(cleared, start)]).toEqual(['price', 'ticketUrl']);
    expect(toDraft(cleared).ticketUrl).toBeNull();
  });

  it('asks for a title, a start, a place and a price in whole rubles before publishing', () => {
    const values = {
      ...toReviewValues(draftOf(extracted({ place: { value: null, confidence: 0, source: 'default', span: null } }))),
    };
    expect(checkReview({ ...values, title: '', startsAt: null, price: '5 рублей' })).toEqual({
      title: expect.any(String),
      startsAt: 'Укажите начало',
      placeId: 'Выберите место события',
      price: 'Цена — целое число рублей от 0',
    });
    expect(checkReview({ ...values, placeId: PLACE })).toEqual({});
    expect(checkReview({ ...values, placeId: PLACE, ticketUrl: 'javascript:alert(1)' })).toEqual({
      ticketUrl: 'Ссылка на билеты: подойдёт только адрес, начинающийся с http:// или https://',
    });
    expect(checkReview({ ...values, placeId: PLACE, endsAt: '2026-11-25T18:00:00+03:00' })).toHaveProperty('endsAt');
  });
});
