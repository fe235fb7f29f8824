import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions } from '@mesto/app-shell';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

const PAGE_SIZE = 50;

type EventFilters = { organisation: string; place: string; eventList: string; past: boolean; q: string };

/**
 * The occurrences of the list, soonest first (latest first with past ones): of the place, list or organisation
 * chosen, else of all of my organisations, or (ROOT, 'all') of every one. One list from the API.
 */
export function useEventsList(filters: EventFilters, scope: 'mine' | 'all', enabled = true) {
  const { $api } = useApi();
  const q = filters.q.trim();
  const narrowed =
    filters.place !== ''
      ? { place: filters.place }
      : filters.eventList !== ''
        ? { eventList: filters.eventList }
        : filters.organisation !== ''
          ? { organisation: filters.organisation }
          : null;
  return useInfiniteQuery({
    ...cursorPagesOptions(
      $api.queryOptions('get', '/api/events', {
        params: {
          query: {
            sort: filters.past ? 'latest' : 'start',
            limit: PAGE_SIZE,
            ...(narrowed ?? (scope === 'mine' ? { mine: 'true' } : {})),
            ...(filters.past ? { past: 'true' } : {}),
            ...(q === '' ? {} : { q }),
          },
        },
      }),
    ),
    placeholderData: keepPreviousData,
    enabled,
  });
}
