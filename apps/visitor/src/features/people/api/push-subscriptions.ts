import { type ApiClient, ApiError, silent } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationSettingsQueryOptions } from './notification-settings.ts';

/** The browsers the signed-in person turned notifications on in. */
function pushSubscriptionsQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions('get', '/api/notifications/push/subscriptions');
}

export function usePushSubscriptions({ enabled }: { enabled: boolean }) {
  const { $api } = useApi();
  return useQuery({ ...pushSubscriptionsQueryOptions($api), enabled });
}

/** After a browser is added or removed: its list, and the settings (the number of browsers, the channel). */
function useAfterChange() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pushSubscriptionsQueryOptions($api).queryKey }),
      queryClient.invalidateQueries({ queryKey: notificationSettingsQueryOptions($api).queryKey }),
    ]);
}

/**
 * Stores this browser's subscription (made with `subscribe`, which gets the site's key): silent, the block says what
 * went wrong beside its button.
 */
export function useSavePushSubscription() {
  const { client } = useApi();
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: async (subscribe: (publicKey: string) => Promise<PushSubscriptionJSON>) => {
      const key = await client.GET('/api/notifications/push/key', { headers: silent });
      if (key.data === undefined) throw key.error ?? new ApiError('', null);
      const subscription = await subscribe(key.data.publicKey);
      const { data, error } = await client.POST('/api/notifications/push/subscriptions', {
        body: {
          endpoint: subscription.endpoint ?? '',
          keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
        },
        headers: silent,
      });
      if (data === undefined) throw error ?? new ApiError('', null);
      return data;
    },
    onSuccess: afterChange,
  });
}

/** Turns notifications off in one of the person's browsers (this one, or another in the list). */
export function useDeletePushSubscription() {
  const { client } = useApi();
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await client.DELETE('/api/notifications/push/subscriptions/{id}', {
          params: { path: { id } },
          headers: silent,
        });
      } catch (error) {
        // Already gone (the push service said the browser left): what the person wanted.
        if (error instanceof ApiError && error.status === 404) return;
        throw error;
      }
    },
    onSettled: afterChange,
  });
}
