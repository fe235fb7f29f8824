import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbidden } from '../lib/errors.ts';
import { createTestApp, type Session, signUp, type TestApp } from '../testing/test-app.ts';
import { onSocketEvent } from './realtime.ts';

describe('realtime /chats namespace', () => {
  let t: TestApp;
  let url = '';
  let session: Session;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      // Events the way features register them: one that works, one that refuses, one that fails like a bug.
      app.io.of('/chats').on('connection', (socket) => {
        onSocketEvent(socket, 'test:echo', async (payload) => payload, app.log);
        onSocketEvent(
          socket,
          'test:refuse',
          async () => {
            throw forbidden();
          },
          app.log,
        );
        onSocketEvent(
          socket,
          'test:bug',
          async () => {
            throw new Error('select * from users where password_hash = $1');
          },
          app.log,
        );
      });
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    session = await signUp(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const connect = (headers: Record<string, string>) => {
    const socket = io(`${url}/chats`, {
      path: '/sockets',
      transports: ['websocket'],
      extraHeaders: headers,
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  };

  it('a signed-in browser connects with its cookie and hears who it is', async () => {
    const socket = connect({ cookie: session.cookie });
    const ready = await new Promise<{ userId: string }>((resolve, reject) => {
      socket.on('ready', resolve);
      socket.on('connect_error', reject);
    });
    expect(ready.userId).toBe(session.userId);
  });

  it('a failing event handler answers its acknowledgement with a Russian error; the socket and the API live on', async () => {
    const socket = connect({ cookie: session.cookie });
    await new Promise((resolve, reject) => {
      socket.on('ready', resolve);
      socket.on('connect_error', reject);
    });
    const ask = (event: string, payload?: unknown) => socket.timeout(5_000).emitWithAck(event, payload);
    expect(await ask('test:bug')).toEqual({
      ok: false,
      error: { message: 'Что-то пошло не так на сервере. Мы уже разбираемся', code: 'SERVER_ERROR' },
    });
    expect(await ask('test:refuse')).toEqual({
      ok: false,
      error: { message: 'У вас нет прав на это действие', code: 'FORBIDDEN' },
    });
    expect(await ask('test:echo', { text: 'привет' })).toEqual({ ok: true, data: { text: 'привет' } });
    expect(await ask('test:echo', { text: 'a\u0000b' })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_ERROR', fields: { text: expect.stringMatching(/символ/) } },
    });
    expect(socket.connected).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('a caller without a valid token is refused with a Russian reason', async () => {
    const socket = connect({ cookie: 'access-token=forged.token' });
    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(error.message).toBe('Войдите, чтобы продолжить');
  });
});
