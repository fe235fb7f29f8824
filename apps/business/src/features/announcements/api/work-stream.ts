import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Takes the next announcement of the stream (`GET …/work-stream-provider`): it is the caller's for a while and no
 * other manager gets it; one the caller already holds comes first. A mutation, not a query: each call claims.
 */
export function useTakeNext() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('get', '/api/external-event-announcements/work-stream-provider', {
    onSuccess: () => invalidateCollection(queryClient, '/api/external-event-announcements'),
  });
}

/**
 * What the announcement says (`POST …/process-with-ai` with its id): drafts with each field's confidence and
 * source, stored on the announcement. Read once per announcement; a retry reads again.
 */
export function extractionQueryOptions($api: ReturnType<typeof useApi>['$api'], announcementId: string) {
  return $api.queryOptions(
    'post',
    '/api/external-event-announcements/process-with-ai',
    { body: { _announcement: announcementId } },
    { staleTime: Number.POSITIVE_INFINITY, retry: false },
  );
}
