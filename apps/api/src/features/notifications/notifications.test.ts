import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { notificationOutbox, users } from '../../db/schema.ts';
import { BOT_SECRET_HEADER } from '../../lib/internal-auth.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { APP_ORIGIN, bearer, createTestApp, type Session, signUp, type TestApp } from '../../testing/test-app.ts';
import { chatAccess, findChat, markRead, sendMessage } from '../chats/chats.service.ts';

const SECRET = 'notifications-secret-for-tests-0123';

type Claimed = {
  ids: string[];
  userId: string;
  telegramId: number;
  kind: string;
  count: number;
  text: string;
  link: { app: string; path: string };
};

describe('notifications', () => {
  let t: TestApp;
  let telegramCounter = 7_000_000 + Math.floor(Math.random() * 1_000_000);

  beforeAll(async () => {
    t = await createTestApp({ BOT_INTERNAL_SECRET: SECRET });
  });
  afterAll(async () => {
    await t.close();
  });

  const internal = (path: string, payload: object, secret: string | null = SECRET) =>
    t.app.inject({
      method: 'POST',
      url: `/api/internal/notifications/${path}`,
      headers: secret ? { [BOT_SECRET_HEADER]: secret } : {},
      payload,
    });
  const claim = async (worker = 'test', limit = 50): Promise<Claimed[]> => {
    const response = await internal('claim', { worker, limit });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().notifications;
  };
  const settings = (session: Session | null, payload?: object) =>
    t.app.inject({
      method: payload ? 'POST' : 'GET',
      url: '/api/notification-settings',
      headers: { origin: APP_ORIGIN, ...(session ? bearer(session) : {}) },
      ...(payload ? { payload } : {}),
    });
  /** A person who bound the bot (how the binding leaves them: a Telegram id on their row). */
  const boundPerson = async (name: string) => {
    const session = await signUp(t.app, { displayName: name });
    telegramCounter += 1;
    const telegramId = telegramCounter;
    await t.app.db.update(users).set({ telegramId }).where(eq(users.id, session.userId));
    return { ...session, telegramId };
  };
  const viewerOf = (session: Session): Viewer => ({
    id: session.userId,
    sessionId: '00000000-0000-0000-0000-000000000000',
    permissions: [],
    via: 'cookie',
  });
  const openChat = async (from: Session, to: Session) => {
    const response = await t.app.inject({ url: `/api/chats/private?user=${to.userId}`, headers: bearer(from) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id as string;
  };
  let clientIds = 0;
  const send = (db: Database, from: Session, chatId: string, text: string) => {
    clientIds += 1;
    return sendMessage(db, viewerOf(from), { chatId, clientId: `c${clientIds}`, text });
  };
  const rowsOfUser = (userId: string) =>
    t.app.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, userId));
  /** Time passes: the person's waiting rows come due now. */
  const makeDue = (userId: string) =>
    t.app.db.execute(
      sql`update notification_outbox set available_at = now() - interval '1 second' where user_id = ${userId}::uuid and sent_at is null and failed_at is null`,
    );

  describe('settings', () => {
    it('are the signed-in person’s own: anonymous gets 401', async () => {
      expect((await settings(null)).statusCode).toBe(401);
      expect((await settings(null, { chatMessages: false })).statusCode).toBe(401);
    });

    it('start with every kind on and change only the caller’s', async () => {
      const anna = await boundPerson('Анна');
      const boris = await signUp(t.app, { displayName: 'Борис' });
      const initial = await settings(anna);
      expect(initial.statusCode, initial.body).toBe(200);
      expect(initial.json()).toMatchObject({
        chatMessages: true,
        businessChats: true,
        quietHours: null,
        timeZone: 'Europe/Moscow',
        telegramBound: true,
        telegramBlocked: false,
      });
      const changed = await settings(anna, {
        chatMessages: false,
        quietHours: { start: 23 * 60, end: 8 * 60 },
        timeZone: 'Asia/Novosibirsk',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({
        chatMessages: false,
        opinionAnswers: true,
        quietHours: { start: 1380, end: 480 },
        timeZone: 'Asia/Novosibirsk',
      });
      expect((await settings(anna)).json()).toMatchObject({ chatMessages: false, timeZone: 'Asia/Novosibirsk' });
      expect((await settings(boris)).json()).toMatchObject({
        chatMessages: true,
        quietHours: null,
        telegramBound: false,
      });
      const cleared = await settings(anna, { quietHours: null });
      expect(cleared.json().quietHours).toBeNull();
    });

    it('refuse bad input with a Russian message naming the field', async () => {
      const anna = await signUp(t.app);
      const cases: [object, string][] = [
        [{ quietHours: { start: 2000, end: 60 } }, 'quietHours.start'],
        [{ quietHours: { start: 60, end: 60 } }, 'quietHours.end'],
        [{ quietHours: { start: 60 } }, 'quietHours.end'],
        [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
        [{ chatMessages: 'yes' }, 'chatMessages'],
      ];
      for (const [payload, field] of cases) {
        const response = await settings(anna, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(Object.keys(response.json().fields ?? {})).toContain(field);
        expect(response.json().message).toMatch(/[а-яё]/i);
      }
      expect((await settings(anna, { unknown: true })).statusCode).toBe(400);
    });
  });

  describe('outbox', () => {
    it('only the bot may claim or report', async () => {
      expect((await internal('claim', { worker: 'x' }, null)).statusCode).toBe(401);
      expect((await internal('claim', { worker: 'x' }, `${SECRET}-wrong`)).statusCode).toBe(401);
      const anna = await signUp(t.app);
      const asPerson = await t.app.inject({
        method: 'POST',
        url: '/api/internal/notifications/sent',
        headers: bearer(anna),
        payload: { ids: ['00000000-0000-0000-0000-000000000000'] },
      });
      expect(asPerson.statusCode).toBe(401);
    });

    it('a message’s row is written with the message, and a rolled-back message leaves none', async () => {
      const anna = await signUp(t.app, { displayName: 'Анна' });
      const boris = await boundPerson('Борис');
      const chatId = await openChat(anna, boris);
      await expect(
        t.app.db.transaction(async (tx) => {
          await send(tx as unknown as Database, anna, chatId, 'не дойдёт');
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await rowsOfUser(boris.userId)).toHaveLength(0);
      await send(t.app.db, anna, chatId, 'Привет!');
      const rows = await rowsOfUser(boris.userId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'CHAT_MESSAGE', groupKey: `chat:${chatId}` });
      // The author hears nothing of their own message, and a person without the bot gets no row.
      expect(await rowsOfUser(anna.userId)).toHaveLength(0);
    });

    it('ten messages in a minute become one notification; a message read meanwhile none', async () => {
      const anna = await signUp(t.app, { displayName: 'Анна' });
      const boris = await boundPerson('Борис');
      const chatId = await openChat(anna, boris);
      for (let i = 1; i <= 10; i += 1) await send(t.app.db, anna, chatId, `сообщение ${i}`);
      // Not due yet: the rows wait for more messages (and for Boris to read them on the site).
      expect((await claim()).filter((n) => n.userId === boris.userId)).toHaveLength(0);
      await makeDue(boris.userId);
      const mine = (await claim()).filter((n) => n.userId === boris.userId);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ count: 10, telegramId: boris.telegramId, kind: 'CHAT_MESSAGE' });
      expect(mine[0]?.ids).toHaveLength(10);
      expect(mine[0]?.text).toBe('💬 Анна: 10 новых сообщений');
      expect(mine[0]?.link).toEqual({ app: 'visitor', path: `/chats?chat=${chatId}` });
      expect((await internal('sent', { ids: mine[0]?.ids })).json()).toEqual({ affected: 10 });
      expect(await claim()).toEqual([]);

      // Boris reads the next message on the site before it is due: nothing goes out.
      const { message } = await send(t.app.db, anna, chatId, 'прочитано');
      const chat = await findChat(t.app.db, chatId);
      if (!chat) throw new Error('no chat');
      await markRead(t.app.db, viewerOf(boris), chat, await chatAccess(t.app.db, viewerOf(boris), chat), message.id);
      await makeDue(boris.userId);
      expect((await claim()).filter((n) => n.userId === boris.userId)).toHaveLength(0);
      const [dropped] = (await rowsOfUser(boris.userId)).filter((row) => row.sentAt === null);
      expect(dropped?.failure).toBe('READ');
    });

    it('a kind switched off writes no rows', async () => {
      const anna = await signUp(t.app);
      const boris = await boundPerson('Борис');
      await settings(boris, { chatMessages: false });
      await send(t.app.db, anna, await openChat(anna, boris), 'тишина');
      expect(await rowsOfUser(boris.userId)).toHaveLength(0);
    });

    it('a 429 is retried after the time it asks, not before', async () => {
      const anna = await signUp(t.app);
      const boris = await boundPerson('Борис');
      await send(t.app.db, anna, await openChat(anna, boris), 'привет');
      await makeDue(boris.userId);
      const [first] = (await claim()).filter((n) => n.userId === boris.userId);
      expect(first).toBeDefined();
      const before = Date.now();
      const failed = await internal('failed', {
        ids: first?.ids,
        error: '429: Too Many Requests',
        retryAfterSeconds: 30,
      });
      expect(failed.json()).toEqual({ affected: 1 });
      // Claimed again at once: nothing (not before the time asked).
      expect((await claim()).filter((n) => n.userId === boris.userId)).toHaveLength(0);
      const [row] = await rowsOfUser(boris.userId);
      expect(row?.availableAt.getTime()).toBeGreaterThanOrEqual(before + 29_000);
      expect(row?.availableAt.getTime()).toBeLessThan(Date.now() + 31_000);
      // Once that time has come, it goes out.
      await makeDue(boris.userId);
      const [again] = (await claim()).filter((n) => n.userId === boris.userId);
      expect(again?.ids).toEqual(first?.ids);
    });

    it('a transient error backs off, growing with each try', async () => {
      const anna = await signUp(t.app);
      const boris = await boundPerson('Борис');
      await send(t.app.db, anna, await openChat(anna, boris), 'привет');
      const waits: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await makeDue(boris.userId);
        const [claimed] = (await claim()).filter((n) => n.userId === boris.userId);
        const at = Date.now();
        await internal('failed', { ids: claimed?.ids, error: 'ETIMEDOUT' });
        const [row] = await rowsOfUser(boris.userId);
        waits.push((row?.availableAt.getTime() ?? 0) - at);
      }
      expect(waits[0]).toBeGreaterThan(3_000);
      expect(waits[1]).toBeGreaterThan((waits[0] ?? 0) * 1.5);
      expect(waits[2]).toBeGreaterThan((waits[1] ?? 0) * 1.5);
    });

    it('a person who blocked the bot is marked, and nothing more is tried or written', async () => {
      const anna = await signUp(t.app);
      const boris = await boundPerson('Борис');
      const chatId = await openChat(anna, boris);
      await send(t.app.db, anna, chatId, 'раз');
      await makeDue(boris.userId);
      const [claimed] = (await claim()).filter((n) => n.userId === boris.userId);
      // Another row waits meanwhile.
      await t.app.db.insert(notificationOutbox).values({ userId: boris.userId, kind: 'OPINION_ANSWER', groupKey: 'x' });
      expect((await internal('blocked', { ids: claimed?.ids })).json()).toEqual({ affected: 1 });
      const [person] = await t.app.db.select().from(users).where(eq(users.id, boris.userId));
      expect(person?.telegramBlockedAt).toBeInstanceOf(Date);
      expect((await settings(boris)).json().telegramBlocked).toBe(true);
      const rows = await rowsOfUser(boris.userId);
      expect(rows.every((row) => row.failure === 'BLOCKED' && row.sentAt === null)).toBe(true);
      await send(t.app.db, anna, chatId, 'два');
      expect(await rowsOfUser(boris.userId)).toHaveLength(2);
      await makeDue(boris.userId);
      expect((await claim()).filter((n) => n.userId === boris.userId)).toHaveLength(0);

      // Boris unblocks the bot and binds Telegram again (/start): the mark goes, messages reach him again.
      const binding = await t.app.inject({ url: '/api/auth/generate-binding-token', headers: bearer(boris) });
      expect(binding.statusCode, binding.body).toBe(200);
      const bound = await t.app.inject({
        method: 'POST',
        url: '/api/internal/bot/bind',
        headers: { [BOT_SECRET_HEADER]: SECRET },
        payload: { token: binding.json().token, telegram: { id: boris.telegramId, firstName: 'Борис' } },
      });
      expect(bound.statusCode, bound.body).toBe(200);
      expect((await settings(boris)).json().telegramBlocked).toBe(false);
      await send(t.app.db, anna, chatId, 'три');
      await makeDue(boris.userId);
      expect((await claim()).filter((n) => n.userId === boris.userId)).toHaveLength(1);
    });

    it('quiet hours hold a due row until they end, in the person’s time zone', async () => {
      const anna = await signUp(t.app);
      const boris = await boundPerson('Борис');
      // Quiet hours around the present minute in Vladivostok.
      const [{ minute }] = rowsOf<{ minute: number }>(
        await t.app.db.execute(sql`select (extract(hour from now() at time zone 'Asia/Vladivostok') * 60
          + extract(minute from now() at time zone 'Asia/Vladivostok'))::int as minute`),
      ) as [{ minute: number }];
      const start = (minute + 1440 - 60) % 1440;
      const end = (minute + 120) % 1440;
      await settings(boris, { timeZone: 'Asia/Vladivostok', quietHours: { start, end } });
      await send(t.app.db, anna, await openChat(anna, boris), 'ночью');
      await makeDue(boris.userId);
      const claimedAt = Date.now();
      expect((await claim()).filter((n) => n.userId === boris.userId)).toHaveLength(0);
      const [held] = await rowsOfUser(boris.userId);
      // Held until the end: 119–120 minutes from now.
      const wait = (held?.availableAt.getTime() ?? 0) - claimedAt;
      expect(wait).toBeGreaterThan(118 * 60_000);
      expect(wait).toBeLessThanOrEqual(120 * 60_000);
      expect(held?.failedAt).toBeNull();
      // Quiet hours elsewhere in the day: it goes out when due.
      await settings(boris, { quietHours: { start: (minute + 180) % 1440, end: (minute + 240) % 1440 } });
      await makeDue(boris.userId);
      expect((await claim()).filter((n) => n.userId === boris.userId)).toHaveLength(1);
    });

    it('two claimers at once never get the same row', async () => {
      const people = await Promise.all(Array.from({ length: 6 }, (_, i) => boundPerson(`Человек ${i}`)));
      const values = people.flatMap((person) =>
        Array.from({ length: 40 }, (_, i) => ({
          userId: person.userId,
          kind: 'OPINION_ANSWER',
          groupKey: `g${i}`,
          payload: { subject: 'Место', text: 'ответ', path: '/place/x' },
          availableAt: new Date(Date.now() - 1000),
        })),
      );
      await t.app.db.insert(notificationOutbox).values(values);
      const mine = new Set(people.map((person) => person.userId));
      const seen: string[] = [];
      const loop = async (worker: string) => {
        for (;;) {
          const batch = (await claim(worker, 7)).filter((n) => mine.has(n.userId));
          if (batch.length === 0) return;
          for (const notification of batch) seen.push(...notification.ids);
          await internal('sent', { ids: batch.flatMap((n) => n.ids) });
        }
      };
      await Promise.all([loop('bot-a'), loop('bot-b')]);
      expect(seen).toHaveLength(values.length);
      expect(new Set(seen).size).toBe(values.length);
    });
  });
});
