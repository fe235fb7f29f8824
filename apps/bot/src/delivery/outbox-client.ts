import { BOT_SECRET_HEADER, InternalApiError } from '../internal-api.ts';

// The bot's client of the API's outbox routes (/api/internal/notifications/...). Shapes mirror
// apps/api/src/features/notifications/notifications.schemas.ts.

export type NotificationKind =
  | 'CHAT_MESSAGE'
  | 'OPINION_ANSWER'
  | 'ROOM_STARTS'
  | 'FOLLOWED_EVENT'
  | 'BUSINESS_OPINION'
  | 'BUSINESS_CHAT';

/** One message to send: one or more outbox rows of one person (grouped by the API). */
export type OutboxNotification = {
  ids: string[];
  userId: string;
  telegramId: number;
  kind: NotificationKind;
  count: number;
  text: string;
  link: { app: 'visitor' | 'business'; path: string };
};

export type OutboxClient = {
  claim(input: { worker: string; limit: number; leaseSeconds?: number }): Promise<OutboxNotification[]>;
  sent(ids: string[]): Promise<void>;
  /** `retryAfterSeconds`: Telegram's 429 wait; `permanent`: never again; neither: back-off. */
  failed(input: { ids: string[]; error: string; retryAfterSeconds?: number; permanent?: boolean }): Promise<void>;
  /** Telegram answered 403: the person blocked the bot. */
  blocked(ids: string[]): Promise<void>;
};

export function createOutboxClient({
  baseUrl,
  secret,
  fetch: fetchImpl = fetch,
  timeoutMs = 15_000,
}: {
  baseUrl: string;
  secret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): OutboxClient {
  const root = `${baseUrl.replace(/\/+$/, '')}/api/internal/notifications`;
  async function post<T>(path: string, body: unknown): Promise<T> {
    const response = await fetchImpl(`${root}/${path}`, {
      method: 'POST',
      headers: { [BOT_SECRET_HEADER]: secret, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!response.ok) {
      const error = (parsed ?? {}) as { code?: string; message?: string };
      throw new InternalApiError(response.status, error.code, error.message ?? `HTTP ${response.status}`);
    }
    return parsed as T;
  }
  return {
    claim: async (input) => (await post<{ notifications: OutboxNotification[] }>('claim', input)).notifications,
    sent: async (ids) => {
      await post('sent', { ids });
    },
    failed: async (input) => {
      await post('failed', input);
    },
    blocked: async (ids) => {
      await post('blocked', { ids });
    },
  };
}
