import type { AddressInfo } from 'node:net';
import { Bot } from 'grammy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bindTelegram,
  dueCount,
  insertOutboxRows,
  makeDue as makeDueOf,
  outboxRowsOf,
  sendChatMessage,
  telegramBlockedAt,
} from '../../../api/src/features/notifications/notifications.testing.ts';
// The API's test setup says what it provides to test files (the migrated PGlite template).
import type {} from '../../../api/src/testing/global-setup.ts';
import { bearer, createTestApp, type Session, signUp, type TestApp } from '../../../api/src/testing/test-app.ts';
import { type Delivery, startDelivery } from './delivery.ts';
import { createOutboxClient } from './outbox-client.ts';

// The delivery loop against a real API (listening on a port, on PGlite and on PostgreSQL); only Telegram is
// replaced, by an API transformer on bot.api that records every call and answers it without the network.

const SECRET = 'delivery-secret-for-tests-0123456789';

type Call = { method: string; chatId: number; text: string; at: number };
type Answer = { ok: false; error_code: number; description: string; parameters?: { retry_after?: number } };

function recordingBot(answer: (call: Call, calls: Call[]) => Answer | undefined = () => undefined) {
  const bot = new Bot('123456:test-bot-token');
  const calls: Call[] = [];
  bot.api.config.use(async (_previous, method, payload) => {
    const body = payload as { chat_id: number; text: string };
    const call = { method, chatId: Number(body.chat_id), text: body.text, at: Date.now() };
    calls.push(call);
    const refusal = answer(call, calls);
    if (refusal) return refusal as never;
    return {
      ok: true,
      result: { message_id: calls.length, date: 0, chat: { id: call.chatId, type: 'private', first_name: 'x' } },
    } as never;
  });
  return { api: bot.api, calls };
}

/**
 * Waits for a condition that real processes make true. The limit is on a hang, not on a speed: how long the work takes
 * depends on the machine's load (24 deliveries by two processes through PGlite took over 20 s beside a CPU hog), and
 * the test's own limit (120 s) stays above it.
 */
