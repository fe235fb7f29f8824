import type { operations } from '@mesto/api-client';
import { type parseUrlState, type UrlStateSchema, useUrlState } from '@mesto/app-shell';
import { DAY_SLOTS, PLACE_TAGS, WEEKDAYS } from '@mesto/domain';
import { DAY_CHOICES, rangeOf } from '../lib/date-range.ts';

export type EventQuery = NonNullable<operations['getEvents']['parameters']['query']>;

/** `/events?…`: every filter of the list lives in the link, so it can be shared and back and forward move between views. */
export const eventFilters = {
  q: { kind: 'text', max: 200 },
  when: { kind: 'choice', choices: DAY_CHOICES, fallback: 'any' },
  from: { kind: 'day' },
  to: { kind: 'day' },
  weekdays: { kind: 'list', of: WEEKDAYS },
  slot: { kind: 'choice', choices: DAY_SLOTS, fallback: 'all_day' },
  tags: { kind: 'list', of: PLACE_TAGS },
  features: { kind: 'list', of: 'uuid' },
} satisfies UrlStateSchema;

export type EventFilters = ReturnType<typeof parseUrlState<typeof eventFilters>>;

/** Nothing filtered: what «Сбросить фильтры» goes back to. */
export const NO_EVENT_FILTERS: Partial<EventFilters> = {
  q: '',
  when: 'any',
  from: undefined,
  to: undefined,
  weekdays: [],
  slot: 'all_day',
  tags: [],
  features: [],
};

/** How many filters narrow the list (the search box included), for the summary and the empty state. */
export function activeFilterCount(filters: EventFilters): number {
  return [
    filters.q.trim() !== '',
    filters.when !== 'any',
    filters.weekdays.length > 0,
    filters.slot !== 'all_day',
    filters.tags.length > 0,
    filters.features.length > 0,
  ].filter(Boolean).length;
}

/** The API's query for the filters; the day choice becomes instants by the city's clock. */
export function toEventQuery(filters: EventFilters, now: Date): EventQuery {
  const query: EventQuery = { ...rangeOf(filters.when, filters, now) };
  const q = filters.q.trim();
  if (q !== '') query.q = q;
  if (filters.weekdays.length > 0) query.weekdays = filters.weekdays;
  if (filters.slot !== 'all_day') query.slot = filters.slot;
  if (filters.tags.length > 0) query.tags = filters.tags;
  if (filters.features.length > 0) query.features = filters.features;
  return query;
}

export function useEventFilters() {
  return useUrlState(eventFilters);
}
