import { silent } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/**
 * The Telegram bot of the environment the site talks to (the API's configuration), so one build shows the right
 * bot everywhere: null when this environment has none (or cannot sign in with it), undefined until the API answers.
 */
export function useTelegramBotName(): string | null | undefined {
  const { $api } = useApi();
  const { data } = useQuery({
    ...$api.queryOptions('get', '/api/auth/telegram-bot', { headers: silent }),
    staleTime: 5 * 60_000,
  });
  if (data === undefined) return undefined;
  return data.loginEnabled ? data.botName : null;
}
