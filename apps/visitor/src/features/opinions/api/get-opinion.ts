import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** One opinion by its id, as the viewer may see it, or null. */
function opinionQueryOptions($api: ApiClient['$api'], id: string) {
  return $api.queryOptions(
    'get',
    '/api/opinions',
    { params: { query: { id, limit: 1 } } },
    { select: (page) => page.items[0] ?? null },
  );
}

export function useOpinion(id: string | null) {
  const { $api } = useApi();
  return useQuery({ ...opinionQueryOptions($api, id ?? ''), enabled: id !== null });
}
