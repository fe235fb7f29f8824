import { describe, expect, it } from 'vitest';
import type { EventOccurrence, Place } from '../../../lib/catalogue/types.ts';
import { attentionOf } from './attention.ts';

const place = (patch: Partial<Place>): Place =>
  ({
    id: 'p1',
    code: 'zerno',
    name: 'Кофейня «Зерно»',
    status: 'PUBLISHED',
    schedule: [{ weekday: 'MONDAY', from: 540, to: 1320 }],
    latitude: 56.3,
    longitude: 44,
    ...patch,
  }) as Place;

const occurrence = (patch: Partial<EventOccurrence>): EventOccurrence =>
  ({ id: 'e1', code: 'jam', title: 'Джем', status: 'PUBLISHED', placeId: 'p1', ...patch }) as EventOccurrence;

describe('attentionOf', () => {
  it('names drafts, places without hours or a point, and events without a place', () => {
    const items = attentionOf({
      places: [place({}), place({ id: 'p2', code: 'bar', name: 'Бар', status: 'DRAFT', schedule: [], latitude: null })],
      events: [occurrence({ status: 'DRAFT', placeId: null })],
      morePlaces: false,
      moreEvents: false,
    });
    expect(items.map((item) => [item.kind, item.title])).toEqual([
      ['draftPlace', 'Бар'],
      ['noSchedule', 'Бар'],
      ['noPoint', 'Бар'],
      ['draftEvent', 'Джем'],
      ['noPlace', 'Джем'],
    ]);
  });

  it('counts a series once and leaves the archive alone', () => {
    const items = attentionOf({
      places: [place({ status: 'ARCHIVED', schedule: [] })],
      events: [occurrence({ placeId: null, occurrenceId: 'o1' }), occurrence({ placeId: null, occurrenceId: 'o2' })],
      morePlaces: false,
      moreEvents: false,
    });
    expect(items.map((item) => item.kind)).toEqual(['noPlace']);
  });
});
