import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions } from '@mesto/app-shell';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

const PAGE_SIZE = 20;

/** A person's check-ins the viewer may see, newest first. */
function userVisitsQueryOptions($api: ApiClient['$api'], userId: string) {
  return cursorPagesOptions(
    $api.queryOptions('get', '/api/user-visits', { params: { query: { user: userId, limit: PAGE_SIZE } } }),
  );
}

export function useUserVisits(userId: string) {
  const { $api } = useApi();
  return useInfiniteQuery(userVisitsQueryOptions($api, userId));
}

/** Counted over the check-ins the viewer may see: visits, distinct places, the places visited most. */
function userVisitStatsQueryOptions($api: ApiClient['$api'], userId: string) {
  return $api.queryOptions(
    'get',
    '/api/user-visits/stats',
    { params: { query: { user: userId } } },
    { select: (stats) => (stats.kind === 'USER' ? stats : null) },
  );
}

export function useUserVisitStats(userId: string) {
  const { $api } = useApi();
  return useQuery(userVisitStatsQueryOptions($api, userId));
}
