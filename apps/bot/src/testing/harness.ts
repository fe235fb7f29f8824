import type { AddressInfo } from 'node:net';
import type { Bot } from 'grammy';
import type { Update, UserFromGetMe } from 'grammy/types';
// The API's global setup declares what it provides to test files (the PGlite template).
import type {} from '../../../api/src/testing/global-setup.ts';
import { createTestApp, type TestApp } from '../../../api/src/testing/test-app.ts';
import { createBot } from '../bot.ts';
import { type BotConfig, testConfig } from '../config.ts';
import { createInternalApi } from '../internal-api.ts';

export const BOT_SECRET = 'bot-internal-secret-for-tests-0123456789';

export const botInfo: UserFromGetMe = {
  id: 4242,
  is_bot: true,
  first_name: 'Место',
  username: 'mesto_test_bot',
  can_join_groups: false,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: false,
  has_topics_enabled: false,
  allows_users_to_create_topics: false,
} as UserFromGetMe;

/** One call the bot made to Telegram's Bot API (recorded instead of sent). */
export type Outgoing = { method: string; payload: Record<string, unknown> };

/** A person writing to the bot. */
export const person = (id: number, firstName = 'Анна', username?: string) => ({
  id,
  is_bot: false as const,
  first_name: firstName,
  ...(username ? { username } : {}),
});
export type Person = ReturnType<typeof person>;

/** A private message of `from` as Telegram delivers it, with the fields of `message` (text, forward_origin, …). */
export function privateMessage(updateId: number, from: Person, message: Record<string, unknown>): Update {
  return {
    update_id: updateId,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: from.id, type: 'private', first_name: from.first_name },
      from,
      ...message,
    },
  } as unknown as Update;
}

/** A command's text with the bot_command entity Telegram puts over its first word. */
const commandOf = (text: string) => ({
  text,
  entities: [{ type: 'bot_command', offset: 0, length: text.split(' ')[0]?.length ?? 0 }],
});

/** A command of `from` as Telegram delivers it («/today», «/start <token>»). */
export const commandUpdate = (updateId: number, from: Person, text: string): Update =>
  privateMessage(updateId, from, commandOf(text));

/**
 * A whole API listening on a loopback port (its own database), and the bot talking to it through its real internal
 * client. Telegram is the only thing replaced: every Bot API call is recorded and answered as Telegram would.
 */
export async function startHarness(overrides: Partial<BotConfig> = {}) {
  const api: TestApp = await createTestApp({ BOT_INTERNAL_SECRET: BOT_SECRET });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  const config = testConfig({
    MESTO_API_URL: `http://127.0.0.1:${port}`,
    BOT_INTERNAL_SECRET: BOT_SECRET,
    SITE_URL: 'https://mesto.example',
    BUSINESS_URL: 'https://business.mesto.example',
    ...overrides,
  });
  const client = createInternalApi({ baseUrl: config.MESTO_API_URL, secret: config.BOT_INTERNAL_SECRET });
  const errors: unknown[] = [];
  const bot: Bot = createBot({
    config,
    api: client,
    botInfo,
    log: { error: (...args: unknown[]) => errors.push(args), warn: () => {}, info: () => {} },
  });
  const sent: Outgoing[] = [];
  let messageId = 1000;
  bot.api.config.use(async (_previous, method, payload) => {
    sent.push({ method, payload: payload as Record<string, unknown> });
    const chatId = (payload as { chat_id?: number }).chat_id ?? 0;
    const result =
      method === 'sendMessage'
        ? {
            message_id: ++messageId,
            date: Math.floor(Date.now() / 1000),
            chat: { id: chatId, type: 'private', first_name: 'x' },
            text: (payload as { text?: string }).text ?? '',
          }
        : true;
    return { ok: true, result } as never;
  });

  let updateId = 0;

  /** Feeds one private message to the bot and returns the texts it sent back. */
  async function say(from: Person, message: Record<string, unknown>): Promise<Outgoing[]> {
    const before = sent.length;
    updateId += 1;
    await bot.handleUpdate(privateMessage(updateId, from, message));
    return sent.slice(before);
  }

  /** A command as Telegram delivers it (commandUpdate). */
  const command = (from: Person, text: string) => say(from, commandOf(text));

  /** The texts of sendMessage calls. */
  const texts = (calls: Outgoing[]) =>
    calls.filter((call) => call.method === 'sendMessage').map((call) => String(call.payload.text));

  return {
    api,
    app: api.app,
    bot,
    config,
    client,
    sent,
    errors,
    person,
    say,
    command,
    texts,
    close: () => api.close(),
  };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;
