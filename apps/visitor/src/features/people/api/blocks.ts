import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions, invalidateCollection } from '@mesto/app-shell';
import { type QueryClient, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';

const PAGE_SIZE = 20;

/** Whether the signed-in person has blocked this one (the profile's button). */
export function blockStatusQueryOptions($api: ApiClient['$api'], userId: string) {
  return $api.queryOptions('get', '/api/blocks/{userId}', { params: { path: { userId } } });
}

export function useBlockStatus(userId: string, { enabled }: { enabled: boolean }) {
  const { $api } = useApi();
  return useQuery({ ...blockStatusQueryOptions($api, userId), enabled });
}

/** The people the signed-in person has blocked, the latest first, a page at a time. */
export function useBlockedPeople() {
  const { $api } = useApi();
  return useInfiniteQuery(
    cursorPagesOptions($api.queryOptions('get', '/api/blocks', { params: { query: { limit: PAGE_SIZE } } })),
  );
}

/**
 * A block changes what the lists show this person (folded opinions and rooms, the feed, places' visitor photos), so
 * they are read again.
 */
async function afterBlockChange(queryClient: QueryClient) {
  await Promise.all([
    invalidateCollection(queryClient, '/api/blocks'),
    invalidateCollection(queryClient, '/api/opinions'),
    invalidateCollection(queryClient, '/api/rooms'),
    invalidateCollection(queryClient, '/api/feed'),
    invalidateCollection(queryClient, '/api/places/{id}/photos'),
  ]);
}

export function useBlock() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/blocks', { onSuccess: () => afterBlockChange(queryClient) });
}

export function useUnblock() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/api/blocks/{userId}', { onSuccess: () => afterBlockChange(queryClient) });
}
