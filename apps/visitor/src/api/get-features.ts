import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** Every feature (Wi-Fi, веранда…) by name, for the filter: the city has a few dozen at most. */
function featuresQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions(
    'get',
    '/api/features',
    { params: { query: { limit: 100, sort: 'name' } } },
    { select: (page) => page.items, staleTime: 10 * 60_000 },
  );
}

export function useFeatures() {
  const { $api } = useApi();
  return useQuery(featuresQueryOptions($api));
}