async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 90_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('the condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('notification delivery', () => {
  let t: TestApp;
  let baseUrl = '';
  let telegramIds = 8_000_000 + Math.floor(Math.random() * 1_000_000);
  const running: Delivery[] = [];

  beforeAll(async () => {
    t = await createTestApp({ BOT_INTERNAL_SECRET: SECRET });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await Promise.all(running.map((delivery) => delivery.stop()));
    await t.close();
  });

  const start = (api: Bot['api'], overrides: Partial<Parameters<typeof startDelivery>[0]> = {}) => {
    const delivery = startDelivery({
      api,
      outbox: createOutboxClient({ baseUrl, secret: SECRET }),
      siteUrl: 'https://gorod.example',
      businessUrl: 'https://business.gorod.example',
      idleMs: 50,
      ...overrides,
    });
    running.push(delivery);
    return delivery;
  };
  const boundPerson = async (name: string) => {
    const session = await signUp(t.app, { displayName: name });
    telegramIds += 1;
    const telegramId = telegramIds;
    await bindTelegram(t.app, session.userId, telegramId);
    return { ...session, telegramId };
  };
  const message = async (from: Session, to: Session, text: string) => {
    const chat = await t.app.inject({ url: `/api/chats/private?user=${to.userId}`, headers: bearer(from) });
    await sendChatMessage(t.app, from.userId, chat.json().id, text);
  };
  /** The chat rows wait a minute for more messages: here that minute has passed. */
  const makeDue = (userId: string) => makeDueOf(t.app, userId);
  const rowsOf = (userId: string) => outboxRowsOf(t.app, userId);
  const allSent = async (userId: string) => (await rowsOf(userId)).every((row) => row.sentAt !== null);

  it('a notification written while the bot is stopped is delivered once after it starts', async () => {
    const anna = await signUp(t.app, { displayName: 'Анна' });
    const boris = await boundPerson('Борис');
    await message(anna, boris, 'Ты придёшь сегодня?');
    await makeDue(boris.userId);
    const { api, calls } = recordingBot();
    const delivery = start(api);
    await until(() => allSent(boris.userId));
    await delivery.stop();
    const toBoris = calls.filter((call) => call.chatId === boris.telegramId);
    expect(toBoris).toHaveLength(1);
    expect(toBoris[0]?.method).toBe('sendMessage');
    expect(toBoris[0]?.text).toContain('Анна');
    expect(toBoris[0]?.text).toContain('Ты придёшь сегодня?');
  });

  it('a 429 is retried after the time Telegram asks, and not before', async () => {
    const anna = await signUp(t.app);
    const boris = await boundPerson('Борис');
    await message(anna, boris, 'привет');
    await makeDue(boris.userId);
    const { api, calls } = recordingBot((call, all) =>
      call.chatId === boris.telegramId && all.filter((c) => c.chatId === boris.telegramId).length === 1
        ? {
            ok: false,
            error_code: 429,
            description: 'Too Many Requests: retry after 2',
            parameters: { retry_after: 2 },
          }
        : undefined,
    );
    const delivery = start(api);
    await until(() => allSent(boris.userId));
    await delivery.stop();
    const toBoris = calls.filter((call) => call.chatId === boris.telegramId);
    expect(toBoris).toHaveLength(2);
    expect((toBoris[1]?.at ?? 0) - (toBoris[0]?.at ?? 0)).toBeGreaterThanOrEqual(2000);
  });

  it('a person who blocked the bot is marked and not tried again', async () => {
    const anna = await signUp(t.app);
    const boris = await boundPerson('Борис');
    await message(anna, boris, 'раз');
    await makeDue(boris.userId);
    const { api, calls } = recordingBot((call) =>
      call.chatId === boris.telegramId
        ? { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' }
        : undefined,
    );
    const delivery = start(api);
    await until(async () => (await telegramBlockedAt(t.app, boris.userId)) !== null);
    // Another message, due at once: nothing is written for Boris, nothing is tried.
    await message(anna, boris, 'два');
    await makeDue(boris.userId);
    // The loop has caught up with everything due (nothing of Boris's is among it).
    await until(async () => (await dueCount(t.app)) === 0);
    await delivery.stop();
    expect(calls.filter((call) => call.chatId === boris.telegramId)).toHaveLength(1);
    expect((await rowsOf(boris.userId)).every((row) => row.sentAt === null)).toBe(true);
  });

  it('keeps one message a second per chat and links to the site', async () => {
    const anna = await signUp(t.app, { displayName: 'Анна' });
    const boris = await boundPerson('Борис');
    // Two groups for one person (two chats): two messages, a second apart.
    const vera = await signUp(t.app, { displayName: 'Вера' });
    await message(anna, boris, 'от Анны');
    await message(vera, boris, 'от Веры');
    await makeDue(boris.userId);
    const { api, calls } = recordingBot();
    const delivery = start(api);
    await until(() => allSent(boris.userId));
    await delivery.stop();
    const toBoris = calls.filter((call) => call.chatId === boris.telegramId);
    expect(toBoris).toHaveLength(2);
    expect((toBoris[1]?.at ?? 0) - (toBoris[0]?.at ?? 0)).toBeGreaterThanOrEqual(1000);
  });

  it('two bot processes never send the same outbox row twice', async () => {
    const people = await Promise.all(Array.from({ length: 24 }, (_, i) => boundPerson(`Человек ${i}`)));
    await insertOutboxRows(
      t.app,
      people.map((person) => ({
        userId: person.userId,
        kind: 'OPINION_ANSWER',
        groupKey: 'opinion-answers',
        payload: { subject: 'Кофейня', text: 'Спасибо!', path: '/place/x' },
        availableAt: new Date(Date.now() - 1000),
      })),
    );
    const first = recordingBot();
    const second = recordingBot();
    const a = start(first.api, { batchSize: 3, worker: 'bot-a' });
    const b = start(second.api, { batchSize: 3, worker: 'bot-b' });
    await until(async () => (await Promise.all(people.map((person) => allSent(person.userId)))).every(Boolean));
    await Promise.all([a.stop(), b.stop()]);
    const ids = new Set(people.map((person) => person.telegramId));
    const sent = [...first.calls, ...second.calls].filter((call) => ids.has(call.chatId));
    expect(sent).toHaveLength(people.length);
    expect(new Set(sent.map((call) => call.chatId)).size).toBe(people.length);
    // Both processes took part: the rows were shared, not left to one.
    expect(first.calls.filter((call) => ids.has(call.chatId)).length).toBeGreaterThan(0);
    expect(second.calls.filter((call) => ids.has(call.chatId)).length).toBeGreaterThan(0);
  });
});
