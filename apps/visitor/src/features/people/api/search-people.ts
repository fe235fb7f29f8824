import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions } from '@mesto/app-shell';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

const PAGE_SIZE = 20;

/** People whose name or username contains `q` (everyone when it is empty), newest first, a page at a time. */
function searchPeopleQueryOptions($api: ApiClient['$api'], q: string) {
  return cursorPagesOptions(
    $api.queryOptions('get', '/api/users', { params: { query: { q: q.trim(), limit: PAGE_SIZE } } }),
  );
}

export function useSearchPeople(q: string) {
  const { $api } = useApi();
  // The previous results stay (dimmed) while a new search loads, instead of flashing skeletons on each pause.
  return useInfiniteQuery({ ...searchPeopleQueryOptions($api, q), placeholderData: keepPreviousData });
}
