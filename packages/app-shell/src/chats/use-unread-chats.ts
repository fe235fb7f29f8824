import { useApi, useSession } from '@mesto/api-client/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useChatEvents } from './use-chat-events.ts';

/**
 * How many of my chats (or, with `team`, of the chats people opened with my organisations) have messages I have not
 * read — for the navigation's badge. Signed out: nothing is asked. It follows live messages and reads (on any of
 * my devices) through the app's realtime connection.
 */
export function useUnreadChats({ team = false }: { team?: boolean } = {}): number {
  const { $api } = useApi();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const options = $api.queryOptions('get', '/api/chats/unread-count', {
    params: { query: team ? { team: 'true' } : {} },
  });
  const count = useQuery({ ...options, enabled: user !== null, select: (body) => body.chats });

  useChatEvents(() => queryClient.invalidateQueries({ queryKey: options.queryKey }), user !== null);

  return count.data ?? 0;
}
