import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { MAX_PAGE_SIZE } from '@mesto/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';

/** The features to choose from in the place and event editors, by name. */
function allFeaturesQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions(
    'get',
    '/api/features',
    { params: { query: { sort: 'name', limit: MAX_PAGE_SIZE } } },
    { select: (page) => page.items },
  );
}

export function useAllFeatures() {
  const { $api } = useApi();
  return useQuery(allFeaturesQueryOptions($api));
}

/** Adds a feature (any business user may); every features query goes stale. */
export function useCreateFeature() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/features/editor', {
    onSuccess: () => invalidateCollection(queryClient, '/api/features'),
  });
}
