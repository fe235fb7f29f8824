import { useApi } from '@mesto/api-client/react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type MergeSource, mergedPagesOptions } from '../../../lib/catalogue/merged-pages.ts';
import type { EventList } from '../../../lib/catalogue/types.ts';

const PAGE_SIZE = 50;

const byName = (a: EventList, b: EventList) => a.name.localeCompare(b.name, 'ru', { sensitivity: 'base' });

/** The event lists of one organisation, of each of mine merged by name, or (ROOT, `null`) of every one. */
export function useEventListsList(
  filters: { organisation: string; q: string },
  myOrganisationIds: readonly string[] | null,
) {
  const { client } = useApi();
  const organisations = filters.organisation !== '' ? [filters.organisation] : (myOrganisationIds ?? [null]);
  const q = filters.q.trim();
  const sources: MergeSource<EventList>[] = organisations.map((organisation) => ({
    key: organisation ?? 'all',
    fetchPage: async (cursor, signal) => {
      const { data } = await client.GET('/api/event-lists', {
        params: {
          query: {
            sort: 'name',
            limit: PAGE_SIZE,
            ...(organisation === null ? {} : { organisation }),
            ...(q === '' ? {} : { q }),
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
      queryKey: ['get', '/api/event-lists', { merged: organisations, q }, 'pages'],
      sources,
      compare: byName,
    }),
    placeholderData: keepPreviousData,
    enabled: organisations.length > 0,
  });
}
