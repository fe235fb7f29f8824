import { ApiError, type components, silent } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions, invalidateCollection } from '@mesto/app-shell';
import type { ModerationAction } from '@mesto/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueueStatus } from '../hooks/use-moderation-filters.ts';

export type ModerationItem = components['schemas']['ModerationItem'];
export type ModerationItemDetails = components['schemas']['ModerationItemDetails'];
export type ModerationDecision = components['schemas']['ModerationDecision'];
export type ModerationTargetType = ModerationItem['targetType'];

const PAGE_SIZE = 20;

/** The queue: open complaints (most complained about first), items the brakes hold, or those decided. */
export function useModerationQueue(status: QueueStatus) {
  const { $api } = useApi();
  return useInfiniteQuery(
    cursorPagesOptions(
      $api.queryOptions('get', '/api/moderation/queue', { params: { query: { status, limit: PAGE_SIZE } } }),
    ),
  );
}

/** One item with its complaints, its author's history and the decisions taken on it. */
export function useModerationItem(targetType: ModerationTargetType, targetId: string) {
  const { $api } = useApi();
  return useQuery(
    $api.queryOptions('get', '/api/moderation/items/{targetType}/{targetId}', {
      params: { path: { targetType, targetId } },
    }),
  );
}

type Decision = { action: ModerationAction; reason: string };

/**
 * Decides on an item. Silent: the decision's dialog says why it was refused. Nothing is changed on screen before the
 * server answers; afterwards the queue and the item are read again.
 */
export function useDecide(targetType: ModerationTargetType, targetId: string) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, reason }: Decision) => {
      const { data, error } = await client.POST('/api/moderation/decisions', {
        body: { targetType, targetId, action, ...(reason === '' ? {} : { reason }) },
        headers: silent,
      });
      if (data === undefined) throw error ?? new ApiError('', null);
      return data;
    },
    onSuccess: () =>
      Promise.all([
        invalidateCollection(queryClient, '/api/moderation/queue'),
        invalidateCollection(queryClient, '/api/moderation/items/{targetType}/{targetId}'),
        invalidateCollection(queryClient, '/api/moderation/decisions'),
      ]),
  });
}
