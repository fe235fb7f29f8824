import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Bot } from 'grammy';
import type { Update, UserFromGetMe } from 'grammy/types';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allowedUpdates, createBot } from './bot.ts';
import { testConfig } from './config.ts';
import { BOT_SECRET_HEADER, type ChannelPost, type ChannelPostReceipt, createInternalApi } from './internal-api.ts';
import { startPolling } from './polling.ts';
import type { Outgoing } from './testing/harness.ts';

// The bot's side of a venue's channel as a source: which posts it hands to the API, in what shape, and that it stays
// silent in the channel whatever the API answers. The API's route is played by a loopback server that keeps what it
// was sent (the route is the API's own, tested there); Telegram is recorded as in the harness.

const SECRET = 'channel-posts-secret-0123456789';
// The bot's identity, so that it need not call getMe (the harness has one too, but importing it loads the whole API).
const botInfo = { id: 4242, is_bot: true, first_name: 'Место', username: 'mesto_test_bot' } as UserFromGetMe;
const CHANNEL = { id: -1_001_234_567_890, type: 'channel', title: 'Клуб «Сова»', username: 'sova_club' } as const;
const POSTED = Date.UTC(2026, 10, 28, 17, 30, 0) / 1000;
const EDITED = POSTED + 600;

type Received = { path: string; secret: string | undefined; body: ChannelPost };
type Answer = { status: number; body: unknown };

const readBody = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text) as ChannelPost;
};

