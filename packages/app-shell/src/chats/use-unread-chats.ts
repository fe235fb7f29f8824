import { useApi, useSession } from '@mesto/api-client/react';
import { ChatEvent } from '@mesto/domain';
import { useOptionalRealtime, useRealtimeStatus } from '@mesto/realtime/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** A burst of messages refreshes the figure once, this long after the last of them. */
const REFRESH_AFTER_MS = 500;

/**
 * How many of my chats (or, with `team`, of the chats people opened with my organisations) have messages I have not
 * read — for the navigation's badge. Signed out: nothing is asked. It follows live messages and reads (on any of
 * my devices) through the app's realtime connection.
 */
export function useUnreadChats({ team = false }: { team?: boolean } = {}): number {
  const { $api } = useApi();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const realtime = useOptionalRealtime();
  const status = useRealtimeStatus();
  const options = $api.queryOptions('get', '/api/chats/unread-count', {
    params: { query: team ? { team: 'true' } : {} },
  });
  const count = useQuery({ ...options, enabled: user !== null, select: (body) => body.chats });

  useEffect(() => {
    if (status !== 'connected' || user === null || realtime === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    let detach = () => {};
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: options.queryKey }), REFRESH_AFTER_MS);
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
    return () => {
      cancelled = true;
      clearTimeout(timer);
      detach();
    };
    // The key is the same for the same `team`; the query options object is new on every render.
  }, [status, user, realtime, queryClient, team]);

  return count.data ?? 0;
}
