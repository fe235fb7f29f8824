import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions } from '@mesto/app-shell';
import { useInfiniteQuery } from '@tanstack/react-query';

/** Whose upcoming events: a place's or an organisation's (by id). */
export type EventsOf = { place: string } | { organisation: string };

/** The dates still to come at a place or of an organisation, soonest first. */
export function upcomingEventsQueryOptions($api: ApiClient['$api'], of: EventsOf) {
  return cursorPagesOptions(
    $api.queryOptions('get', '/api/events', { params: { query: { ...of, limit: 9, sort: 'start' } } }),
  );
}

export function useUpcomingEvents(of: EventsOf | null) {
  const { $api } = useApi();
  return useInfiniteQuery({
    ...upcomingEventsQueryOptions($api, of ?? { place: '' }),
    enabled: of !== null,
  });
}
