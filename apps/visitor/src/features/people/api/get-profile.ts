import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** The person of `/profile/{userCodeOrUsername}`, or null when nobody has that code or username. */
export function profileQueryOptions($api: ApiClient['$api'], codeOrUsername: string) {
  return $api.queryOptions(
    'get',
    '/api/users',
    { params: { query: { codeOrUsername, limit: 1 } } },
    { select: (page) => page.items[0] ?? null },
  );
}

export function useProfile(codeOrUsername: string) {
  const { $api } = useApi();
  return useQuery(profileQueryOptions($api, codeOrUsername));
}
