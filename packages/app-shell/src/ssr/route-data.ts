import type { ApiClient } from '@mesto/api-client';
import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { createContext, type LoaderFunctionArgs, RouterContextProvider } from 'react-router';

/**
 * What a route's loader needs to fill the query cache its screen reads: the app's API client and query cache, and
 * whether the render waits for the data. The server waits (the HTML must carry the page's content); in the browser a
 * loader only starts the requests, so a navigation shows the next screen at once, with its skeletons, exactly as
 * before loaders existed, while the data is already on its way in parallel with the screen's chunk.
 */
export type RouteData = {
  $api: ApiClient['$api'];
  queryClient: QueryClient;
  waitForData: boolean;
  /** The moment the page is rendered for: the server's clock, handed to the browser so both render the same. */
  now: Date;
  /**
   * On the server, the request carried no signed-in marker: content a guest sees may be loaded (the home page's public
   * feed). Always false in the browser, where the session itself decides.
   */
  guest: boolean;
};

const routeDataContext = createContext<RouteData>();

export function routeDataProvider(data: RouteData): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(routeDataContext, data);
  return provider;
}

/** The query options a loader asks for: anything `useQuery` or `useInfiniteQuery` takes. */
// biome-ignore lint/suspicious/noExplicitAny: the options of different queries differ in their data types
type AnyQueryOptions = FetchQueryOptions<any, any, any, any> | FetchInfiniteQueryOptions<any, any, any, any, any>;

function prefetch(queryClient: QueryClient, options: AnyQueryOptions): Promise<void> {
  return 'getNextPageParam' in options
    ? queryClient.prefetchInfiniteQuery(options as FetchInfiniteQueryOptions)
    : queryClient.prefetchQuery(options as FetchQueryOptions);
}

/**
 * Fills the cache with the queries a screen renders from (the same options its hooks use, so the keys match; an
 * infinite list gets its first page). On the server it waits and lets a failure pass (the screen then renders its own
 * error state, as in the browser); in the browser it only starts them.
 */
export async function loadQueries(data: RouteData, queries: readonly AnyQueryOptions[]): Promise<void> {
  const started = queries.map((options) => prefetch(data.queryClient, options));
  if (data.waitForData) await Promise.all(started);
}

/**
 * One query whose answer decides what else the screen needs (the place, then its photos): its raw data once loaded
 * on the server; undefined in the browser (the screen's hooks chain the requests themselves) or when it failed.
 */
export async function loadQuery<T>(data: RouteData, options: AnyQueryOptions): Promise<T | undefined> {
  await loadQueries(data, [options]);
  return data.waitForData ? data.queryClient.getQueryData<T>(options.queryKey) : undefined;
}

/** The loader's view of the app: its API, cache and clock. */
export function routeData(args: Pick<LoaderFunctionArgs, 'context'>): RouteData {
  return (args.context as RouterContextProvider).get(routeDataContext);
}
