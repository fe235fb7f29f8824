import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { useQueryClient } from '@tanstack/react-query';

/** Creates (no id) or updates an organisation; the creator becomes its owner, so the team goes stale too. */
export function useSaveOrganisation() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/organisations/editor', {
    onSuccess: () =>
      Promise.all([
        invalidateCollection(queryClient, '/api/organisations'),
        invalidateCollection(queryClient, '/api/user-organisation-binds'),
      ]),
  });
}
