import { useApi } from '@mesto/api-client/react';
import { MAX_PAGE_SIZE } from '@mesto/domain';
import { useQueries } from '@tanstack/react-query';
import type { EventList, Place } from './types.ts';

type Combined<Item> = { data: Item[]; isPending: boolean; isError: boolean; refetch: () => void };

function combine<Item extends { name: string }>(
  results: { data?: { items: Item[] } | undefined; isPending: boolean; isError: boolean; refetch: () => unknown }[],
): Combined<Item> {
  return {
    data: results
      .flatMap((result) => result.data?.items ?? [])
      .sort((a, b) => a.name.localeCompare(b.name, 'ru', { sensitivity: 'base' })),
    isPending: results.some((result) => result.isPending),
    isError: results.some((result) => result.isError),
    refetch: () => {
      for (const result of results) void result.refetch();
    },
  };
}

/**
 * The places of these organisations for a select, by name (up to a hundred each); null: every place (ROOT).
 * One request per organisation, as the API filters by one at a time.
 */
export function usePlaceOptions(organisationIds: readonly string[] | null): Combined<Place> {
  const { $api } = useApi();
  const scopes = organisationIds === null ? [null] : organisationIds;
  return useQueries({
    queries: scopes.map((organisation) =>
      $api.queryOptions('get', '/api/places', {
        params: { query: { sort: 'name', limit: MAX_PAGE_SIZE, ...(organisation === null ? {} : { organisation }) } },
      }),
    ),
    combine: combine<Place>,
  });
}

/** The event lists of these organisations for a select, by name; null: every list (ROOT). */
export function useEventListOptions(organisationIds: readonly string[] | null): Combined<EventList> {
  const { $api } = useApi();
  const scopes = organisationIds === null ? [null] : organisationIds;
  return useQueries({
    queries: scopes.map((organisation) =>
      $api.queryOptions('get', '/api/event-lists', {
        params: { query: { sort: 'name', limit: MAX_PAGE_SIZE, ...(organisation === null ? {} : { organisation }) } },
      }),
    ),
    combine: combine<EventList>,
  });
}
