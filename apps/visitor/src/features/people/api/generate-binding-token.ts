import { useApi } from '@mesto/api-client/react';

/** A one-time token and bot link that bind a Telegram account to the signed-in person (each press a new one). */
export function useGenerateBindingToken() {
  const { $api } = useApi();
  return $api.useMutation('get', '/api/auth/generate-binding-token');
}
