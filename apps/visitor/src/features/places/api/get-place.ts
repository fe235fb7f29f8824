import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** The place of `/place/{placeCode}`, or null when there is none. */
export function placeQueryOptions($api: ApiClient['$api'], code: string) {
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
