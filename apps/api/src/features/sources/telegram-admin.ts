// Whether a venue may connect a Telegram channel as a source: the channel exists and is a channel, our bot is one of
// its administrators (only then does Telegram send it the channel's posts), and the person connecting it is its owner
// or an administrator (so nobody connects a channel that is not theirs). Asked of Telegram's Bot API directly, with
// the bot's token: the bot process is not involved.

export type ChannelAdminProblem = 'CHANNEL_NOT_FOUND' | 'BOT_NOT_ADMIN' | 'USER_NOT_ADMIN' | 'TELEGRAM_UNAVAILABLE';

export type ChannelAdminCheck =
  | { ok: true; chatId: number; username: string | null; title: string | null }
  | { ok: false; problem: ChannelAdminProblem };

export type ChannelAdminCheckOptions = {
  /** The bot's token (@BotFather). */
  token: string;
  /** A Bot API server of one's own instead of https://api.telegram.org. */
  apiRoot?: string;
  /** `@name`, a t.me link, or the channel's numeric id (-100…): see channelReference. */
  channel: string;
  /** The Telegram account of the person connecting the channel. */
  telegramUserId: string;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
  /** How long the whole check may take before Telegram counts as unavailable. */
  timeoutMs?: number;
};

const DEFAULT_API_ROOT = 'https://api.telegram.org';
const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * What a venue manager reads when the check says no; `botName` is the bot's username, with or without `@` (without
 * one the sentence names no bot rather than a wrong one).
 */
export const channelAdminMessages = {
  CHANNEL_NOT_FOUND:
    'Канал не найден: проверьте его имя или ссылку (например, @channel или https://t.me/channel). Подключить можно только канал, не группу и не личный аккаунт',
  BOT_NOT_ADMIN: (botName: string | null | undefined) => {
    const name = botName?.trim().replace(/^@/, '');
    return `Добавьте ${name ? `бота @${name}` : 'нашего бота'} в администраторы канала и попробуйте снова`;
  },
  USER_NOT_ADMIN:
    'Подключить канал может только его владелец или администратор: ваш Telegram-аккаунт не среди них. Попросите владельца канала сделать вас администратором',
  TELEGRAM_UNAVAILABLE: 'Telegram сейчас не отвечает: попробуйте ещё раз через минуту',
  /** channelReference found no channel in what was typed (an invite link, a private channel's address, …). */
  badReference:
    'Укажите публичное имя канала (@channel) или ссылку вида https://t.me/channel: пригласительные ссылки не подходят',
} as const;

/** The message for a problem of the check, in one call for a route. */
export function channelAdminMessage(problem: ChannelAdminProblem, botName: string | null | undefined): string {
  return problem === 'BOT_NOT_ADMIN' ? channelAdminMessages.BOT_NOT_ADMIN(botName) : channelAdminMessages[problem];
}

// A username as Telegram allows it: a Latin letter first, 4 to 32 of letters, digits and underscores, no underscore
// last (5 is the least one can register; 4-letter ones are sold at auction).
const USERNAME = /^[A-Za-z][A-Za-z0-9_]{2,30}[A-Za-z0-9]$/;
// A channel's id as the Bot API gives it (-100 and the channel's own number).
const CHANNEL_ID = /^-100\d{1,16}$/;
const TELEGRAM_HOSTS = new Set(['t.me', 'www.t.me', 'telegram.me', 'www.telegram.me', 'telegram.dog']);
// First segments of t.me addresses that are Telegram's own pages, not a channel: invite links (joinchat, and + which
// fails the username pattern anyway), sticker sets, proxies, shares, folders, boosts.
const SERVICE_PATHS = new Set([
  'joinchat',
  'addstickers',
  'addemoji',
  'addtheme',
  'addlist',
  'setlanguage',
  'share',
  'proxy',
  'socks',
  'login',
  'confirmphone',
  'invoice',
  'boost',
  'contact',
  'giftcode',
]);

const usernameOf = (value: string) =>
  USERNAME.test(value) && !SERVICE_PATHS.has(value.toLowerCase()) ? `@${value}` : null;

/**
 * The channel a venue manager typed, as the Bot API names it: `@name` from `@name`, `name`, `t.me/name`,
 * `https://t.me/name` (also `/s/name`, a post's link `t.me/name/123`, telegram.me), or a numeric id `-100…` as it is;
 * null for what names no public channel: invite links (`t.me/+…`, `t.me/joinchat/…`), links to private posts
 * (`t.me/c/…`), other sites, malformed names.
 */
