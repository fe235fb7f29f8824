// A small typed client for the API's internal bot routes (/api/internal/bot/...). The bot never opens the database
// (the embedded PGlite allows one process per data folder): every read and write goes through the API, which checks
// the shared secret sent in `x-mesto-bot-secret`. The shapes are the API's own: src/generated/schema.d.ts is generated
// from the internal OpenAPI document (`pnpm --filter @mesto/api openapi`, then `pnpm --filter @mesto/bot generate`).

import type { paths } from './generated/schema';

export const BOT_SECRET_HEADER = 'x-mesto-bot-secret';

/** An internal route of the API, as its OpenAPI document names it (e.g. `/api/internal/bot/today`). */
export type InternalPath = keyof paths;
type Method<P extends InternalPath> = Exclude<
  { [M in keyof paths[P]]: paths[P][M] extends { responses: unknown } ? M : never }[keyof paths[P]],
  undefined
>;
type Operation<P extends InternalPath, M extends Method<P>> = NonNullable<paths[P][M]>;
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** What the route answers with when it succeeds (200). */
export type ResponseOf<P extends InternalPath, M extends Method<P>> =
  Operation<P, M> extends {
    responses: { 200: infer Answer };
  }
    ? JsonOf<Answer>
    : never;
/** The query string the route reads. */
export type QueryOf<P extends InternalPath, M extends Method<P>> =
  Operation<P, M> extends {
    parameters: { query?: infer Query };
  }
    ? NonNullable<Query>
    : never;
/** The JSON body the route takes. */
export type BodyOf<P extends InternalPath, M extends Method<P>> =
  Operation<P, M> extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : never;

/** The Telegram account the bot sees in an update. */
export type TelegramAccount = BodyOf<'/api/internal/bot/bind', 'post'>['telegram'];

/** `canManageAnnouncements`: may send channel posts to the bot to become external announcements. */
export type BotUser = ResponseOf<'/api/internal/bot/bind', 'post'>['user'];

/** An event in the event's own clock (`timeZone`, its place's zone); `distanceKm` from the point asked about, if any. */
export type BotEvent = ResponseOf<'/api/internal/bot/today', 'get'>['events'][number];

export type BotPlace = ResponseOf<'/api/internal/bot/near', 'get'>['places'][number];

/**
 * Where a forwarded post came from: `channelId` tells a private channel's posts apart (it has no username),
 * `messageId` is the post's number in its channel, `postedAt` when the channel published it (ISO).
 */
export type AnnouncementSource = BodyOf<'/api/internal/bot/announcements', 'post'>['source'];

/**
 * What the announcement's extraction read from the post (any of it may be missing); `created` is false when the same
 * post had been forwarded before (the announcement it became then), `sourceUrl` https://t.me/<channel>/<id> for a
 * public channel, `ticketUrl` where tickets are sold, as read from the post.
 */
export type AnnouncementReceipt = ResponseOf<'/api/internal/bot/announcements', 'post'>['announcement'];

/**
 * A post of a channel the bot administers (`channel_post`, or `edited_channel_post` with `edited` and `editedAt`):
 * `text` is the post's text or its media's caption, `postedAt` when the channel published it (ISO).
 */
export type ChannelPost = BodyOf<'/api/internal/sources/channel-posts', 'post'>;

/**
 * The API's answer to a channel post: `accepted` with the announcement it became (or was updated), or why not —
 * the channel is no venue's source (`NOT_CONNECTED`), its source is paused (`PAUSED`), nothing to read (`EMPTY`).
 */
export type ChannelPostReceipt = ResponseOf<'/api/internal/sources/channel-posts', 'post'>;

/** The API said no: its status, machine code (e.g. BINDING_EXPIRED) and Russian message. */
export class InternalApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'InternalApiError';
  }
}

