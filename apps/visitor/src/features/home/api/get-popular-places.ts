import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** The best-rated places of the city. */
export function popularPlacesQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions(
    'get',
    '/api/places',
    { params: { query: { sort: 'rating', limit: 6 } } },
    { select: (page) => page.items },
  );
}

export function usePopularPlaces() {
  const { $api } = useApi();
  return useQuery(popularPlacesQueryOptions($api));
}
