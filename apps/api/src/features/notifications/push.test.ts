import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { BOT_SECRET_HEADER } from '../../lib/internal-auth.ts';
import {
  browserSubscription,
  type PushService,
  type ReceivedPush,
  startPushService,
  vapidClaims,
} from '../../testing/push-service.ts';
import { APP_ORIGIN, bearer, createTestApp, type Session, signUp, type TestApp } from '../../testing/test-app.ts';
import { bindTelegram, makeDue, outboxRowsOf, sendChatMessage } from './notifications.testing.ts';

// Notifications in browsers, end to end on a real API: a browser's subscription is stored through the routes, the
// API's own sender (PUSH_DELIVERY=on) takes the outbox's PUSH rows and posts them, encrypted and signed, to a push
// service that is a real HTTP server of this test; the test decrypts them as the browser would.

const SECRET = 'push-secret-for-tests-0123456789';

type Sent = { title: string; body: string; url: string; tag: string };

/**
 * Waits for a condition that real processes make true. The limit is on a hang, not on a speed: how long the work takes
 * depends on the machine's load (24 deliveries by two processes through PGlite took over 20 s beside a CPU hog), and
 * the test's own limit (120 s) stays above it.
 */
async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 90_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('the condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('notifications in browsers (Web Push)', () => {
  let t: TestApp;
  let service: PushService;
  let telegramIds = 9_000_000 + Math.floor(Math.random() * 1_000_000);

  beforeAll(async () => {
    service = await startPushService();
    t = await createTestApp({
      BOT_INTERNAL_SECRET: SECRET,
      PUSH_DELIVERY: 'on',
      PUSH_ALLOW_HTTP_ENDPOINTS: ['http://127.0.0.1'],
      BUSINESS_URL: 'https://business.gorod.example',
    });
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, session: Session | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: APP_ORIGIN, ...(session ? bearer(session) : {}) },
      ...(payload ? { payload } : {}),
    });
  const subscribe = async (session: Session) => {
    const browser = browserSubscription(service);
    const response = await call('POST', '/api/notifications/push/subscriptions', session, browser.json);
    expect(response.statusCode, response.body).toBe(200);
    return { ...browser, id: response.json().id as string };
  };
  const receivedAt = (path: string) => service.received.filter((push) => push.path === path);
  const message = async (from: Session, to: Session, text: string) => {
    const chat = await t.app.inject({ url: `/api/chats/private?user=${to.userId}`, headers: bearer(from) });
    expect(chat.statusCode, chat.body).toBe(200);
    await sendChatMessage(t.app, from.userId, chat.json().id, text);
    return chat.json().id as string;
  };
  const pushRows = async (userId: string) =>
    (await outboxRowsOf(t.app, userId)).filter((row) => row.channel === 'PUSH');
  const claimTelegram = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/internal/notifications/claim',
      headers: { [BOT_SECRET_HEADER]: SECRET },
      payload: { worker: 'test-bot', limit: 100 },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().notifications as { ids: string[]; userId: string; text: string; count: number }[];
  };
  const decrypted = (browser: { decrypt(body: Buffer): string }, push: ReceivedPush) =>
    JSON.parse(browser.decrypt(push.body)) as Sent;
  /** Two more turns of the sender's loop (it waits 2 s when nothing is due): whatever it would send, it has sent. */
  const twoTurns = () => new Promise((resolve) => setTimeout(resolve, 4500));

  it('gives the public key, the same on every call', async () => {
    const first = await call('GET', '/api/notifications/push/key', null);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await call('GET', '/api/notifications/push/key', null)).json()).toEqual(first.json());
  });

  it('refuse a bad subscription with a Russian message naming the field', async () => {
    const anna = await signUp(t.app);
    const good = browserSubscription(service).json;
    const notOnCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const cases: [object, string][] = [
      [{ ...good, endpoint: 'http://push.example.com/x' }, 'endpoint'],
      [{ ...good, endpoint: 'не адрес' }, 'endpoint'],
      [{ ...good, endpoint: 'https://user:secret@push.example.com/x' }, 'endpoint'],
      [{ ...good, endpoint: 'https://10.0.0.7/push' }, 'endpoint'],
      [{ ...good, endpoint: 'https://localhost/push' }, 'endpoint'],
      [{ ...good, endpoint: 'https://[::1]/push' }, 'endpoint'],
      [{ ...good, endpoint: `https://push.example.com/${'x'.repeat(2100)}` }, 'endpoint'],
      [{ ...good, keys: { ...good.keys, p256dh: 'short' } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, p256dh: notOnCurve } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, p256dh: `${good.keys.p256dh}!` } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: Buffer.alloc(15).toString('base64url') } }, 'keys.auth'],
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, 'keys.auth'],
      [{ endpoint: good.endpoint }, 'keys'],
    ];
    for (const [payload, field] of cases) {
      const response = await call('POST', '/api/notifications/push/subscriptions', anna, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
      expect(Object.keys(response.json().fields ?? {}), JSON.stringify(payload).slice(0, 200)).toContain(field);
      expect(response.json().message).toMatch(/[а-яё]/i);
    }
    expect((await call('POST', '/api/notifications/push/subscriptions', null, good)).statusCode).toBe(401);
    expect((await call('GET', '/api/notifications/push/subscriptions', anna)).json().items).toEqual([]);
  });

  it('a subscription is its owner’s: nobody else lists or deletes it', async () => {
    const anna = await signUp(t.app);
    const boris = await signUp(t.app);
    const browser = await subscribe(anna);
    const annas = await call('GET', '/api/notifications/push/subscriptions', anna);
    expect(annas.json().items).toEqual([
      expect.objectContaining({ id: browser.id, endpoint: browser.json.endpoint, lastSuccessAt: null }),
    ]);
    expect((await call('GET', '/api/notifications/push/subscriptions', boris)).json().items).toEqual([]);
    const byBoris = await call('DELETE', `/api/notifications/push/subscriptions/${browser.id}`, boris);
    expect(byBoris.statusCode).toBe(404);
    expect(byBoris.json().message).toMatch(/[а-яё]/i);
    expect((await call('DELETE', `/api/notifications/push/subscriptions/${browser.id}`, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/notifications/push/subscriptions', anna)).json().items).toHaveLength(1);
    expect((await call('GET', '/api/notification-settings', anna)).json()).toMatchObject({ pushDevices: 1 });
    const byAnna = await call('DELETE', `/api/notifications/push/subscriptions/${browser.id}`, anna);
    expect(byAnna.statusCode, byAnna.body).toBe(200);
    expect((await call('GET', '/api/notifications/push/subscriptions', anna)).json().items).toEqual([]);
    expect((await call('DELETE', `/api/notifications/push/subscriptions/${browser.id}`, anna)).statusCode).toBe(404);
  });

  it('a person without Telegram gets a chat message in the browser, once, encrypted and signed', async () => {
    const anna = await signUp(t.app, { displayName: 'Анна' });
    const boris = await signUp(t.app, { displayName: 'Борис' });
    const settings = await call('GET', '/api/notification-settings', boris);
    expect(settings.json()).toMatchObject({ telegramBound: false, pushAvailable: true, pushDevices: 0 });
    const browser = await subscribe(boris);
    const chatId = await message(anna, boris, 'Привет из браузера');
    // Only the browser's row: Boris has no Telegram.
    expect((await outboxRowsOf(t.app, boris.userId)).map((row) => row.channel)).toEqual(['PUSH']);
    await makeDue(t.app, boris.userId);
    await until(() => receivedAt(browser.path).length === 1);
    const [push] = receivedAt(browser.path) as [ReceivedPush];
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe('86400');
    expect(push.headers.urgency).toBe('high');
    expect(push.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const { publicKey, claims } = vapidClaims(push.headers.authorization);
    expect(publicKey).toBe((await call('GET', '/api/notifications/push/key', null)).json().publicKey);
    expect(claims.aud).toBe(service.origin);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(decrypted(browser, push)).toEqual({
      title: '💬 Анна',
      body: 'Привет из браузера',
      url: `/chats?chat=${chatId}`,
      tag: `chat:${chatId}`,
    });
    await until(async () => (await pushRows(boris.userId)).every((row) => row.sentAt !== null));
    const [stored] = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, browser.id));
    expect(stored?.lastSuccessAt).toBeInstanceOf(Date);
    await twoTurns();
    expect(receivedAt(browser.path)).toHaveLength(1);
  });

  it('the same grouped message reaches Telegram and the browser', async () => {
    const anna = await signUp(t.app, { displayName: 'Анна' });
    const boris = await signUp(t.app, { displayName: 'Борис' });
    telegramIds += 1;
    await bindTelegram(t.app, boris.userId, telegramIds);
    const browser = await subscribe(boris);
    for (const text of ['раз', 'два', 'три']) await message(anna, boris, text);
    await makeDue(t.app, boris.userId);
    await until(() => receivedAt(browser.path).length === 1);
    const [telegram] = (await claimTelegram()).filter((n) => n.userId === boris.userId);
    expect(telegram).toMatchObject({ count: 3, text: '💬 Анна: 3 новых сообщения' });
    const shown = decrypted(browser, receivedAt(browser.path)[0] as ReceivedPush);
    expect(shown).toMatchObject({ title: 'Место', body: telegram?.text });
    await twoTurns();
    expect(receivedAt(browser.path)).toHaveLength(1);
  });

  it('quiet hours hold a browser’s message until they end', async () => {
    const anna = await signUp(t.app);
    const boris = await signUp(t.app);
    const browser = await subscribe(boris);
    const [{ minute }] = rowsOf<{ minute: number }>(
      await t.app.db.execute(sql`select (extract(hour from now() at time zone 'Asia/Vladivostok') * 60
        + extract(minute from now() at time zone 'Asia/Vladivostok'))::int as minute`),
    ) as [{ minute: number }];
    const quiet = await call('POST', '/api/notification-settings', boris, {
      timeZone: 'Asia/Vladivostok',
      quietHours: { start: (minute + 1440 - 60) % 1440, end: (minute + 120) % 1440 },
    });
    expect(quiet.statusCode, quiet.body).toBe(200);
    await message(anna, boris, 'ночью');
    await makeDue(t.app, boris.userId);
    // The sender's claim held the row till the hours end (about two hours on), and sent nothing.
    await until(async () => {
      const [row] = await pushRows(boris.userId);
      return (row?.availableAt.getTime() ?? 0) > Date.now() + 60 * 60_000;
    });
    await twoTurns();
    expect(receivedAt(browser.path)).toHaveLength(0);
    expect((await pushRows(boris.userId))[0]).toMatchObject({ sentAt: null, failedAt: null });

    // The hours are over: it goes out.
    await call('POST', '/api/notification-settings', boris, { quietHours: null });
    await makeDue(t.app, boris.userId);
    await until(() => receivedAt(browser.path).length === 1);
  });

  it('a push service answering 410 deletes the subscription, and nothing more is written for it', async () => {
    const anna = await signUp(t.app);
    const boris = await signUp(t.app);
    const gone = await subscribe(boris);
    service.answer(gone.path, { status: 410 });
    await message(anna, boris, 'дойдёт?');
    await makeDue(t.app, boris.userId);
    await until(async () => (await pushSubscriptionRows(boris.userId)).length === 0);
    expect(receivedAt(gone.path)).toHaveLength(1);
    await until(async () => (await pushRows(boris.userId)).every((row) => row.failedAt !== null));
    await message(anna, boris, 'больше некуда');
    expect(await pushRows(boris.userId)).toHaveLength(1);
    expect((await call('GET', '/api/notification-settings', boris)).json().pushDevices).toBe(0);
  });

  const pushSubscriptionRows = (userId: string) =>
    t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

  it('one channel failing does not hold the other: a blocked bot, a push service down for a while', async () => {
    const anna = await signUp(t.app, { displayName: 'Анна' });
    const boris = await signUp(t.app, { displayName: 'Борис' });
    telegramIds += 1;
    await bindTelegram(t.app, boris.userId, telegramIds);
    const browser = await subscribe(boris);
    // Down for an hour, it says.
    service.answer(browser.path, { status: 503, headers: { 'retry-after': '3600' } });
    await message(anna, boris, 'первое');
    await makeDue(t.app, boris.userId);
    // The push service fails: the browser's row waits to be tried again when it asked…
    await until(async () => (await pushRows(boris.userId)).some((row) => row.failure?.startsWith('503')));
    const [waiting] = await pushRows(boris.userId);
    expect(waiting).toMatchObject({ sentAt: null, failedAt: null });
    expect(waiting?.availableAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(receivedAt(browser.path)).toHaveLength(1);
    // …while Telegram gets the message all the same; then the bot is blocked.
    const [telegram] = (await claimTelegram()).filter((n) => n.userId === boris.userId);
    expect(telegram?.text).toContain('первое');
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/internal/notifications/blocked',
      headers: { [BOT_SECRET_HEADER]: SECRET },
      payload: { ids: telegram?.ids },
    });
    expect(blocked.json()).toEqual({ affected: 1 });
    // The blocked bot leaves the browser's row waiting; the push service is back, and it goes out.
    expect((await pushRows(boris.userId))[0]).toMatchObject({ failedAt: null });
    service.answer(browser.path, undefined);
    await makeDue(t.app, boris.userId);
    await until(() => receivedAt(browser.path).length === 2);
    expect(decrypted(browser, receivedAt(browser.path)[1] as ReceivedPush).body).toBe('первое');
    // The row counts as sent once the push service's answer is back (the delivery marks it after that).
    await until(async () => (await pushRows(boris.userId)).every((row) => row.sentAt !== null));
    // A new message now reaches only the browser.
    await message(anna, boris, 'второе');
    const latest = (await outboxRowsOf(t.app, boris.userId)).filter((row) => row.sentAt === null && !row.failedAt);
    expect(latest.map((row) => row.channel)).toEqual(['PUSH']);
  });

  it('channels are chosen in the settings: push only, and never none', async () => {
    const anna = await signUp(t.app);
    const boris = await signUp(t.app);
    telegramIds += 1;
    await bindTelegram(t.app, boris.userId, telegramIds);
    await subscribe(boris);
    const initial = await call('GET', '/api/notification-settings', boris);
    expect(initial.json()).toMatchObject({ channels: { telegram: true, push: true }, pushDevices: 1 });

    const pushOnly = await call('POST', '/api/notification-settings', boris, { channels: { telegram: false } });
    expect(pushOnly.statusCode, pushOnly.body).toBe(200);
    expect(pushOnly.json().channels).toEqual({ telegram: false, push: true });
    await message(anna, boris, 'только в браузер');
    expect((await outboxRowsOf(t.app, boris.userId)).map((row) => row.channel)).toEqual(['PUSH']);

    const none = await call('POST', '/api/notification-settings', boris, { channels: { push: false } });
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().fields)).toEqual(['channels.push']);
    expect(none.json().message).toMatch(/хотя бы один/);
    const both = await call('POST', '/api/notification-settings', anna, { channels: { telegram: false, push: false } });
    expect(both.statusCode).toBe(400);
    expect((await call('POST', '/api/notification-settings', boris, { channels: { web: true } })).statusCode).toBe(400);
    expect((await call('GET', '/api/notification-settings', boris)).json().channels).toEqual({
      telegram: false,
      push: true,
    });

    // The browser alone, without Telegram: it cannot be turned off (nothing would reach the person), Telegram can.
    const vera = await signUp(t.app);
    await subscribe(vera);
    const veraOff = await call('POST', '/api/notification-settings', vera, { channels: { push: false } });
    expect(veraOff.statusCode).toBe(400);
    expect(Object.keys(veraOff.json().fields)).toEqual(['channels.push']);
    expect((await call('POST', '/api/notification-settings', vera, { channels: { telegram: false } })).statusCode).toBe(
      200,
    );

    // A kind switched off stays off on every channel.
    await call('POST', '/api/notification-settings', boris, { chatMessages: false, channels: { telegram: true } });
    await message(anna, boris, 'тишина');
    expect(await outboxRowsOf(t.app, boris.userId)).toHaveLength(1);
  });
});
