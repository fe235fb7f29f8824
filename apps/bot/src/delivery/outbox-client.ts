import { type InternalApiOptions, internalCaller } from '../internal-api.ts';

// The bot's client of the API's outbox routes (/api/internal/notifications/...). Shapes mirror
// apps/api/src/features/notifications/notifications.schemas.ts.

export type NotificationKind =
  | 'CHAT_MESSAGE'
  | 'OPINION_ANSWER'
  | 'ROOM_STARTS'
  | 'FOLLOWED_EVENT'
  | 'BUSINESS_OPINION'
  | 'BUSINESS_CHAT'
  | 'MODERATION_DECISION';

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

export function createOutboxClient(options: InternalApiOptions): OutboxClient {
  const call = internalCaller(options, '/api/internal/notifications');
  const post = <T>(path: string, body: unknown) => call<T>('POST', `/${path}`, body);
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
