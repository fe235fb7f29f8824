import { useApi } from '@mesto/api-client/react';
import { MAX_PAGE_SIZE } from '@mesto/domain';
import { useQuery } from '@tanstack/react-query';

/** The coming events of a place, soonest first: what an announcement may repeat. */
export function usePlaceEvents(placeId: string) {
  const { $api } = useApi();
  return useQuery({
    ...$api.queryOptions(
      'get',
      '/api/events',
      { params: { query: { place: placeId, sort: 'start', limit: MAX_PAGE_SIZE } } },
      { select: (page) => page.items },
    ),
    enabled: placeId !== '',
  });
}
