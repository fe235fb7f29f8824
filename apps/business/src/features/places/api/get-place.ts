import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** One place by its code, or null (also for a draft I may not see): a wrong link is an empty list, not an error. */
function placeQueryOptions($api: ApiClient['$api'], code: string) {
  return $api.queryOptions(
    'get',
    '/api/places',
    { params: { query: { code, limit: 1 } } },
    { select: (page) => page.items[0] ?? null },
  );
}

export function usePlace(code: string) {
  const { $api } = useApi();
  return useQuery(placeQueryOptions($api, code));
}

/** What a new place starts from (the city's time zone, a draft…). */
export function usePlaceBlank() {
  const { $api } = useApi();
  return useQuery($api.queryOptions('get', '/api/places/blank'));
}
