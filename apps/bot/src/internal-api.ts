// A small typed client for the API's internal bot routes (/api/internal/bot/...). The bot never opens the database
// (the embedded PGlite allows one process per data folder): every read and write goes through the API, which checks
// the shared secret sent in `x-mesto-bot-secret`. The shapes below mirror apps/api/src/features/bot/bot.schemas.ts.

export const BOT_SECRET_HEADER = 'x-mesto-bot-secret';

/** The Telegram account the bot sees in an update. */
export type TelegramAccount = {
  id: number;
  firstName: string;
  lastName?: string;
  username?: string;
};

export type BotUser = {
  id: string;
  displayName: string;
  /** May send channel posts to the bot to become external announcements. */
  canManageAnnouncements: boolean;
};

export type BotEvent = {
  id: string;
  code: string;
  title: string;
  startsAt: string;
  endsAt: string | null;
  /** The event's own clock (its place's zone). */
  timeZone: string;
  placeName: string | null;
  /** Kilometres from the point asked about, when one was. */
  distanceKm: number | null;
};

export type BotPlace = {
  id: string;
  code: string;
  name: string;
  address: string | null;
  distanceKm: number | null;
  openNow: boolean;
};

export type AnnouncementSource = {
  channelTitle: string | null;
  channelUsername: string | null;
  /** Telegram's id of the channel: a private channel has no username, and its posts are told apart by this. */
  channelId: number | null;
  /** The post's number in its channel. */
  messageId: number | null;
  /** When the channel published the post (ISO). */
  postedAt: string;
};

/** What the announcement's extraction read from the post (any of it may be missing). */
export type AnnouncementReceipt = {
  id: string;
  /** False when the same post had been forwarded before: the announcement it became then. */
  created: boolean;
  /** https://t.me/<channel>/<id> for a public channel. */
  sourceUrl: string | null;
  title: string | null;
  startsAt: string | null;
  timeZone: string;
  placeName: string | null;
  price: string | null;
  /** Where tickets are sold, as read from the post. */
  ticketUrl: string | null;
  duplicateOf: { code: string; title: string } | null;
};

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
  timeoutMs?: number;
};

export type InternalApi = ReturnType<typeof createInternalApi>;

/**
 * One call of the API's internal routes under `prefix` (e.g. `/api/internal/bot`): the shared secret sent, the answer
 * read as JSON, a refusal thrown as an InternalApiError with the API's code and message.
 */
export function internalCaller(
  { baseUrl, secret, fetch: fetchImpl = fetch, timeoutMs = 15_000 }: InternalApiOptions,
  prefix: string,
) {
  const root = `${baseUrl.replace(/(?<!\/)\/+$/, '')}${prefix}`;
  return async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetchImpl(`${root}${path}`, {
      method,
      headers: {
        [BOT_SECRET_HEADER]: secret,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
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
  };
}

export function createInternalApi(options: InternalApiOptions) {
  const call = internalCaller(options, '/api/internal/bot');

  const query = (params: Record<string, string | number | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
    const text = search.toString();
    return text ? `?${text}` : '';
  };

  return {
    /** Whether the API answers and takes the secret. */
    ping: () => call<{ ok: true }>('GET', '/ping'),
    /** Links the Telegram account to the user who generated the token (auth/generate-binding-token). */
    bind: (token: string, telegram: TelegramAccount) => call<{ user: BotUser }>('POST', '/bind', { token, telegram }),
    /** Unlinks whichever user the Telegram account is bound to; `unbound: false` when none was. */
    unbind: (telegramId: number) => call<{ unbound: boolean }>('POST', '/unbind', { telegramId }),
    /** The user the Telegram account is bound to, or null. */
    user: (telegramId: number) => call<{ user: BotUser | null }>('GET', `/users/${telegramId}`),
    /** Events of tonight (what is on from now until the night ends). */
    today: (limit?: number) => call<{ events: BotEvent[] }>('GET', `/today${query({ limit })}`),
    /** Open places and tonight's events near a point (radius in kilometres, 3 by default). */
    near: (latitude: number, longitude: number, options: { limit?: number; radius?: number } = {}) =>
      call<{ places: BotPlace[]; events: BotEvent[] }>(
        'GET',
        `/near${query({ latitude, longitude, limit: options.limit, radius: options.radius })}`,
      ),
    /** Upcoming events of the places the bound user follows; `bound: false` when the account is not bound. */
    following: (telegramId: number, limit?: number) =>
      call<{ bound: boolean; events: BotEvent[] }>('GET', `/following/${telegramId}${query({ limit })}`),
    /** A forwarded channel post becomes an external announcement (the user needs the permission). */
    announcement: (input: { telegramId: number; text: string; source: AnnouncementSource }) =>
      call<{ announcement: AnnouncementReceipt }>('POST', '/announcements', input),
  };
}
