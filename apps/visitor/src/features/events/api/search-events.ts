import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions } from '@mesto/app-shell';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { EventQuery } from '../hooks/use-event-filters.ts';

const PAGE_SIZE = 24;

/** Occurrences of events (a weekly series once per date) matching the query, soonest first, a page at a time. */
export function searchEventsQueryOptions($api: ApiClient['$api'], query: EventQuery) {
  return cursorPagesOptions(
    $api.queryOptions('get', '/api/events', { params: { query: { ...query, limit: PAGE_SIZE, sort: 'start' } } }),
  );
}

export function useSearchEvents(query: EventQuery) {
  const { $api } = useApi();
  // The previous results stay (dimmed) while new filters load, instead of flashing skeletons on every choice.
  return useInfiniteQuery({ ...searchEventsQueryOptions($api, query), placeholderData: keepPreviousData });
}
