import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Bot } from 'grammy';
import type { Update } from 'grammy/types';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bindTelegram,
  insertOutboxRows,
  outboxRowsOf,
} from '../../api/src/features/notifications/notifications.testing.ts';
import { signUp } from '../../api/src/testing/test-app.ts';
import { createBot } from './bot.ts';
import { type Delivery, deliveryProbe, startNotificationDelivery } from './delivery/index.ts';
import { healthOf, healthServer } from './health.ts';
import { botText } from './messages.ts';
import { type Polling, startPolling } from './polling.ts';
import { botInfo, commandUpdate, type Harness, person, startHarness } from './testing/harness.ts';
import { webhookServer } from './webhook.ts';

// GET /health of the bot process in both modes, against a real API (the outbox the delivery loop claims from). Only
// Telegram is replaced: an API transformer on bot.api answers getUpdates, sendMessage and the rest as Telegram would,
// or fails them as Telegram does when it is away.

const WEBHOOK_SECRET = 'health-webhook-secret_1';

/** What the fake Telegram does with getUpdates, and the chats whose messages it holds unanswered. */
type Telegram = {
  polling: 'ok' | 'bad gateway' | 'unauthorized' | 'no answer';
  held: Set<number>;
  release(): void;
  queue: Update[];
  sent: Array<{ chatId: number; text: string }>;
  getUpdates: number;
};

/** The parts of a /health body the tests read. */
type Part = {
  ok: boolean;
  running?: boolean;
  failingSeconds?: number | null;
  behindSeconds?: number;
  updates?: number;
  lastUpdateSecondsAgo?: number | null;
};
type HealthBody = { ok: boolean; mode: string; polling: Part; delivery: Part; webhook: Part };

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Waits for a condition real processes make true; the limit is on a hang, not on a speed. */
async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('the condition did not come true in time');
    await pause(25);
  }
}

const helpUpdate = (updateId: number, chatId: number): Update => commandUpdate(updateId, person(chatId, 'Ю'), '/help');

