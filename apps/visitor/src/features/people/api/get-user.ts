import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** One user by id as saved, for an editor to start from (with email, phone and permissions when it is you). */
function userQueryOptions($api: ApiClient['$api'], id: string) {
  return $api.queryOptions(
    'get',
    '/api/users',
    { params: { query: { id, limit: 1 } } },
    { select: (page) => page.items[0] ?? null },
  );
}

export function useUser(id: string) {
  const { $api } = useApi();
  return useQuery(userQueryOptions($api, id));
}
