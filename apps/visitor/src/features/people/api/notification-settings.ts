import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';

/** The signed-in person's notification settings (what the Telegram bot tells them, and when it keeps quiet). */
export function notificationSettingsQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions('get', '/api/notification-settings');
}

export function useNotificationSettings() {
  const { $api } = useApi();
  return useQuery(notificationSettingsQueryOptions($api));
}

/** Saves the fields sent; the screen takes the saved settings at once. */
export function useSaveNotificationSettings() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/notification-settings', {
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationSettingsQueryOptions($api).queryKey, saved);
    },
  });
}
