import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** A source's items, the newest change first, each with the announcement or event it became. */
export function useSourceItems(sourceId: string) {
  const { $api } = useApi();
  return useQuery(
    $api.queryOptions(
      'get',
      '/api/sources/{id}/items',
      { params: { path: { id: sourceId } } },
      {
        select: (answer) => answer.items,
      },
    ),
  );
}
