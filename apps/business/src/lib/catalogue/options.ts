import { useApi } from '@mesto/api-client/react';
import { MAX_PAGE_SIZE } from '@mesto/domain';
import { useQuery } from '@tanstack/react-query';
import type { EventList, Place } from './types.ts';

/**
 * Whose items a select offers: one organisation's, all of my organisations' (`mine`), every one (ROOT, `all`), or
 * none yet (`none`: the organisations are still loading, or none is chosen).
 */
type OptionsScope = { organisation: string } | 'mine' | 'all' | 'none';

type Options<Item> = { data: Item[]; isPending: boolean; isError: boolean; refetch: () => void };

const scopeQuery = (scope: OptionsScope) =>
  typeof scope === 'object' ? { organisation: scope.organisation } : scope === 'mine' ? { mine: 'true' as const } : {};

function options<Item>(result: {
  data?: { items: Item[] } | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}): Options<Item> {
  return {
    data: result.data?.items ?? [],
    isPending: result.isPending,
    isError: result.isError,
    refetch: () => void result.refetch(),
  };
}

/** The places of a scope for a select, by name (up to a hundred). */
export function usePlaceOptions(scope: OptionsScope): Options<Place> {
  const { $api } = useApi();
  return options(
    useQuery({
      ...$api.queryOptions('get', '/api/places', {
        params: { query: { sort: 'name', limit: MAX_PAGE_SIZE, ...scopeQuery(scope) } },
      }),
      enabled: scope !== 'none',
    }),
  );
}

/** The event lists of a scope for a select, by name (up to a hundred). */
export function useEventListOptions(scope: OptionsScope): Options<EventList> {
  const { $api } = useApi();
  return options(
    useQuery({
      ...$api.queryOptions('get', '/api/event-lists', {
        params: { query: { sort: 'name', limit: MAX_PAGE_SIZE, ...scopeQuery(scope) } },
      }),
      enabled: scope !== 'none',
    }),
  );
}
