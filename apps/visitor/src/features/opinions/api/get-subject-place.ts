import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** The place an opinion is written about, by its code, or null when there is none. */
function subjectPlaceQueryOptions($api: ApiClient['$api'], code: string) {
  return $api.queryOptions(
    'get',
    '/api/places',
    { params: { query: { code, limit: 1 } } },
    { select: (page) => page.items[0] ?? null },
  );
}

export function useSubjectPlace(code: string | null) {
  const { $api } = useApi();
  return useQuery({ ...subjectPlaceQueryOptions($api, code ?? ''), enabled: code !== null });
}
