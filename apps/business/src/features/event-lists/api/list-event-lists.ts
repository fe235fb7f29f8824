import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions } from '@mesto/app-shell';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

const PAGE_SIZE = 50;

/** The event lists by name: of the organisation chosen, else of all of mine, or (ROOT, 'all') of every one. */
export function useEventListsList(filters: { organisation: string; q: string }, scope: 'mine' | 'all', enabled = true) {
  const { $api } = useApi();
  const q = filters.q.trim();
  return useInfiniteQuery({
    ...cursorPagesOptions(
      $api.queryOptions('get', '/api/event-lists', {
        params: {
          query: {
            sort: 'name',
            limit: PAGE_SIZE,
            ...(filters.organisation !== '' ? { organisation: filters.organisation } : {}),
            ...(filters.organisation === '' && scope === 'mine' ? { mine: 'true' } : {}),
            ...(q === '' ? {} : { q }),
          },
        },
      }),
    ),
    placeholderData: keepPreviousData,
    enabled,
  });
}
