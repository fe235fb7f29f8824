import { silent } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A place's time zone and point reach its events (their local times and locations), so events go stale along with
 * the places after a save.
 */
function useAfterPlaceChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([invalidateCollection(queryClient, '/api/places'), invalidateCollection(queryClient, '/api/events')]);
}

/** Creates (no id) or updates a place through the editor. */
export function useSavePlace() {
  const { $api } = useApi();
  const after = useAfterPlaceChange();
  return $api.useMutation('post', '/api/places/editor', { onSuccess: after });
}

export type PlaceField = 'address' | 'status';

/**
 * One field of one place, as the list's inline edits change it (same checks as the editor). Silent: the row shows
 * what went wrong beside the field.
 */
export function useEditPlaceField() {
  const { client } = useApi();
  const after = useAfterPlaceChange();
  return useMutation({
    mutationFn: async (change: { id: string; field: PlaceField; value: unknown }) => {
      const { data } = await client.POST('/api/places/field-editor', { body: change, headers: silent });
      return data;
    },
    onSuccess: after,
  });
}
