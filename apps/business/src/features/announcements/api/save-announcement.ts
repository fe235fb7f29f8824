import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Adds an announcement (no id) or changes one: its draft, its status. PUBLISHED creates or updates the event in
 * the same transaction, so the events and the places (their counts of upcoming events) go stale with it.
 */
export function useSaveAnnouncement() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/external-event-announcements/editor', {
    onSuccess: () =>
      Promise.all([
        invalidateCollection(queryClient, '/api/external-event-announcements'),
        invalidateCollection(queryClient, '/api/events'),
        invalidateCollection(queryClient, '/api/places'),
      ]),
  });
}
