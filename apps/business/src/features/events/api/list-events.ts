import { useApi } from '@mesto/api-client/react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type MergeSource, mergedPagesOptions } from '../../../lib/catalogue/merged-pages.ts';
import type { EventOccurrence } from '../../../lib/catalogue/types.ts';

const PAGE_SIZE = 50;

export type EventFilters = { organisation: string; place: string; eventList: string; past: boolean; q: string };

type Scope = { key: string; query: { organisation?: string; place?: string; eventList?: string } };

/**
 * The occurrences of the list, soonest first (latest first with past ones). A place, a list or an organisation
 * chosen (or ROOT, who sees all): one list. Otherwise the occurrences of each of my organisations, merged.
 */
export function useEventsList(filters: EventFilters, myOrganisationIds: readonly string[] | null) {
  const { client } = useApi();
  const narrowed: Scope | null =
    filters.place !== ''
      ? { key: `place:${filters.place}`, query: { place: filters.place } }
      : filters.eventList !== ''
        ? { key: `list:${filters.eventList}`, query: { eventList: filters.eventList } }
        : filters.organisation !== ''
          ? { key: `organisation:${filters.organisation}`, query: { organisation: filters.organisation } }
          : null;
  const scopes: Scope[] =
    narrowed !== null
      ? [narrowed]
      : myOrganisationIds === null
        ? [{ key: 'all', query: {} }]
        : myOrganisationIds.map((organisation) => ({ key: `organisation:${organisation}`, query: { organisation } }));
  const q = filters.q.trim();
  const sort = filters.past ? 'latest' : 'start';
  const sources: MergeSource<EventOccurrence>[] = scopes.map((scope) => ({
    key: scope.key,
    fetchPage: async (cursor, signal) => {
      const { data } = await client.GET('/api/events', {
        params: {
          query: {
            sort,
            limit: PAGE_SIZE,
            ...scope.query,
            ...(filters.past ? { past: 'true' } : {}),
            ...(q === '' ? {} : { q }),
            ...(cursor === null ? {} : { cursor }),
          },
        },
        signal,
      });
      return data ?? { items: [], nextCursor: null };
    },
  }));
  const direction = filters.past ? -1 : 1;
  return useInfiniteQuery({
    ...mergedPagesOptions({
      queryKey: ['get', '/api/events', { merged: scopes.map((scope) => scope.key), q, past: filters.past }, 'pages'],
      sources,
      compare: (a, b) => direction * (Date.parse(a.startsAt) - Date.parse(b.startsAt)),
    }),
    placeholderData: keepPreviousData,
    enabled: scopes.length > 0,
  });
}
