import { checkLatestBuild } from '@mesto/app-shell';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The newest build the server offers (`/builds/latest.json`), not an API call: it has a key of its own. */
const latestBuildQueryOptions = queryOptions({
  queryKey: ['builds', 'latest'],
  queryFn: () => checkLatestBuild(),
  retry: false,
});

export function useLatestBuild() {
  return useQuery(latestBuildQueryOptions);
}
