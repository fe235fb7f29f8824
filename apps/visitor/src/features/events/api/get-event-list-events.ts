import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions } from '@mesto/app-shell';
import { useInfiniteQuery } from '@tanstack/react-query';

/** The upcoming dates of the events of one list, soonest first. */
export function eventListEventsQueryOptions($api: ApiClient['$api'], eventListId: string) {
  return cursorPagesOptions(
    $api.queryOptions('get', '/api/events', {
      params: { query: { eventList: eventListId, limit: 12, sort: 'start' } },
    }),
  );
}

export function useEventListEvents(eventListId: string | null) {
  const { $api } = useApi();
  return useInfiniteQuery({ ...eventListEventsQueryOptions($api, eventListId ?? ''), enabled: eventListId !== null });
}