describe('channel posts of a venue’s source channel', () => {
  let api: Server;
  let bot: Bot;
  const received: Received[] = [];
  const telegram: Outgoing[] = [];
  const logged = { info: [] as string[], error: [] as unknown[][] };
  let answer: Answer = { status: 200, body: { accepted: true, announcementId: 'a-1' } };
  let updateId = 0;

  beforeAll(async () => {
    api = createServer((request, response) => {
      void readBody(request).then((body) => {
        received.push({ path: request.url ?? '', secret: request.headers[BOT_SECRET_HEADER] as string, body });
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
    const baseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    const config = testConfig({ MESTO_API_URL: baseUrl, BOT_INTERNAL_SECRET: SECRET });
    bot = createBot({
      config,
      api: createInternalApi({ baseUrl, secret: SECRET }),
      botInfo,
      log: {
        info: (line: string) => void logged.info.push(line),
        warn: () => {},
        error: (...args: unknown[]) => void logged.error.push(args),
      },
    });
    bot.api.config.use(async (_previous, method, payload) => {
      telegram.push({ method, payload: payload as Record<string, unknown> });
      return { ok: true, result: method === 'getUpdates' ? [] : true } as never;
    });
  });
  afterAll(() => new Promise<void>((done) => api.close(() => done())));
  afterEach(() => {
    received.length = 0;
    telegram.length = 0;
    logged.info.length = 0;
    logged.error.length = 0;
    answer = { status: 200, body: { accepted: true, announcementId: 'a-1' } };
  });

  /** Feeds one update of the given kind and waits until the bot has handled it. */
  const feed = async (kind: string, payload: Record<string, unknown>) => {
    updateId += 1;
    await bot.handleUpdate({ update_id: updateId, [kind]: payload } as unknown as Update);
  };
  const post = (fields: Record<string, unknown>) =>
    feed('channel_post', { message_id: 41, date: POSTED, chat: CHANNEL, sender_chat: CHANNEL, ...fields });
  const edit = (fields: Record<string, unknown>) =>
    feed('edited_channel_post', {
      message_id: 41,
      date: POSTED,
      edit_date: EDITED,
      chat: CHANNEL,
      sender_chat: CHANNEL,
      ...fields,
    });
  const photo = [{ file_id: 'p1', file_unique_id: 'u1', width: 800, height: 600 }];

  it('hands a text post to the API with the channel, the post’s number and date, and writes nothing in the channel', async () => {
    await post({ text: '  Джазовый вечер в субботу, 29 ноября, в 20:00. Вход 500 ₽  ' });
    expect(received).toEqual([
      {
        path: '/api/internal/sources/channel-posts',
        secret: SECRET,
        body: {
          chatId: CHANNEL.id,
          chatUsername: 'sova_club',
          chatTitle: 'Клуб «Сова»',
          messageId: 41,
          text: 'Джазовый вечер в субботу, 29 ноября, в 20:00. Вход 500 ₽',
          postedAt: '2026-11-28T17:30:00.000Z',
          editedAt: null,
          edited: false,
        },
      },
    ]);
    expect(telegram).toEqual([]);
    expect(logged.error).toEqual([]);
  });

  it('reads the caption of a photo, a video or a document, and marks an edit with its date', async () => {
    await post({ photo, caption: 'Афиша на неделю' });
    await edit({ photo, caption: 'Афиша на неделю (перенос пятницы)' });
    await post({
      message_id: 42,
      video: { file_id: 'v1', file_unique_id: 'v1', width: 1, height: 1, duration: 5 },
      caption: 'Видео',
    });
    await post({ message_id: 43, document: { file_id: 'd1', file_unique_id: 'd1' }, caption: 'Программа.pdf' });
    expect(received.map(({ body }) => [body.messageId, body.text, body.edited, body.editedAt])).toEqual([
      [41, 'Афиша на неделю', false, null],
      [41, 'Афиша на неделю (перенос пятницы)', true, '2026-11-28T17:40:00.000Z'],
      [42, 'Видео', false, null],
      [43, 'Программа.pdf', false, null],
    ]);
    expect(received[1]?.body.postedAt).toBe('2026-11-28T17:30:00.000Z');
    expect(telegram).toEqual([]);
  });

  it('names a private channel by its id alone', async () => {
    const hidden = { id: -1_009_999, type: 'channel', title: 'Закрытый канал' };
    await feed('channel_post', { message_id: 7, date: POSTED, chat: hidden, text: 'Анонс' });
    expect(received[0]?.body).toMatchObject({ chatId: -1_009_999, chatUsername: null, chatTitle: 'Закрытый канал' });
  });

  it('skips a post with nothing to read, without calling the API', async () => {
    await post({ photo });
    await post({ text: ' \n ' });
    await post({ sticker: { file_id: 's', file_unique_id: 's', type: 'regular', width: 1, height: 1 } });
    await edit({ photo, caption: '' });
    expect(received).toEqual([]);
    expect(telegram).toEqual([]);
  });

  it('logs a post the API does not take, with its reason, and stays silent', async () => {
    answer = { status: 200, body: { accepted: false, announcementId: null, reason: 'NOT_CONNECTED' } };
    await post({ text: 'Анонс канала, который не подключён' });
    expect(received).toHaveLength(1);
    expect(logged.info).toEqual([
      'channel post 41 of @sova_club «Клуб «Сова»» (id -1001234567890) not taken: NOT_CONNECTED',
    ]);
    expect(telegram).toEqual([]);
  });

  it('logs a failing API and goes on with the next update, never answering in the channel', async () => {
    answer = { status: 500, body: { code: 'INTERNAL', message: 'Ошибка сервера' } };
    await expect(post({ text: 'Первый анонс' })).resolves.toBeUndefined();
    expect(logged.error).toHaveLength(1);
    expect(String(logged.error[0]?.[0])).toContain('channel post 41 of @sova_club');
    expect(String(logged.error[0]?.[1])).toContain('Ошибка сервера');

    answer = { status: 200, body: { accepted: true, announcementId: 'a-2' } satisfies ChannelPostReceipt };
    await post({ message_id: 44, text: 'Второй анонс' });
    expect(received.map(({ body }) => body.messageId)).toEqual([41, 44]);
    expect(logged.error).toHaveLength(1);
    expect(telegram).toEqual([]);
  });

  it('notes in one line that it became a channel’s administrator, and calls nothing', async () => {
    const member = (status: string) => ({ user: botInfo, status, can_be_edited: false, can_post_messages: true });
    const membership = (chat: object, from: string, to: string) =>
      feed('my_chat_member', {
        chat,
        from: { id: 9001, is_bot: false, first_name: 'Ольга' },
        date: POSTED,
        old_chat_member: member(from),
        new_chat_member: member(to),
      });
    await membership(CHANNEL, 'left', 'administrator');
    // Its rights changed, a group, a removal: nothing to note.
    await membership(CHANNEL, 'administrator', 'administrator');
    await membership({ id: -4001, type: 'group', title: 'Чат' }, 'left', 'administrator');
    await membership(CHANNEL, 'administrator', 'left');
    expect(logged.info).toEqual([
      'the bot is now an administrator of the channel @sova_club «Клуб «Сова»» (id -1001234567890)',
    ]);
    expect(received).toEqual([]);
    expect(telegram).toEqual([]);
  });

  it('asks Telegram for channel posts, their edits and its own membership when polling', async () => {
    expect([...allowedUpdates].sort()).toEqual(['channel_post', 'edited_channel_post', 'message', 'my_chat_member']);
    const polling = startPolling(bot, { silent: true });
    try {
      await expect.poll(() => telegram.find((call) => call.method === 'getUpdates')).toBeDefined();
      const [call] = telegram.filter((entry) => entry.method === 'getUpdates');
      expect([...((call?.payload.allowed_updates as string[]) ?? [])].sort()).toEqual([...allowedUpdates].sort());
    } finally {
      await polling.stop();
    }
  });
});
