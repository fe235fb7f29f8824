import { silent } from '@mesto/api-client';
import { useApi, useSession } from '@mesto/api-client/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';

const BINDING_PATH = '/api/auth/telegram-binding';

/**
 * Which Telegram account is bound to the signed-in person. While a binding link is open (`watching`) it is asked
 * again every few seconds, so the page shows the binding the moment the bot makes it; it is also asked again when
 * the person comes back to the tab (from Telegram).
 */
export function useTelegramBinding({ watching }: { watching: boolean }) {
  const { $api } = useApi();
  const { user } = useSession();
  return useQuery({
    ...$api.queryOptions('get', BINDING_PATH, { headers: silent }),
    enabled: user !== null,
    refetchOnWindowFocus: 'always',
    refetchInterval: watching ? 2500 : false,
    refetchIntervalInBackground: false,
  });
}

/** Unbinds Telegram from the signed-in person; the session and the binding query learn it at once. */
export function useUnbindTelegram() {
  const { $api } = useApi();
  const { user, setUser } = useSession();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/auth/unbind-telegram', {
    onSuccess: async () => {
      if (user !== null) setUser({ ...user, telegramBound: false });
      await queryClient.invalidateQueries({ queryKey: ['get', BINDING_PATH] });
    },
  });
}
