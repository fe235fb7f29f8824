import { type ApiClient, silent } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * Whether the API answers, its database and how long the answer took. Silent: the screen itself says «недоступен»,
 * a toast would only repeat it. The key extends `$api`'s own, so it never shares a cache entry with a plain health
 * query of a different shape.
 */
function healthQueryOptions($api: ApiClient['$api']) {
  const health = $api.queryOptions('get', '/api/health', { headers: silent });
  return queryOptions({
    queryKey: [...health.queryKey, 'timed'] as const,
    queryFn: async (context) => {
      const started = performance.now();
      const data = await health.queryFn({ ...context, queryKey: health.queryKey });
      return { database: data.database, milliseconds: performance.now() - started };
    },
    retry: false,
  });
}

export function useHealth() {
  const { $api } = useApi();
  return useQuery(healthQueryOptions($api));
}
