import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions } from '@mesto/app-shell';
import type { PublicationStatus } from '@mesto/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

const PAGE_SIZE = 50;

type PlaceFilters = { organisation: string; q: string; status: PublicationStatus | '' };

/**
 * The places of the list, by name: of the organisation chosen, else of all of mine (`mine`), or of every
 * organisation for ROOT (`scope` 'all'). One list from the API, whatever the number of organisations.
 */
export function usePlacesList(filters: PlaceFilters, scope: 'mine' | 'all', enabled = true) {
  const { $api } = useApi();
  const q = filters.q.trim();
  return useInfiniteQuery({
    ...cursorPagesOptions(
      $api.queryOptions('get', '/api/places', {
        params: {
          query: {
            sort: 'name',
            limit: PAGE_SIZE,
            ...(filters.organisation !== '' ? { organisation: filters.organisation } : {}),
            ...(filters.organisation === '' && scope === 'mine' ? { mine: 'true' } : {}),
            ...(q === '' ? {} : { q }),
            ...(filters.status === '' ? {} : { status: filters.status }),
          },
        },
      }),
    ),
    placeholderData: keepPreviousData,
    enabled,
  });
}
