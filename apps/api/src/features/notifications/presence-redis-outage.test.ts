import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { ChatEvent } from '@mesto/domain';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canRunRedis, type PrivateRedis, privateRedis, waitUntil } from '../../faults/processes.ts';
import { BOT_SECRET_HEADER } from '../../lib/internal-auth.ts';
import { bearer, createTestApp, type Session, signUp, type TestApp } from '../../testing/test-app.ts';
import { bindTelegram, makeDue, outboxRowsOf, sendChatMessage } from './notifications.testing.ts';

// The bot claims chat notifications while the API's Redis is away: the question «is the site open anywhere» cannot go
// to the other nodes then. The claim still answers, and a person with the site open on this node is still spared.

const SECRET = 'presence-outage-secret-for-tests-0123456789';
const FALLBACK_WARNING = 'open sockets cannot be looked up on the other API nodes';
const RECOVERY_NOTE = 'open sockets are looked up on every API node again';

describe.skipIf(!canRunRedis)('chat notifications and presence while Redis is away', () => {
  let redis: PrivateRedis;
  let t: TestApp;
  const lines: string[] = [];
  const sockets: Socket[] = [];
  /** The status of every claim made. */
  const answers: number[] = [];

  beforeAll(async () => {
    redis = await privateRedis();
    await redis.start();
    const logs = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ REDIS_URL: redis.url, BOT_INTERNAL_SECRET: SECRET, LOG_LEVEL: 'info' }, undefined, logs);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
    await redis?.kill();
  });

  const said = (words: string) => lines.filter((line) => line.includes(words)).length;

  const connect = async (session: Session) => {
    const port = (t.app.server.address() as AddressInfo).port;
    const socket = io(`http://127.0.0.1:${port}/chats`, {
      path: '/sockets',
      transports: ['websocket'],
      extraHeaders: { cookie: session.cookie },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise((resolve, reject) => {
      socket.on(ChatEvent.READY, resolve);
      socket.on('connect_error', reject);
    });
  };
  const claim = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/internal/notifications/claim',
      headers: { [BOT_SECRET_HEADER]: SECRET },
      payload: { worker: 'outage', limit: 100 },
    });
    answers.push(response.statusCode);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().notifications as { userId: string; text: string }[];
  };
  /** A chat with a new message to `to`, come due for a notification. */
  const pending = async (from: Session, to: Session, text: string) => {
    const chat = await t.app.inject({ url: `/api/chats/private?user=${to.userId}`, headers: bearer(from) });
    await sendChatMessage(t.app, from.userId, chat.json().id as string, text);
    await makeDue(t.app, to.userId);
  };

  it('the claim answers 200 and counts the sockets open on this node; the outage is logged once', async () => {
    const anna = await signUp(t.app, { displayName: 'Анна' });
    const boris = await signUp(t.app, { displayName: 'Борис' });
    const carol = await signUp(t.app, { displayName: 'Карина' });
    await bindTelegram(t.app, boris.userId, 6_000_000 + Math.floor(Math.random() * 1_000_000));
    await bindTelegram(t.app, carol.userId, 7_000_000 + Math.floor(Math.random() * 1_000_000));
    // Boris has the site open on this node; carol has it open nowhere.
    await connect(boris);

    await redis.kill();
    await pending(anna, boris, 'ты на сайте?');
    await pending(anna, carol, 'а ты?');
    const claimed = await claim();
    expect(claimed.filter((n) => n.userId === boris.userId)).toEqual([]);
    expect((await outboxRowsOf(t.app, boris.userId)).map((row) => row.failure)).toEqual(['ONLINE']);
    expect(claimed.find((n) => n.userId === carol.userId)?.text).toContain('а ты?');

    // A second claim in the same outage: the same answer, and no second warning.
    await pending(anna, boris, 'всё ещё тут?');
    expect((await claim()).filter((n) => n.userId === boris.userId)).toEqual([]);
    expect(said(FALLBACK_WARNING)).toBe(1);

    // Redis back: the lookup goes across the nodes again (the Redis clients reconnect within seconds), and the log
    // says so once. Boris is spared all along, whichever way his socket is found.
    await redis.start();
    const borisNotified: boolean[] = [];
    await waitUntil('the lookup across nodes to work again', async () => {
      await pending(anna, boris, 'снова связь?');
      borisNotified.push((await claim()).some((n) => n.userId === boris.userId));
      return said(RECOVERY_NOTE) > 0;
    });
    expect(borisNotified.filter(Boolean)).toEqual([]);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    expect([said(FALLBACK_WARNING), said(RECOVERY_NOTE)]).toEqual([1, 1]);
  }, 60_000);
});