describe('GET /health of the bot', () => {
  let h: Harness;
  const servers: Server[] = [];
  const pollings: Polling[] = [];
  const deliveries: Delivery[] = [];
  const telegrams: Telegram[] = [];

  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterEach(async () => {
    // A send still held would keep its delivery loop from stopping.
    for (const telegram of telegrams.splice(0)) telegram.release();
    await Promise.all(pollings.splice(0).map((polling) => polling.stop()));
    await Promise.all(deliveries.splice(0).map((delivery) => delivery.stop()));
    await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
  });
  afterAll(() => h?.close());

  /** A bot of its own on the harness's API, its Bot API calls answered by a fake Telegram. */
  function telegramBot(): { bot: Bot; telegram: Telegram } {
    let release = () => {};
    let released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const telegram: Telegram = {
      polling: 'ok',
      held: new Set(),
      release: () => {
        telegram.held.clear();
        release();
        released = new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      queue: [],
      sent: [],
      getUpdates: 0,
    };
    telegrams.push(telegram);
    const bot = createBot({ config: h.config, api: h.client, botInfo, log: { error() {}, warn() {}, info() {} } });
    bot.api.config.use(async (_previous, method, payload, signal) => {
      if (method === 'getUpdates') {
        telegram.getUpdates += 1;
        if (telegram.polling === 'unauthorized') {
          return { ok: false, error_code: 401, description: 'Unauthorized' } as never;
        }
        if (telegram.polling === 'bad gateway') {
          return { ok: false, error_code: 502, description: 'Bad Gateway' } as never;
        }
        // A network that swallows the request: no answer and no error until the runner stops.
        if (telegram.polling === 'no answer') await pause(3_600_000, signal as AbortSignal | undefined);
        // A long poll, shortened: what is queued, or nothing after a moment.
        if (telegram.queue.length === 0) await pause(20, signal as AbortSignal | undefined);
        return { ok: true, result: telegram.queue.splice(0) } as never;
      }
      const body = payload as { chat_id?: number; text?: string };
      const chatId = Number(body.chat_id ?? 0);
      if (method === 'sendMessage') {
        if (telegram.held.has(chatId)) await released;
        telegram.sent.push({ chatId, text: String(body.text) });
        const result = { message_id: telegram.sent.length, date: 0, chat: { id: chatId, type: 'private' }, text: '' };
        return { ok: true, result } as never;
      }
      return { ok: true, result: true } as never;
    });
    return { bot, telegram };
  }

  const listen = async (server: Server) => {
    servers.push(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  const deliver = (bot: Bot, stallMs?: number) => {
    const delivery = startNotificationDelivery(bot.api, h.config, { idleMs: 50 });
    deliveries.push(delivery);
    return { delivery, probe: deliveryProbe(delivery, stallMs === undefined ? {} : { stallMs }) };
  };

  /** A bot polling the fake Telegram, with its health server. */
  const pollingBot = async (options: Parameters<typeof startPolling>[1] = {}) => {
    const { bot, telegram } = telegramBot();
    const { delivery, probe } = deliver(bot);
    const polling = startPolling(bot, { silent: true, ...options });
    pollings.push(polling);
    const base = await listen(healthServer(healthOf('polling', { polling: polling.probe, delivery: probe })));
    return { bot, telegram, polling, delivery, base };
  };

  const health = async (base: string) => {
    const response = await fetch(`${base}/health`);
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) as HealthBody };
  };
  const statusOf = async (base: string) => (await health(base)).status;

  const expectNoSecrets = (text: string) => {
    for (const secret of [h.config.TELEGRAM_BOT_TOKEN, h.config.BOT_INTERNAL_SECRET, WEBHOOK_SECRET]) {
      expect(text).not.toContain(secret);
    }
  };

  it('polling: 200 while updates come in and are answered, and nothing but /health is served', async () => {
    const { telegram, base } = await pollingBot();
    telegram.queue.push(helpUpdate(1, 700_001));
    await until(() => telegram.sent.some((message) => message.chatId === 700_001));
    expect(telegram.sent.find((message) => message.chatId === 700_001)?.text).toBe(botText.help);

    const { status, text, body } = await health(base);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ok: true,
      mode: 'polling',
      polling: { ok: true, running: true, failingSeconds: null },
      delivery: { ok: true, running: true },
    });
    expectNoSecrets(text);
    expect((await fetch(`${base}/health`, { method: 'HEAD' })).status).toBe(200);

    // No webhook here, nor anything else: an update posted to the server is not handled.
    const sentBefore = telegram.sent.length;
    const posted = await fetch(`${base}/telegram/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(helpUpdate(2, 700_002)),
    });
    expect(posted.status).toBe(404);
    for (const [path, method] of [
      ['/', 'GET'],
      ['/healthz', 'GET'],
      ['/health/x', 'GET'],
      ['/health', 'POST'],
    ] as const) {
      expect((await fetch(`${base}${path}`, { method })).status, `${method} ${path}`).toBe(404);
    }
    await pause(100);
    expect(telegram.sent.length).toBe(sentBefore);
  });

  it('polling: 503 once Telegram has failed getUpdates for longer than the threshold, 200 when it answers again', async () => {
    const failAfterMs = 1500;
    // A long poll far longer than the test: only the failures can make it 503.
    const { telegram, base } = await pollingBot({ failAfterMs, pollTimeoutSeconds: 600 });
    await until(() => telegram.getUpdates > 0);
    expect(await statusOf(base)).toBe(200);

    telegram.polling = 'bad gateway';
    const failing = telegram.getUpdates;
    await until(() => telegram.getUpdates > failing);
    const firstFailure = Date.now();
    // A failure or two is no outage: the runner retries.
    expect(await statusOf(base)).toBe(200);
    await until(async () => (await statusOf(base)) === 503);
    expect(Date.now() - firstFailure).toBeGreaterThanOrEqual(failAfterMs - 100);
    const { body, text } = await health(base);
    expect(body).toMatchObject({ ok: false, mode: 'polling', polling: { ok: false, running: true } });
    expect(body.polling.failingSeconds).toBeGreaterThanOrEqual(1);
    expectNoSecrets(text);

    telegram.polling = 'ok';
    await until(async () => (await statusOf(base)) === 200);
    expect((await health(base)).body.polling).toMatchObject({ ok: true, failingSeconds: null });
  });

  it('polling: 503 once getUpdates has gone unanswered beyond its long poll and the threshold', async () => {
    const { telegram, base } = await pollingBot({ failAfterMs: 500, pollTimeoutSeconds: 1 });
    await until(() => telegram.getUpdates > 0);
    expect(await statusOf(base)).toBe(200);
    telegram.polling = 'no answer';
    const asked = Date.now();
    await until(async () => (await statusOf(base)) === 503);
    expect(Date.now() - asked).toBeGreaterThanOrEqual(1500 - 100);
    expect((await health(base)).body.polling).toMatchObject({ ok: false, running: true, failingSeconds: null });
  });

  it('polling: 503 once the runner has stopped, or has given up on a token Telegram refuses', async () => {
    const stopped = await pollingBot();
    await until(() => stopped.telegram.getUpdates > 0);
    expect(await statusOf(stopped.base)).toBe(200);
    await stopped.polling.stop();
    const { status, body } = await health(stopped.base);
    expect(status).toBe(503);
    expect(body.polling).toMatchObject({ ok: false, running: false });
    expect(body.delivery).toMatchObject({ ok: true });

    const refused = await pollingBot();
    refused.telegram.polling = 'unauthorized';
    await expect(refused.polling.ended).rejects.toMatchObject({ error_code: 401 });
    expect(await statusOf(refused.base)).toBe(503);
    expect((await health(refused.base)).body.polling).toMatchObject({ ok: false, running: false });
  });

  it('webhook: 200 beside the webhook route, 503 once the delivery loop has stopped', async () => {
    const { bot, telegram } = telegramBot();
    const { delivery, probe } = deliver(bot);
    const server = webhookServer(bot, {
      path: '/telegram/webhook',
      secretToken: WEBHOOK_SECRET,
      probes: { delivery: probe },
    });
    const base = await listen(server);
    const first = await health(base);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      ok: true,
      mode: 'webhook',
      webhook: { ok: true, updates: 0, lastUpdateSecondsAgo: null },
      delivery: { ok: true, running: true },
    });

    const posted = await fetch(`${base}/telegram/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
      body: JSON.stringify(helpUpdate(3, 700_003)),
    });
    expect(posted.status).toBe(200);
    expect(telegram.sent.map((message) => message.text)).toEqual([botText.help]);
    const after = await health(base);
    expect(after.status).toBe(200);
    expect(after.body.webhook).toMatchObject({ updates: 1, lastUpdateSecondsAgo: 0 });
    expectNoSecrets(after.text);

    await delivery.stop();
    const { status, body } = await health(base);
    expect(status).toBe(503);
    expect(body).toMatchObject({ ok: false, webhook: { ok: true }, delivery: { ok: false, running: false } });
  });

  it('webhook: 503 while one notification’s send hangs past the threshold, 200 once it goes through', async () => {
    const { bot, telegram } = telegramBot();
    const person = await signUp(h.app, { displayName: 'Зоя' });
    await bindTelegram(h.app, person.userId, 700_004);
    telegram.held.add(700_004);
    const stallMs = 1500;
    const { probe } = deliver(bot, stallMs);
    const base = await listen(webhookServer(bot, { path: '/telegram/webhook', probes: { delivery: probe } }));
    expect(await statusOf(base)).toBe(200);

    await insertOutboxRows(h.app, [
      {
        userId: person.userId,
        kind: 'OPINION_ANSWER',
        groupKey: 'opinion-answers',
        payload: { subject: 'Кофейня «Зерно»', text: 'Спасибо за отзыв!', path: '/place/zerno' },
        availableAt: new Date(Date.now() - 1000),
      },
    ]);
    await until(async () => (await statusOf(base)) === 503);
    const { body } = await health(base);
    expect(body.delivery).toMatchObject({ ok: false, running: true });
    expect(body.delivery.behindSeconds).toBeGreaterThanOrEqual(1);
    expect(telegram.sent).toEqual([]);

    telegram.release();
    await until(async () => (await outboxRowsOf(h.app, person.userId)).every((row) => row.sentAt !== null));
    await until(async () => (await statusOf(base)) === 200);
    expect(telegram.sent.map((message) => message.chatId)).toEqual([700_004]);
  });
});
