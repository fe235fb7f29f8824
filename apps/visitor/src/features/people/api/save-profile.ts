import { useApi, useSession } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Saves the signed-in user's own profile through the users editor. Every users query goes stale, and the session
 * takes the saved fields (and the settings sent), so the header and menus show the new name at once.
 */
export function useSaveProfile() {
  const { $api } = useApi();
  const { user, setUser } = useSession();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/users/editor', {
    onSuccess: async (saved, { body }) => {
      if (user !== null && saved.id === user.id) {
        setUser({
          ...user,
          ...saved,
          ...(body.specificSettings === undefined ? {} : { specificSettings: body.specificSettings }),
        });
      }
      await invalidateCollection(queryClient, '/api/users');
    },
  });
}
