import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { useQuery, useQueryClient } from '@tanstack/react-query';

/** One event list by its code, or null when there is none. */
export function useEventList(code: string) {
  const { $api } = useApi();
  return useQuery(
    $api.queryOptions(
      'get',
      '/api/event-lists',
      { params: { query: { code, limit: 1 } } },
      { select: (page) => page.items[0] ?? null },
    ),
  );
}

export function useEventListBlank() {
  const { $api } = useApi();
  return useQuery($api.queryOptions('get', '/api/event-lists/blank'));
}

/** Creates (no id) or updates an event list; its events show the list's name, so they go stale too. */
export function useSaveEventList() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/event-lists/editor', {
    onSuccess: () =>
      Promise.all([
        invalidateCollection(queryClient, '/api/event-lists'),
        invalidateCollection(queryClient, '/api/events'),
      ]),
  });
}
