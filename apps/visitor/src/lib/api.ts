import { createApiClient, createSession, storageTokenStore } from '@mesto/api-client';
import { createAppQueryClient } from '@mesto/api-client/react';
import { toast } from '@mesto/ui';
import { env } from '../config/env.ts';

/**
 * The app's one API client. A failed call that is not silent shows the spec §8 message ('Не авторизован: …',
 * 'Ошибка сервера. Попробуйте снова', …) in a negative toast; the error is then rethrown to the caller.
 */
export const api = createApiClient({
  baseUrl: env.apiUrl,
  onError: (error) => toast({ severity: 'error', description: error.message }),
});

/** Who is signed in: loading until `session.init()` (called once at start) answers. */
export const session = createSession(api, storageTokenStore(window.localStorage));

export const queryClient = createAppQueryClient();
