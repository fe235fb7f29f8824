import type { ApiClient, components } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

export type EventList = components['schemas']['EventList'];

/** The list of events of `/event-list/{eventListCode}`, or null when there is none. */
export function eventListQueryOptions($api: ApiClient['$api'], code: string) {
  return $api.queryOptions(
    'get',
    '/api/event-lists',
    { params: { query: { code, limit: 1 } } },
    { select: (page) => page.items[0] ?? null },
  );
}

export function useEventList(code: string) {
  const { $api } = useApi();
  return useQuery(eventListQueryOptions($api, code));
}
