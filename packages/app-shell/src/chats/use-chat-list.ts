import { useApi } from '@mesto/api-client/react';
import { ChatEvent } from '@mesto/domain';
import { useRealtime, useRealtimeStatus } from '@mesto/realtime/react';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cursorPagesOptions } from '../queries/cursor-pages.ts';

/** A burst of messages (a busy group) refreshes the list once, this long after the last of them. */
const REFRESH_AFTER_MS = 300;

/**
 * The chats of the signed-in person (or, with `organisation`, those people opened with that organisation), the one
 * with the latest message first. It follows what happens live: a new message, or a chat read on another device,
 * refreshes the list — its order, previews and unread counts come from the server, the one source of truth.
 */
export function useChatList({ organisation, q }: { organisation?: string | undefined; q: string }) {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  const realtime = useRealtime();
  const status = useRealtimeStatus();
  const query = useInfiniteQuery({
    ...cursorPagesOptions(
      $api.queryOptions('get', '/api/chats', {
        params: { query: { limit: 30, ...(organisation ? { organisation } : {}), ...(q ? { q } : {}) } },
      }),
    ),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (status !== 'connected') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    let detach = () => {};
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({
          predicate: ({ queryKey: [method, path] }) => method === 'get' && path === '/api/chats',
        });
      }, REFRESH_AFTER_MS);
    };
    realtime.getChatsSocket().then((socket) => {
      if (cancelled) return;
      socket.on(ChatEvent.NEW, refresh);
      socket.on(ChatEvent.READ, refresh);
      detach = () => {
        socket.off(ChatEvent.NEW, refresh);
        socket.off(ChatEvent.READ, refresh);
      };
    });
    // Back online: what changed while away.
    refresh();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      detach();
    };
  }, [status, realtime, queryClient]);

  return query;
}
