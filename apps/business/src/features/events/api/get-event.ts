import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/**
 * An event by its code, as one of its occurrences (past ones too, so an event that is over still opens), or null.
 * The series' own start and end come with it.
 */
export function useEvent(code: string) {
  const { $api } = useApi();
  return useQuery(
    $api.queryOptions(
      'get',
      '/api/events',
      { params: { query: { code, past: 'true', limit: 1 } } },
      { select: (page) => page.items[0] ?? null },
    ),
  );
}

export function useEventBlank() {
  const { $api } = useApi();
  return useQuery($api.queryOptions('get', '/api/events/blank'));
}
