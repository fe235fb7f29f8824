import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** One user by id as saved (ROOT also sees the permissions), for the editor to start from; null if there is none. */
function userQueryOptions($api: ApiClient['$api'], id: string) {
  return $api.queryOptions(
    'get',
    '/api/users',
    { params: { query: { id, limit: 1 } } },
    { select: (page) => page.items[0] ?? null },
  );
}

export function useUser(id: string | undefined) {
  const { $api } = useApi();
  return useQuery({ ...userQueryOptions($api, id ?? ''), enabled: id !== undefined });
}
