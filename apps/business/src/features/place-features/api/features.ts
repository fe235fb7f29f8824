import { silent } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions, invalidateCollection } from '@mesto/app-shell';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';

const PAGE_SIZE = 50;

/** Features by name containing `q`, with how much each is used. */
export function useSearchFeatures(q: string) {
  const { $api } = useApi();
  return useInfiniteQuery({
    ...cursorPagesOptions(
      $api.queryOptions('get', '/api/features', { params: { query: { q: q.trim(), sort: 'name', limit: PAGE_SIZE } } }),
    ),
    placeholderData: keepPreviousData,
  });
}

/**
 * A change to a feature reaches every place and event showing it (and their lists), so those go stale as well.
 * The dialogs explain failures themselves: the calls are silent.
 */
function useAfterFeatureChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      invalidateCollection(queryClient, '/api/features'),
      invalidateCollection(queryClient, '/api/places'),
      invalidateCollection(queryClient, '/api/events'),
    ]);
}

export function useSaveFeature() {
  const { client } = useApi();
  const after = useAfterFeatureChange();
  return useMutation({
    mutationFn: async (body: { id?: string; name: string; icon?: string }) => {
      const { data } = await client.POST('/api/features/editor', { body, headers: silent });
      return data;
    },
    onSuccess: after,
  });
}

export function useRemoveFeature() {
  const { client } = useApi();
  const after = useAfterFeatureChange();
  return useMutation({
    mutationFn: async (id: string) => {
      await client.DELETE('/api/features/{id}', { params: { path: { id } }, headers: silent });
    },
    onSuccess: after,
  });
}

/** ROOT only: every reference of one feature moves to another, and the first is removed. */
export function useReplaceFeature() {
  const { client } = useApi();
  const after = useAfterFeatureChange();
  return useMutation({
    mutationFn: async (body: { _oldFeature: string; _newFeature: string }) => {
      const { data } = await client.POST('/api/features/replace', { body, headers: silent });
      return data;
    },
    onSuccess: after,
  });
}
