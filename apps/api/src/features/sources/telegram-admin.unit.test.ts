import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ChannelAdminCheckOptions,
  channelAdminCheck,
  channelAdminMessage,
  channelAdminMessages,
  channelReference,
} from './telegram-admin.ts';

// The check against a loopback server that plays Telegram's Bot API (/bot<token>/<method>, answers { ok, result } or
// { ok: false, error_code, description } as Telegram words them): channels, their administrators, and its bad days.

const TOKEN = '123456:channel-admin-test-token';
const BOT_ID = 4242;
const OWNER = 700_001;
const EDITOR = 700_002;
const READER = 700_003;

type Chat = { id: number; type: string; title: string; username?: string; members: Record<number, string> };
const chats: Chat[] = [
  {
    id: -1_001_111,
    type: 'channel',
    title: 'Клуб «Сова»',
    username: 'sova_club',
    members: { [BOT_ID]: 'administrator', [OWNER]: 'creator', [EDITOR]: 'administrator', [READER]: 'member' },
  },
  // The bot was added as a subscriber, not as an administrator.
  { id: -1_002_222, type: 'channel', title: 'Бар «Лис»', username: 'lis_bar', members: { [BOT_ID]: 'member' } },
  { id: -1_003_333, type: 'supergroup', title: 'Чат клуба', username: 'sova_chat', members: {} },
  // A private channel, known by id only; the bot is its administrator.
  { id: -1_004_444, type: 'channel', title: 'Закрытый', members: { [BOT_ID]: 'administrator', [OWNER]: 'creator' } },
];

/** How the fake Telegram behaves for the next requests. */
type Mode = 'normal' | 'hang' | 'bad-gateway' | 'too-many' | 'not-json';

