import { useApi } from '@mesto/api-client/react';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { cursorPagesOptions } from '../queries/cursor-pages.ts';
import { useChatEvents } from './use-chat-events.ts';

/**
 * The chats of the signed-in person (or, with `organisation`, those people opened with that organisation), the one
 * with the latest message first. It follows what happens live: a new message, or a chat read on another device,
 * refreshes the list — its order, previews and unread counts come from the server, the one source of truth.
 */
export function useChatList({ organisation, q }: { organisation?: string | undefined; q: string }) {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    ...cursorPagesOptions(
      $api.queryOptions('get', '/api/chats', {
        params: { query: { limit: 30, ...(organisation ? { organisation } : {}), ...(q ? { q } : {}) } },
      }),
    ),
    placeholderData: keepPreviousData,
  });

  useChatEvents(() =>
    queryClient.invalidateQueries({
      predicate: ({ queryKey: [method, path] }) => method === 'get' && path === '/api/chats',
    }),
  );

  return query;
}
