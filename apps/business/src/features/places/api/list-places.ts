import { useApi } from '@mesto/api-client/react';
import type { PublicationStatus } from '@mesto/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type MergeSource, mergedPagesOptions } from '../../../lib/catalogue/merged-pages.ts';
import type { Place } from '../../../lib/catalogue/types.ts';

const PAGE_SIZE = 50;

export type PlaceFilters = { organisation: string; q: string; status: PublicationStatus | '' };

const byName = (a: Place, b: Place) => a.name.localeCompare(b.name, 'ru', { sensitivity: 'base' });

/**
 * The places of the list, by name. One organisation chosen (or ROOT, who sees all): one list. Otherwise the places
 * of each of my organisations, merged, since the API filters by one organisation at a time.
 */
export function usePlacesList(filters: PlaceFilters, myOrganisationIds: readonly string[] | null) {
  const { client } = useApi();
  const organisations = filters.organisation !== '' ? [filters.organisation] : (myOrganisationIds ?? [null]);
  const q = filters.q.trim();
  const sources: MergeSource<Place>[] = organisations.map((organisation) => ({
    key: organisation ?? 'all',
    fetchPage: async (cursor, signal) => {
      const { data } = await client.GET('/api/places', {
        params: {
          query: {
            sort: 'name',
            limit: PAGE_SIZE,
            ...(organisation === null ? {} : { organisation }),
            ...(q === '' ? {} : { q }),
            ...(filters.status === '' ? {} : { status: filters.status }),
            ...(cursor === null ? {} : { cursor }),
          },
        },
        signal,
      });
      return data ?? { items: [], nextCursor: null };
    },
  }));
  return useInfiniteQuery({
    ...mergedPagesOptions({
      queryKey: ['get', '/api/places', { merged: organisations, q, status: filters.status }, 'pages'],
      sources,
      compare: byName,
    }),
    placeholderData: keepPreviousData,
    enabled: organisations.length > 0,
  });
}
