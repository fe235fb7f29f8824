import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Creates (no id) or updates an event and its series; places and lists count upcoming events, so they go stale
 * along with the events.
 */
export function useSaveEvent() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/events/editor', {
    onSuccess: () =>
      Promise.all([
        invalidateCollection(queryClient, '/api/events'),
        invalidateCollection(queryClient, '/api/places'),
        invalidateCollection(queryClient, '/api/event-lists'),
      ]),
  });
}
