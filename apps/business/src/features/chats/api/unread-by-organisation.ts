import { useApi } from '@mesto/api-client/react';
import { useQueries } from '@tanstack/react-query';

/**
 * Per organisation, how many of the chats people opened with it have messages I have not read; null while any
 * count loads (or failed: then the screen falls back to the first organisation). Asked only when `enabled`.
 */
export function useUnreadByOrganisation(organisationIds: readonly string[], enabled: boolean) {
  const { $api } = useApi();
  return useQueries({
    queries: organisationIds.map((organisation) => ({
      ...$api.queryOptions('get', '/api/chats/unread-count', {
        params: { query: { team: 'true', organisation } },
      }),
      enabled,
    })),
    combine: (results): ReadonlyMap<string, number> | null => {
      if (results.some((result) => result.isPending)) return null;
      return new Map(organisationIds.map((id, index) => [id, results[index]?.data?.chats ?? 0] as const));
    },
  });
}