describe('channelAdminCheck against a Bot API on loopback', () => {
  let server: Server;
  let apiRoot: string;
  let mode: Mode = 'normal';
  const calls: Array<{ method: string; payload: Record<string, unknown> }> = [];

  const read = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  };
  const refuse = (code: number, description: string) => ({ ok: false, error_code: code, description });

  function answer(token: string, method: string, payload: Record<string, unknown>): unknown {
    if (token !== TOKEN) return refuse(401, 'Unauthorized');
    const chatOf = (id: unknown) =>
      chats.find((chat) => chat.id === id || (chat.username && `@${chat.username}` === id));
    switch (method) {
      case 'getMe':
        return { ok: true, result: { id: BOT_ID, is_bot: true, first_name: 'Место', username: 'mesto_test_bot' } };
      case 'getChat': {
        const chat = chatOf(payload.chat_id);
        if (!chat) return refuse(400, 'Bad Request: chat not found');
        return { ok: true, result: { id: chat.id, type: chat.type, title: chat.title, username: chat.username } };
      }
      case 'getChatMember': {
        const chat = chatOf(payload.chat_id);
        if (!chat) return refuse(400, 'Bad Request: chat not found');
        // Telegram keeps a channel's members from a bot that is not one of its administrators.
        if (chat.members[BOT_ID] !== 'administrator') return refuse(400, 'Bad Request: member list is inaccessible');
        const status = chat.members[Number(payload.user_id)];
        if (!status) return refuse(400, 'Bad Request: PARTICIPANT_ID_INVALID');
        return { ok: true, result: { status, user: { id: payload.user_id, is_bot: false, first_name: 'x' } } };
      }
      default:
        return refuse(404, 'Not Found');
    }
  }

  beforeAll(async () => {
    server = createServer((request, response) => {
      void read(request).then((payload) => {
        const [, token = '', method = ''] = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '') ?? [];
        calls.push({ method, payload });
        if (mode === 'hang') return;
        if (mode === 'bad-gateway') return void response.writeHead(502).end('<html>Bad Gateway</html>');
        if (mode === 'not-json') return void response.writeHead(200).end('<html>maintenance</html>');
        const body =
          mode === 'too-many'
            ? { ...refuse(429, 'Too Many Requests: retry after 30'), parameters: { retry_after: 30 } }
            : answer(token, method, payload);
        const status = (body as { error_code?: number }).error_code ?? 200;
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    apiRoot = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((done) => server.close(() => done()));
  });
  beforeEach(() => {
    mode = 'normal';
    calls.length = 0;
  });

  const check = (channel: string, telegramUserId: number | string, more: Partial<ChannelAdminCheckOptions> = {}) =>
    channelAdminCheck({ token: TOKEN, apiRoot, channel, telegramUserId: String(telegramUserId), ...more });

  it('lets the owner or an administrator connect a channel whose administrator the bot is, however it is typed', async () => {
    const connected = { ok: true, chatId: -1_001_111, username: 'sova_club', title: 'Клуб «Сова»' };
    expect(await check('@sova_club', OWNER)).toEqual(connected);
    expect(await check('https://t.me/sova_club', EDITOR)).toEqual(connected);
    expect(await check('t.me/sova_club/120', OWNER)).toEqual(connected);
    expect(await check('-1004444', OWNER)).toEqual({ ok: true, chatId: -1_004_444, username: null, title: 'Закрытый' });
    // The bot's own id from getMe, the person's as a number.
    expect(calls.filter((call) => call.method === 'getChatMember').map((call) => call.payload.user_id)).toContain(
      BOT_ID,
    );
    expect(calls.find((call) => call.payload.user_id === OWNER)?.payload.chat_id).toBe(-1_001_111);
  });

  it('finds no channel for an unknown name, a group, or an invite link (which it does not even ask about)', async () => {
    const notFound = { ok: false, problem: 'CHANNEL_NOT_FOUND' };
    expect(await check('@no_such_channel', OWNER)).toEqual(notFound);
    expect(await check('@sova_chat', OWNER)).toEqual(notFound);
    calls.length = 0;
    expect(await check('https://t.me/+AbCdEf123456', OWNER)).toEqual(notFound);
    expect(await check('t.me/joinchat/AbCdEf123456', OWNER)).toEqual(notFound);
    expect(calls).toEqual([]);
  });

  it('asks for the bot to be made an administrator when it is a subscriber only', async () => {
    expect(await check('@lis_bar', OWNER)).toEqual({ ok: false, problem: 'BOT_NOT_ADMIN' });
  });

  it('refuses a subscriber or a stranger of the channel', async () => {
    expect(await check('@sova_club', READER)).toEqual({ ok: false, problem: 'USER_NOT_ADMIN' });
    expect(await check('@sova_club', 700_999)).toEqual({ ok: false, problem: 'USER_NOT_ADMIN' });
    expect(await check('@sova_club', 'not-an-id')).toEqual({ ok: false, problem: 'USER_NOT_ADMIN' });
  });

  it('says Telegram is unavailable on a 502, a 429, a page that is not JSON, a token it refuses, a closed port', async () => {
    const unavailable = { ok: false, problem: 'TELEGRAM_UNAVAILABLE' };
    for (const next of ['bad-gateway', 'too-many', 'not-json'] as const) {
      mode = next;
      expect(await check('@sova_club', OWNER), next).toEqual(unavailable);
    }
    mode = 'normal';
    expect(await check('@sova_club', OWNER, { token: '1:wrong' })).toEqual(unavailable);
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    expect(await check('@sova_club', OWNER, { apiRoot: `http://127.0.0.1:${port}` })).toEqual(unavailable);
  });

  it('gives up when Telegram does not answer within the time allowed', async () => {
    mode = 'hang';
    const started = Date.now();
    expect(await check('@sova_club', OWNER, { timeoutMs: 300 })).toEqual({
      ok: false,
      problem: 'TELEGRAM_UNAVAILABLE',
    });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(5_000);
  });
});

describe('channelReference', () => {
  it.each([
    ['@sova_club', '@sova_club'],
    ['sova_club', '@sova_club'],
    ['  https://t.me/sova_club  ', '@sova_club'],
    ['http://t.me/sova_club/', '@sova_club'],
    ['t.me/sova_club', '@sova_club'],
    ['T.ME/Sova_Club', '@Sova_Club'],
    ['https://t.me/s/sova_club', '@sova_club'],
    ['https://t.me/sova_club/120', '@sova_club'],
    ['https://telegram.me/sova_club?start=x', '@sova_club'],
    ['tg://resolve?domain=sova_club', '@sova_club'],
    ['-1001234567890', '-1001234567890'],
  ])('reads %j as %j', (raw, expected) => {
    expect(channelReference(raw)).toBe(expected);
  });

  it.each([
    'https://t.me/+AbCdEf123456',
    't.me/+AbCdEf123456',
    'https://t.me/joinchat/AbCdEf123456',
    't.me/joinchat',
    'https://t.me/c/1234567/89',
    'https://t.me/addstickers/cats',
    'https://example.com/sova_club',
    'https://t.me.evil.example/sova_club',
    'https://t.me:8443/sova_club',
    'ftp://t.me/sova_club',
    '@so',
    '@1sova',
    '@sova_',
    '@сова_клуб',
    'sova club',
    '',
    '12345',
  ])('refuses %j', (raw) => {
    expect(channelReference(raw)).toBeNull();
  });

  it('never throws, and gives a username or a channel id or nothing', () => {
    const telegramish = fc
      .tuple(
        fc.constantFrom(
          '',
          '@',
          'https://',
          'http://',
          'tg://resolve?domain=',
          't.me/',
          'https://t.me/',
          'https://t.me/s/',
        ),
        fc.string({ unit: 'grapheme-composite', maxLength: 40 }),
        fc.constantFrom('', '/', '/12', '?x=1', '#a', '/+'),
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.webUrl(), telegramish), (raw) => {
        const reference = channelReference(raw);
        expect(reference === null || /^(@[A-Za-z][A-Za-z0-9_]{2,30}[A-Za-z0-9]|-100\d+)$/.test(reference)).toBe(true);
      }),
      { numRuns: 1_000 },
    );
  });

  it('reads a username it takes back alike from every way of writing it', () => {
    const username = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{3,30}[A-Za-z0-9]$/);
    fc.assert(
      fc.property(username, fc.constantFrom('@', '', 't.me/', 'https://t.me/', 'https://t.me/s/'), (name, prefix) => {
        // Telegram's own pages (t.me/joinchat, …) are no channel in any form.
        fc.pre(channelReference(`@${name}`) !== null);
        expect(channelReference(`${prefix}${name}`)).toBe(`@${name}`);
      }),
    );
  });
});

describe('channelAdminMessages', () => {
  it('names the bot to add, with or without its @ (or none when its name is not set), and has a Russian sentence for every problem', () => {
    expect(channelAdminMessage('BOT_NOT_ADMIN', 'mesto_bot')).toBe(
      'Добавьте бота @mesto_bot в администраторы канала и попробуйте снова',
    );
    expect(channelAdminMessage('BOT_NOT_ADMIN', '@mesto_bot')).toBe(channelAdminMessages.BOT_NOT_ADMIN('mesto_bot'));
    expect(channelAdminMessage('BOT_NOT_ADMIN', null)).toBe(
      'Добавьте нашего бота в администраторы канала и попробуйте снова',
    );
    // One sentence of its own for each problem, in Russian.
    const problems = ['CHANNEL_NOT_FOUND', 'BOT_NOT_ADMIN', 'USER_NOT_ADMIN', 'TELEGRAM_UNAVAILABLE'] as const;
    const texts = problems.map((problem) => channelAdminMessage(problem, 'mesto_bot'));
    expect(new Set(texts).size).toBe(problems.length);
    for (const text of texts) expect(text).toMatch(/[а-яё]{3} [а-яё]{3}/);
  });
});
