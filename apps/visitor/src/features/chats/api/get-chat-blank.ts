import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** What a new group starts from (no title, nobody else in it yet). */
export function useChatBlank(enabled = true) {
  const { $api } = useApi();
  return useQuery({ ...$api.queryOptions('get', '/api/chats/blank'), enabled });
}
