import type { ApiClient, components } from '@mesto/api-client';

export type GlobalSearchResult = components['schemas']['GlobalSearch'];
export type GlobalSearchGroupKey = keyof GlobalSearchResult;

/**
 * `GET /api/feed/global-search`: the best matches of `q` in each group (places, events, organisations, people,
 * event lists); `limit` results per group, the API's default when left out. Both the header box and the visitor
 * results page read it, so a query typed in one is cached for the other.
 */
export function globalSearchQueryOptions($api: ApiClient['$api'], q: string, limit?: number) {
  return $api.queryOptions('get', '/api/feed/global-search', {
    params: { query: limit === undefined ? { q } : { q, limit } },
  });
}