export type InternalApiOptions = {
  baseUrl: string;
  secret: string;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
  /** How long a call waits for the API's answer: the calls that only query the database. */
  timeoutMs?: number;
  /**
   * How long a call that reads a post waits (a forwarded post, a channel's post). The API bounds a reading by its own
   * budget (10 s by default) once a reader is free, and keeps the post whatever the bot does meanwhile: a bot that gave
   * up sooner would tell a manager that Место is down while the post is being taken.
   */
  readingTimeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_READING_TIMEOUT_MS = 60_000;

export type InternalApi = ReturnType<typeof createInternalApi>;

/**
 * One call of the API's internal routes under `prefix` (e.g. `/api/internal/bot`): the shared secret sent, the answer
 * read as JSON, a refusal thrown as an InternalApiError with the API's code and message.
 */
export function internalCaller(
  { baseUrl, secret, fetch: fetchImpl = fetch, timeoutMs = DEFAULT_TIMEOUT_MS }: InternalApiOptions,
  prefix: string,
) {
  const root = `${baseUrl.replace(/(?<!\/)\/+$/, '')}${prefix}`;
  return async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    waitMs: number = timeoutMs,
  ): Promise<T> {
    const response = await fetchImpl(`${root}${path}`, {
      method,
      headers: {
        [BOT_SECRET_HEADER]: secret,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(waitMs),
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
  };
}

export function createInternalApi(options: InternalApiOptions) {
  const call = internalCaller(options, '/api/internal/bot');
  // The sources feature keeps its bot route under a prefix of its own (like the notifications' outbox).
  const sources = internalCaller(options, '/api/internal/sources');
  const reading = options.readingTimeoutMs ?? Math.max(DEFAULT_READING_TIMEOUT_MS, options.timeoutMs ?? 0);

  const query = (params: Record<string, string | number | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
    const text = search.toString();
    return text ? `?${text}` : '';
  };

  return {
    /** Whether the API answers and takes the secret. */
    ping: () => call<ResponseOf<'/api/internal/bot/ping', 'get'>>('GET', '/ping'),
    /** Links the Telegram account to the user who generated the token (auth/generate-binding-token). */
    bind: (token: string, telegram: TelegramAccount) =>
      call<ResponseOf<'/api/internal/bot/bind', 'post'>>('POST', '/bind', {
        token,
        telegram,
      } satisfies BodyOf<'/api/internal/bot/bind', 'post'>),
    /** Unlinks whichever user the Telegram account is bound to; `unbound: false` when none was. */
    unbind: (telegramId: number) =>
      call<ResponseOf<'/api/internal/bot/unbind', 'post'>>('POST', '/unbind', {
        telegramId,
      } satisfies BodyOf<'/api/internal/bot/unbind', 'post'>),
    /** The user the Telegram account is bound to, or null. */
    user: (telegramId: number) =>
      call<ResponseOf<'/api/internal/bot/users/{telegramId}', 'get'>>('GET', `/users/${telegramId}`),
    /** Events of tonight (what is on from now until the night ends). */
    today: (limit?: number) => call<ResponseOf<'/api/internal/bot/today', 'get'>>('GET', `/today${query({ limit })}`),
    /** Open places and tonight's events near a point (radius in kilometres, 3 by default). */
    near: (
      latitude: number,
      longitude: number,
      options: Pick<QueryOf<'/api/internal/bot/near', 'get'>, 'limit' | 'radius'> = {},
    ) =>
      call<ResponseOf<'/api/internal/bot/near', 'get'>>(
        'GET',
        `/near${query({ latitude, longitude, limit: options.limit, radius: options.radius })}`,
      ),
    /** Upcoming events of the places the bound user follows; `bound: false` when the account is not bound. */
    following: (telegramId: number, limit?: number) =>
      call<ResponseOf<'/api/internal/bot/following/{telegramId}', 'get'>>(
        'GET',
        `/following/${telegramId}${query({ limit })}`,
      ),
    /** A forwarded channel post becomes an external announcement (the user needs the permission). */
    announcement: (input: BodyOf<'/api/internal/bot/announcements', 'post'>) =>
      call<ResponseOf<'/api/internal/bot/announcements', 'post'>>('POST', '/announcements', input, reading),
    /** A post of a channel the bot administers becomes (or updates) the external announcement of its venue. */
    channelPost: (post: ChannelPost) => sources<ChannelPostReceipt>('POST', '/channel-posts', post, reading),
  };
}
