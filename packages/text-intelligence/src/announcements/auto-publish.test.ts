import { describe, expect, it } from 'vitest';
import type { DraftEvent } from '../contract.ts';
import { AUTO_PUBLISH_CONFIDENCE, AUTO_PUBLISH_REASON_TEXT, autoPublishVerdict } from './auto-publish.ts';

const sure = <T>(value: T | null, confidence = 0.95) => ({
  value,
  confidence: value === null ? 0 : confidence,
  source: 'text' as const,
  span: null,
});
const NOW = new Date('2030-05-01T12:00:00+03:00');

function draft(overrides: Partial<DraftEvent> = {}): DraftEvent {
  return {
    title: sure('Джазовый вечер'),
    description: sure(null),
    startsAt: sure('2030-05-10T19:00:00+03:00'),
    endsAt: sure(null),
    startTimeKnown: true,
    endTimeKnown: true,
    price: sure(null),
    ticketUrl: sure(null),
    placeMention: sure('Синкопа'),
    place: sure({ id: 'p1', name: 'Синкопа' }),
    tags: sure(null),
    ...overrides,
  };
}

describe('auto-publishing a reading of a trusted source', () => {
  it('a reading sure of its title, start with its hour and place is published', () => {
    expect(autoPublishVerdict(draft(), { now: NOW })).toEqual({ publish: true, reasons: [], confidence: 0.95 });
  });

  it('any field it would show that is unsure, or a field it needs that is missing, sends it to a person', () => {
    const unsure = AUTO_PUBLISH_CONFIDENCE - 0.01;
    expect(autoPublishVerdict(draft({ title: sure('Джаз', unsure) }), { now: NOW }).reasons).toEqual(['UNSURE_TITLE']);
    expect(
      autoPublishVerdict(draft({ price: sure({ min: 500, max: 500, free: false, donation: false }, unsure) }), {
        now: NOW,
      }).reasons,
    ).toEqual(['UNSURE_PRICE']);
    expect(autoPublishVerdict(draft({ place: sure(null) }), { now: NOW }).reasons).toEqual(['NO_PLACE']);
    expect(autoPublishVerdict(draft({ startTimeKnown: false }), { now: NOW }).reasons).toEqual(['NO_START_TIME']);
    expect(autoPublishVerdict(draft({ title: sure('') }), { now: NOW }).reasons).toEqual(['NO_TITLE']);
  });

  it('a postponement, a post of several events, a past start and a likely duplicate always go to a person', () => {
    expect(autoPublishVerdict(draft(), { now: NOW, postponed: true }).reasons).toEqual(['POSTPONED']);
    expect(autoPublishVerdict(draft(), { now: NOW, eventsInPost: 2 }).reasons).toEqual(['SEVERAL_EVENTS']);
    expect(autoPublishVerdict(draft(), { now: NOW, duplicate: true }).reasons).toEqual(['DUPLICATE']);
    expect(autoPublishVerdict(draft(), { now: new Date('2030-06-01T00:00:00Z') }).reasons).toEqual(['PAST']);
  });

  it('every reason has words for the venue', () => {
    for (const text of Object.values(AUTO_PUBLISH_REASON_TEXT)) expect(text).toMatch(/^[а-яё][а-яёА-ЯЁ ]+$/);
  });
});