export function channelReference(raw: string): string | null {
  const value = raw.trim();
  if (CHANNEL_ID.test(value)) return value;
  if (value.startsWith('@')) return usernameOf(value.slice(1));
  if (!value.includes('/') && !value.includes(':')) return usernameOf(value);
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  if (!URL.canParse(withScheme)) return null;
  const url = new URL(withScheme);
  if (url.protocol === 'tg:') {
    return url.hostname === 'resolve' ? usernameOf(url.searchParams.get('domain') ?? '') : null;
  }
  if (!['https:', 'http:'].includes(url.protocol) || !TELEGRAM_HOSTS.has(url.hostname.toLowerCase())) return null;
  if (url.username || url.password || url.port) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  // t.me/s/name is the channel's page on the web.
  if (segments[0] === 's') segments.shift();
  const [name, post, ...rest] = segments;
  if (!name || rest.length > 0 || (post !== undefined && !/^\d+$/.test(post))) return null;
  return usernameOf(name);
}

type TelegramAnswer<T> =
  | { kind: 'ok'; result: T }
  // Telegram said no (400 chat not found, 403 not a member, …): the caller decides what that means.
  | { kind: 'refused'; code: number; description: string }
  // No usable answer: the network, a timeout, a 5xx or 429, a token Telegram does not know.
  | { kind: 'unavailable' };

type TelegramChat = { id: number; type: string; title?: string; username?: string };
type TelegramMember = { status: string };

/** One Bot API call, never throwing: every failure comes back as an answer. */
async function callTelegram<T>(
  { token, apiRoot = DEFAULT_API_ROOT, fetch: fetchImpl = fetch }: ChannelAdminCheckOptions,
  signal: AbortSignal,
  method: string,
  payload: Record<string, unknown> = {},
): Promise<TelegramAnswer<T>> {
  let body: { ok?: unknown; result?: unknown; error_code?: unknown; description?: unknown };
  try {
    const response = await fetchImpl(`${apiRoot.replace(/(?<!\/)\/+$/, '')}/bot${token}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
      redirect: 'error',
      signal,
    });
    body = (await response.json()) as typeof body;
  } catch {
    return { kind: 'unavailable' };
  }
  if (body.ok === true) return { kind: 'ok', result: body.result as T };
  const code = typeof body.error_code === 'number' ? body.error_code : 0;
  // 401/404: the token is wrong (the server's setup, not the channel); 429 and 5xx: Telegram is busy or down.
  if (code !== 400 && code !== 403) return { kind: 'unavailable' };
  return { kind: 'refused', code, description: String(body.description ?? '') };
}

const isAdmin = (member: TelegramAnswer<TelegramMember>, statuses: readonly string[]) =>
  member.kind === 'ok' && statuses.includes(member.result.status);

/**
 * Asks Telegram whether the channel can be connected by this person: getMe (the bot's own id) with getChat (the
 * channel, by name or id), then getChatMember of the bot and of the person at once. The first problem found, in that
 * order, is the answer; it never throws.
 */
export async function channelAdminCheck(options: ChannelAdminCheckOptions): Promise<ChannelAdminCheck> {
  const fail = (problem: ChannelAdminProblem): ChannelAdminCheck => ({ ok: false, problem });
  const reference = channelReference(options.channel);
  if (!reference) return fail('CHANNEL_NOT_FOUND');
  if (!/^\d{1,16}$/.test(options.telegramUserId)) return fail('USER_NOT_ADMIN');
  const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const call = <T>(method: string, payload?: Record<string, unknown>) =>
    callTelegram<T>(options, signal, method, payload);

  const [me, chat] = await Promise.all([
    call<{ id: number }>('getMe'),
    call<TelegramChat>('getChat', { chat_id: CHANNEL_ID.test(reference) ? Number(reference) : reference }),
  ]);
  if (me.kind !== 'ok' || chat.kind === 'unavailable') return fail('TELEGRAM_UNAVAILABLE');
  if (chat.kind === 'refused' || chat.result.type !== 'channel') return fail('CHANNEL_NOT_FOUND');

  const chatId = chat.result.id;
  const [bot, person] = await Promise.all([
    call<TelegramMember>('getChatMember', { chat_id: chatId, user_id: me.result.id }),
    call<TelegramMember>('getChatMember', { chat_id: chatId, user_id: Number(options.telegramUserId) }),
  ]);
  // Telegram refuses to list a channel's members to a bot that is not its administrator (400/403): that is the answer.
  if (bot.kind === 'unavailable') return fail('TELEGRAM_UNAVAILABLE');
  if (!isAdmin(bot, ['administrator'])) return fail('BOT_NOT_ADMIN');
  if (person.kind === 'unavailable') return fail('TELEGRAM_UNAVAILABLE');
  if (!isAdmin(person, ['creator', 'administrator'])) return fail('USER_NOT_ADMIN');
  return { ok: true, chatId, username: chat.result.username ?? null, title: chat.result.title ?? null };
}
