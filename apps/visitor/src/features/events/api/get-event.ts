import type { ApiClient, components } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

export type EventOccurrence = components['schemas']['Event'];

/** The next date of the event with this code that has not ended, or null. */
export function nextOccurrenceQueryOptions($api: ApiClient['$api'], code: string) {
  return $api.queryOptions(
    'get',
    '/api/events',
    { params: { query: { code, limit: 1 } } },
    { select: (page) => page.items[0] ?? null },
  );
}

/** The latest date of the event with this code, past ones included: for an event that is over. */
export function lastOccurrenceQueryOptions($api: ApiClient['$api'], code: string) {
  return $api.queryOptions(
    'get',
    '/api/events',
    { params: { query: { code, past: 'true', sort: 'latest', limit: 1 } } },
    { select: (page) => page.items[0] ?? null },
  );
}

/**
 * The event of `/event/{eventCode}`: its next date, or its last one once it is over (the page still says what it
 * was); null when there is no such event.
 */
export function useEvent(code: string) {
  const { $api } = useApi();
  const next = useQuery(nextOccurrenceQueryOptions($api, code));
  const last = useQuery({ ...lastOccurrenceQueryOptions($api, code), enabled: next.data === null });
  if (next.data !== null || next.isPending || next.isError) return { ...next, isPast: false };
  return { ...last, isPast: last.data !== null && last.data !== undefined };
}

/** Every date of one event (a weekly series has many), soonest first. */
export function eventDatesQueryOptions($api: ApiClient['$api'], eventId: string) {
  return $api.queryOptions(
    'get',
    '/api/events',
    { params: { query: { event: eventId, limit: 100, sort: 'start' } } },
    { select: (page) => page.items },
  );
}

export function useEventDates(eventId: string | null) {
  const { $api } = useApi();
  return useQuery({ ...eventDatesQueryOptions($api, eventId ?? ''), enabled: eventId !== null });
}
