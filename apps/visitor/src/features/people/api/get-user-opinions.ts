import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions } from '@mesto/app-shell';
import { useInfiniteQuery } from '@tanstack/react-query';

const PAGE_SIZE = 10;

/** A person's opinions the viewer may see, newest first. */
function userOpinionsQueryOptions($api: ApiClient['$api'], userId: string) {
  return cursorPagesOptions(
    $api.queryOptions('get', '/api/opinions', {
      params: { query: { author: userId, sort: 'newest', limit: PAGE_SIZE } },
    }),
  );
}

export function useUserOpinions(userId: string) {
  const { $api } = useApi();
  return useInfiniteQuery(userOpinionsQueryOptions($api, userId));
}
