import { type ApiClient, ApiError, type components, silent } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

type SubscriptionStatus = components['schemas']['SubscriptionStatus'];

/** What can be followed, by its id or code: a person, a place, an organisation or a list of events. */
export type FollowTarget = { user: string } | { place: string } | { organisation: string } | { eventList: string };

type SubscriptionBody = components['schemas']['SubscriptionTargetInput'];

/** The body of subscribe / unsubscribe for a target (`{ place }` → `{ placeId }`). */
function subscriptionBody(target: FollowTarget): SubscriptionBody {
  if ('user' in target) return { userId: target.user };
  if ('place' in target) return { placeId: target.place };
  if ('organisation' in target) return { organisationId: target.organisation };
  return { eventListId: target.eventList };
}

/** Whether the signed-in viewer follows the target, whether a person follows back, and how many follow it. */
function subscriptionStatusQueryOptions($api: ApiClient['$api'], target: FollowTarget) {
  return $api.queryOptions('get', '/api/user-subscriptions/status', { params: { query: target } });
}

export function useSubscriptionStatus(target: FollowTarget, { enabled = true }: { enabled?: boolean } = {}) {
  const { $api } = useApi();
  return useQuery({ ...subscriptionStatusQueryOptions($api, target), enabled });
}

/** The status as it will be once a follow or unfollow goes through, shown before the server answers. */
function expectedStatus(current: SubscriptionStatus, follow: boolean): SubscriptionStatus {
  if (current.subscribed === follow) return current;
  return {
    ...current,
    subscribed: follow,
    friends: follow && current.followedBack,
    followers: Math.max(0, current.followers + (follow ? 1 : -1)),
  };
}

/**
 * Follows or unfollows the target. The button changes at once (the status in the cache is set to what is expected);
 * a failure puts the old status back and `onFailed` explains it. Afterwards the status and every list of
 * subscriptions and people (follower counts, friends) are read again.
 */
export function useToggleSubscription(
  target: FollowTarget,
  { onFailed }: { onFailed: (error: unknown, follow: boolean) => void },
) {
  const { $api, client } = useApi();
  const queryClient = useQueryClient();
  const { queryKey } = subscriptionStatusQueryOptions($api, target);
  return useMutation({
    mutationFn: async (follow: boolean) => {
      const path = follow ? '/api/user-subscriptions/subscribe' : '/api/user-subscriptions/unsubscribe';
      // Silent: the control explains a failure itself, after putting the button back.
      const { data, error } = await client.POST(path, { body: subscriptionBody(target), headers: silent });
      if (data === undefined) throw error ?? new ApiError('', null);
      return data;
    },
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<SubscriptionStatus>(queryKey);
      if (previous !== undefined) queryClient.setQueryData(queryKey, expectedStatus(previous, follow));
      return { previous };
    },
    onError: (error, follow, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(queryKey, context.previous);
      onFailed(error, follow);
    },
    onSuccess: (status) => queryClient.setQueryData(queryKey, status),
    onSettled: async () => {
      await Promise.all([
        invalidateCollection(queryClient, '/api/user-subscriptions'),
        invalidateCollection(queryClient, '/api/users'),
      ]);
    },
  });
}
