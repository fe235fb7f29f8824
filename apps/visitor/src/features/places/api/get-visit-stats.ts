import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** How often «Сейчас здесь» is asked again while the page is open. */
const HERE_NOW_REFRESH_MS = 30_000;

/** How many people are checked in at the place now: a number, or null below the threshold («мало»). */
export function hereNowQueryOptions($api: ApiClient['$api'], place: string) {
  return $api.queryOptions(
    'get',
    '/api/user-visits/stats',
    { params: { query: { place } } },
    { select: (stats) => (stats.kind === 'PLACE' ? stats.hereNow : null) },
  );
}

export function useHereNow(place: string) {
  const { $api } = useApi();
  return useQuery({
    ...hereNowQueryOptions($api, place),
    refetchInterval: HERE_NOW_REFRESH_MS,
    // The figure is about now: a stale one is never shown on return to the page.
    staleTime: 0,
  });
}
