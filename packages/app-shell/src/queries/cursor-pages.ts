import type { ApiPaths } from '@mesto/api-client';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  type QueryFunction,
  type QueryKey,
} from '@tanstack/react-query';

/** What every list route of the API answers: a page of items and the cursor of the next one (null at the end). */
export type CursorPage<Item> = { items: Item[]; nextCursor: string | null };

type ListInit = { params?: { query?: Record<string, unknown> } } & Record<string, unknown>;

/** The last element of an infinite list's key: a list and its pages are cached apart under one prefix. */
const PAGES_KEY = 'pages';

/**
 * Infinite-scroll options over a `$api.queryOptions('get', path, init)` of a list route: the pages follow
 * `nextCursor`, passed back as the `cursor` query parameter. The key is `[method, path, init, 'pages']`, so it
 * shares its prefix with every other query of the path (one invalidation reaches both) without sharing a cache
 * entry with the plain first-page query of the same `init`.
 *
 * ```ts
 * const { $api } = useApi();
 * useInfiniteQuery(cursorPagesOptions($api.queryOptions('get', '/api/users', { params: { query: { q } } })));
 * ```
 */
export function cursorPagesOptions<Page extends CursorPage<unknown>, Key extends QueryKey>(base: {
  queryKey: Key;
  queryFn: QueryFunction<Page, Key>;
}) {
  const [method, path, init] = base.queryKey as unknown as readonly [string, string, ListInit | undefined];
  return infiniteQueryOptions({
    queryKey: [method, path, init ?? {}, PAGES_KEY] as const,
    queryFn: ({ pageParam, signal, client, meta }) => {
      const query = { ...init?.params?.query, ...(pageParam === null ? {} : { cursor: pageParam }) };
      const pageKey = [method, path, { ...init, params: { ...init?.params, query } }] as unknown as Key;
      return base.queryFn({ queryKey: pageKey, signal, client, meta });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page) => last.nextCursor,
  });
}

/** Every item of the pages loaded so far, in order. */
export function pageItems<Item>(data: InfiniteData<CursorPage<Item>> | undefined): Item[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/** An API path, e.g. `/api/users`. */
export type ApiPath = keyof ApiPaths & string;

/**
 * After a change to a collection (an editor save): every GET under its path goes stale, lists and single items,
 * plain and infinite alike (`/api/users` reaches `/api/users?…` and `/api/users/check_access?…`).
 */
export function invalidateCollection(queryClient: QueryClient, path: ApiPath): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [method, keyPath] }) =>
      method === 'get' && typeof keyPath === 'string' && (keyPath === path || keyPath.startsWith(`${path}/`)),
  });
}
