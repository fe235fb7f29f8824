import type { AddressInfo } from 'node:net';
import { ChatEvent } from '@mesto/domain';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { messages, sessions } from '../../db/schema.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { bearer, createTestApp, type Session, signUp, type TestApp } from '../../testing/test-app.ts';
import { sendMessage } from './chats.delivery.ts';

type Ack = { ok: true; data: { id: string; text: string } } | { ok: false; error: { message: string; code?: string } };

const SESSION_ENDED = {
  ok: false,
  error: { code: 'UNAUTHORIZED', message: 'Сеанс завершён: войдите снова, чтобы продолжить' },
};

// A chat message checks the socket's session in the statement that stores it, not in a lookup before it. These are
// the sends whose answer could tell the two apart: with the session ended behind the sockets' backs (no disconnect
// reached them), every send, whatever else is wrong with it, hears that the session ended, and nothing is stored.
describe('a chat socket’s send checks its session as it stores', () => {
  let t: TestApp;
  let url = '';
  const opened: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of opened) socket.close();
    await t.close();
  });

  const connect = async (session: Session) => {
    const socket = io(`${url}/chats`, {
      path: '/sockets',
      transports: ['websocket'],
      extraHeaders: { cookie: session.cookie },
      reconnection: false,
    });
    opened.push(socket);
    await new Promise((resolve, reject) => {
      socket.on(ChatEvent.READY, resolve);
      socket.on('connect_error', reject);
    });
    return socket;
  };
  const send = (socket: Socket, payload: object) =>
    socket.timeout(5_000).emitWithAck(ChatEvent.SEND, payload) as Promise<Ack>;
  const closed = (socket: Socket) =>
    new Promise<boolean>((resolve) => {
      if (!socket.connected) return resolve(true);
      const timer = setTimeout(() => resolve(false), 5_000);
      socket.once('disconnect', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  const privateChat = async (from: Session, to: Session) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/chats/private?user=${to.userId}`,
      headers: bearer(from),
    });
    return (response.json() as { id: string }).id;
  };
  const storedTexts = async (chatId: string) =>
    (await t.app.db.select({ text: messages.text }).from(messages).where(eq(messages.chatId, chatId))).map(
      (row) => row.text,
    );

  it('a session ended with no word to its sockets: each send is refused as such and closes its socket', async () => {
    const anna = await signUp(t.app, { displayName: 'Анна' });
    const boris = await signUp(t.app, { displayName: 'Борис' });
    const vera = await signUp(t.app, { displayName: 'Вера' });
    const withBoris = await privateChat(anna, boris);
    const borisWithVera = await privateChat(boris, vera);
    const first = await connect(anna);
    expect(await send(first, { chatId: withBoris, clientId: 'sent-before', text: 'Пока сеанс жив' })).toMatchObject({
      ok: true,
    });
    const sockets = await Promise.all([connect(anna), connect(anna), connect(anna), connect(anna)]);
    const borisSocket = await connect(boris);

    await t.app.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: 'logout' })
      .where(eq(sessions.userId, anna.userId));

    const [message, empty, notHers, resend] = sockets as [Socket, Socket, Socket, Socket];
    const closes = sockets.map(closed);
    const answers = await Promise.all([
      send(message, { chatId: withBoris, clientId: 'after-end', text: 'Из закрытого сеанса' }),
      // Before, the session's lookup came first: a bad message, someone else's chat, a resend of a stored message
      // heard that the session ended, not what else was wrong or the stored message.
      send(empty, { chatId: withBoris, clientId: 'empty', text: '   ' }),
      send(notHers, { chatId: borisWithVera, clientId: 'not-hers', text: 'Чужой чат' }),
      send(resend, { chatId: withBoris, clientId: 'sent-before', text: 'Пока сеанс жив' }),
    ]);
    expect(answers).toEqual([SESSION_ENDED, SESSION_ENDED, SESSION_ENDED, SESSION_ENDED]);
    expect(await Promise.all(closes)).toEqual([true, true, true, true]);
    expect(await storedTexts(withBoris)).toEqual(['Пока сеанс жив']);
    expect(await storedTexts(borisWithVera)).toEqual([]);

    // Another person's session is theirs: Boris writes on.
    expect(await send(borisSocket, { chatId: withBoris, clientId: 'boris', text: 'Ты здесь?' })).toMatchObject({
      ok: true,
      data: { text: 'Ты здесь?' },
    });
  });

  it('a live session’s failed send is answered with its own reason, and the socket lives on', async () => {
    const anna = await signUp(t.app, { displayName: 'Анна' });
    const boris = await signUp(t.app, { displayName: 'Борис' });
    const vera = await signUp(t.app, { displayName: 'Вера' });
    const withBoris = await privateChat(anna, boris);
    const borisWithVera = await privateChat(boris, vera);
    const socket = await connect(anna);

    const empty = await send(socket, { chatId: withBoris, clientId: 'empty', text: '   ' });
    expect(empty).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
    const notHers = await send(socket, { chatId: borisWithVera, clientId: 'not-hers', text: 'Чужой чат' });
    expect(notHers).toEqual({ ok: false, error: { code: 'FORBIDDEN', message: 'Вы не участник этого чата' } });
    const sent = await send(socket, { chatId: withBoris, clientId: 'twice', text: 'Дважды' });
    const again = await send(socket, { chatId: withBoris, clientId: 'twice', text: 'Дважды' });
    expect(sent.ok && again.ok && again.data.id === sent.data.id).toBe(true);
    expect(socket.connected).toBe(true);
    expect(await storedTexts(withBoris)).toEqual(['Дважды']);
  });

  it('a message a node stored and went before telling anyone reaches the receiver when its author sends it again', async () => {
    const anna = await signUp(t.app, { displayName: 'Анна' });
    const boris = await signUp(t.app, { displayName: 'Борис' });
    const withBoris = await privateChat(anna, boris);
    const borisSocket = await connect(boris);
    const heard: { id: string; clientId: string | null }[] = [];
    borisSocket.on(ChatEvent.NEW, (event: { message: { id: string; clientId: string | null } }) =>
      heard.push(event.message),
    );
    // The node that stored it is gone: stored, acknowledged to nobody, emitted to nobody.
    const viewer: Viewer = { id: anna.userId, sessionId: '', permissions: [], via: 'cookie' };
    const stored = await sendMessage(t.app.db as Database, viewer, {
      chatId: withBoris,
      clientId: 'lost-ack',
      text: 'Успел ли?',
    });

    // Anna's device, reconnected to another node, sends it again with the same clientId.
    const annaSocket = await connect(anna);
    const again = await send(annaSocket, { chatId: withBoris, clientId: 'lost-ack', text: 'Успел ли?' });
    expect(again).toMatchObject({ ok: true, data: { id: stored.message.id } });
    await expect.poll(() => heard).toEqual([expect.objectContaining({ id: stored.message.id, clientId: 'lost-ack' })]);
    expect(await storedTexts(withBoris)).toEqual(['Успел ли?']);
  });
});
