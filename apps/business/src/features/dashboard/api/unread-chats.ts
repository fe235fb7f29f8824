import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** How many chats people opened with my organisations have messages I have not read. */
export function useUnreadChats() {
  const { $api } = useApi();
  return useQuery(
    $api.queryOptions(
      'get',
      '/api/chats/unread-count',
      { params: { query: { team: 'true' } } },
      { select: (body) => body.chats },
    ),
  );
}
