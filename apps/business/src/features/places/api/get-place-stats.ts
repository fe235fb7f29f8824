import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** A minute: «сейчас здесь» changes as people come and go, the charts hardly at all. */
const STATS_STALE_MS = 60_000;

/**
 * A place's visit figures (`GET /api/user-visits/stats?place=`): who is here now (null below HERE_NOW_MIN_SHOWN),
 * check-ins of each of the last 30 days and by weekday and hour. They name nobody.
 */
export function usePlaceStats(placeId: string) {
  const { $api } = useApi();
  return useQuery({
    ...$api.queryOptions(
      'get',
      '/api/user-visits/stats',
      { params: { query: { place: placeId } } },
      { select: (stats) => (stats.kind === 'PLACE' ? stats : null) },
    ),
    staleTime: STATS_STALE_MS,
  });
}
