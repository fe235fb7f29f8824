import { describe, expect, it } from 'vitest';
import type { ExtractedEvent } from '../api/types.ts';
import {
  changedFields,
  checkReview,
  draftOf,
  originsOf,
  passedStart,
  priceOf,
  publishBody,
  timeStillMissing,
  toDraft,
  toReviewValues,
  unsureFieldsOf,
} from './review-values.ts';

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

  it('publishes a title quoted whole without its quotes, by the same rule as the API', () => {
    for (const [title, shown] of [
      ['«Ночь джаза»', 'Ночь джаза'],
      ['"Ночь джаза"', 'Ночь джаза'],
      ['“Ночь джаза”', 'Ночь джаза'],
      ['«Джаз» и «Блюз»', '«Джаз» и «Блюз»'],
    ] as const) {
      const event = extracted({ title: { value: title, confidence: 0.9, source: 'text', span: null } });
      expect(draftOf(event).title, title).toBe(shown);
      const start = draftOf(event);
      expect(toDraft({ ...toReviewValues(start), title: ` ${title} ` }).title).toBe(shown);
      expect([...changedFields({ ...toReviewValues(start), title }, start)]).toEqual([]);
    }
  });

  it('asks for a look at an unsure title, start or place until the person confirms or changes it', () => {
    const event = extracted({
      title: { value: 'Вечер у камина', confidence: 0.4, source: 'model', span: null },
      place: { value: { id: PLACE, name: 'Синкопа' }, confidence: 0.5, source: 'lookup', span: null },
    });
    const fromText = draftOf(event);
    const unsure = unsureFieldsOf(originsOf(event));
    expect([...unsure].sort()).toEqual(['place', 'title']);
    const context = { unsure, fromText };
    const values = toReviewValues(fromText);
    const unsureText = 'Разбор не уверен: проверьте значение и нажмите «Верно» — или исправьте его';
    expect(checkReview(values, context)).toEqual({ title: unsureText, placeId: unsureText });
    expect(checkReview({ ...values, confirmed: ['title'] }, context)).toEqual({ placeId: unsureText });
    expect(checkReview({ ...values, confirmed: ['title'], placeId: 'другое-место' }, context)).toEqual({});
    // What a person confirmed travels with the publishing, named as the API names the fields.
    expect(publishBody({ ...values, confirmed: ['title', 'place'] })).toMatchObject({
      status: 'PUBLISHED',
      confirmedFields: ['title', 'placeId'],
      draft: { title: 'Вечер у камина', placeId: PLACE },
    });
    expect(publishBody(values)).not.toHaveProperty('movesEventId');
  });

  it('a day without a time asks for the time; the start then counts as looked at', () => {
    const event = extracted({
      startsAt: { value: '2026-12-14T00:00:00+03:00', confidence: 0.4, source: 'text', span: null },
      startTimeKnown: false,
    });
    const fromText = draftOf(event);
    expect(timeStillMissing(fromText, event)).toBe(true);
    expect(timeStillMissing({ ...fromText, startsAt: '2026-12-14T16:00:00.000Z' }, event)).toBe(false);
    expect(timeStillMissing(fromText, extracted())).toBe(false);
    const context = { unsure: unsureFieldsOf(originsOf(event)), fromText };
    const values = toReviewValues(fromText, { startTimeMissing: true });
    expect(checkReview(values, context)).toEqual({ startsAt: 'В тексте нет времени начала — укажите его' });
    // Even a time at midnight, once the person set it, is theirs.
    expect(checkReview({ ...values, startTimeMissing: false, confirmed: ['startsAt'] }, context)).toEqual({});
  });

  it('a postponement that moves an event needs the event and its new start, not a title or a place', () => {
    const values = toReviewValues({ ...draftOf(extracted()), title: '', placeId: null }, { move: true });
    expect(checkReview(values)).toEqual({ moveEventId: 'Выберите событие, которое переносится' });
    const event = '7c0f0b39-8a4c-4d7e-b7d8-4a1d0c5e2f11';
    expect(checkReview({ ...values, moveEventId: event })).toEqual({});
    expect(publishBody({ ...values, moveEventId: event })).toMatchObject({ movesEventId: event });
    expect(checkReview({ ...values, move: false, moveEventId: event })).toHaveProperty('title');
  });

  it('knows a start that has passed', () => {
    const values = toReviewValues(draftOf(extracted()));
    const start = Date.parse('2026-11-25T19:00:00+03:00');
    expect(passedStart(values, start + 1)?.getTime()).toBe(start);
    expect(passedStart(values, start - 1)).toBeNull();
    expect(passedStart({ ...values, startsAt: null }, start + 1)).toBeNull();
  });
});
