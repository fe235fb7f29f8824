import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions } from '@mesto/app-shell';
import type { SourceKind, SourceState } from '@mesto/domain';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';

const PAGE_SIZE = 50;
const UNCHECKED_REFRESH_MS = 5000;
const REFRESH_MS = 60_000;

export type SourceFilters = { organisation: string; q: string; kind: SourceKind | ''; state: SourceState | '' };

/**
 * The sources I may manage (the API lists only those: my organisations', or every one for announcement managers and
 * ROOT), by name, narrowed by the screen's filters.
 */
export function useSourcesList(filters: SourceFilters, enabled = true) {
  const { $api } = useApi();
  const q = filters.q.trim();
  return useInfiniteQuery({
    ...cursorPagesOptions(
      $api.queryOptions('get', '/api/sources', {
        params: {
          query: {
            sort: 'name',
            limit: PAGE_SIZE,
            ...(filters.organisation === '' ? {} : { organisation: filters.organisation }),
            ...(filters.kind === '' ? {} : { kind: filters.kind }),
            ...(filters.state === '' ? {} : { state: filters.state }),
            ...(q === '' ? {} : { q }),
          },
        },
      }),
    ),
    placeholderData: keepPreviousData,
    // The poller works in the background: a source not yet checked is looked at again every few seconds until it is,
    // the rest every minute, so its health on screen is never long stale.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) =>
        page.items.some(
          (source) => source.state !== 'PAUSED' && source.kind !== 'TELEGRAM_CHANNEL' && !source.lastFetchedAt,
        ),
      )
        ? UNCHECKED_REFRESH_MS
        : REFRESH_MS,
    enabled,
  });
}

/** One source by its id, or null when there is none (or it is not mine); asked only for a well-formed id. */
export function useSource(id: string, enabled = true) {
  const { $api } = useApi();
  return useQuery({
    ...$api.queryOptions(
      'get',
      '/api/sources',
      { params: { query: { id, limit: 1 } } },
      { select: (page) => page.items[0] ?? null },
    ),
    enabled,
  });
}

/** What a new source starts from. */
export function useSourceBlank() {
  const { $api } = useApi();
  return useQuery($api.queryOptions('get', '/api/sources/blank'));
}
