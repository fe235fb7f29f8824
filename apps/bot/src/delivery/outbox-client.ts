import { type BodyOf, type InternalApiOptions, internalCaller, type ResponseOf } from '../internal-api.ts';

// The bot's client of the API's outbox routes (/api/internal/notifications/...), typed from the API's internal
// OpenAPI document (src/generated/schema.d.ts).

type Claimed = ResponseOf<'/api/internal/notifications/claim', 'post'>;

/** One message to send: one or more outbox rows of one person (grouped by the API). */
export type OutboxNotification = Claimed['notifications'][number];

export type NotificationKind = OutboxNotification['kind'];

export type OutboxClient = {
  claim(input: BodyOf<'/api/internal/notifications/claim', 'post'>): Promise<OutboxNotification[]>;
  sent(ids: string[]): Promise<void>;
  /** `retryAfterSeconds`: Telegram's 429 wait; `permanent`: never again; neither: back-off. */
  failed(input: BodyOf<'/api/internal/notifications/failed', 'post'>): Promise<void>;
  /** Telegram answered 403: the person blocked the bot. */
  blocked(ids: string[]): Promise<void>;
};

export function createOutboxClient(options: InternalApiOptions): OutboxClient {
  const call = internalCaller(options, '/api/internal/notifications');
  const post = <T>(path: string, body: unknown) => call<T>('POST', `/${path}`, body);
  return {
    claim: async (input) => (await post<Claimed>('claim', input)).notifications,
    sent: async (ids) => {
      await post('sent', { ids } satisfies BodyOf<'/api/internal/notifications/sent', 'post'>);
    },
    failed: async (input) => {
      await post('failed', input);
    },
    blocked: async (ids) => {
      await post('blocked', { ids } satisfies BodyOf<'/api/internal/notifications/blocked', 'post'>);
    },
  };
}
