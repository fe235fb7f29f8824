import { useApi, useSession } from '@mesto/api-client/react';

/**
 * Adds a feature to the signed-in person's favourites, or removes it: the session takes the new list, so every
 * screen that marks favourites follows at once.
 */
export function useToggleFavouriteFeature() {
  const { $api } = useApi();
  const { user, setUser } = useSession();
  return $api.useMutation('post', '/api/users/toggle_favorite_features', {
    onSuccess: ({ favoriteFeatureIds }) => {
      if (user !== null) setUser({ ...user, favoriteFeatureIds });
    },
  });
}
