import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, signUp, type TestApp } from '../testing/test-app.ts';

describe('realtime /chats namespace', () => {
  let t: TestApp;
  let url = '';
  let session: Session;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
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

  it('a caller without a valid token is refused with a Russian reason', async () => {
    const socket = connect({ cookie: 'access-token=forged.token' });
    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(error.message).toBe('Войдите, чтобы продолжить');
  });
});
