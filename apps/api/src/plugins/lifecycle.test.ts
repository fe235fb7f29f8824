import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, signUp, type TestApp } from '../testing/test-app.ts';
import { DRAIN_SOCKET_EVENT, drain } from './lifecycle.ts';

describe('liveness, readiness and the graceful drain', () => {
  let t: TestApp;
  let url = '';
  let session: Session;
  let socket: Socket | undefined;
  // A request that takes as long as the test says: it is in flight when the drain begins.
  let entered: () => void = () => {};
  const inFlight = new Promise<void>((done) => {
    entered = done;
  });
  let release: () => void = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });

  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.get('/test/slow', async () => {
        entered();
        await released;
        return { finished: true };
      });
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    session = await signUp(t.app);
  });
  afterAll(async () => {
    socket?.close();
    release();
    await t.close().catch(() => {});
  });

  it('live and ready answer while the node serves', async () => {
    expect((await fetch(`${url}/api/health/live`)).status).toBe(200);
    const ready = await fetch(`${url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('on drain: ready turns 503, no new connections, sockets are moved with a reason they reconnect on, the request in flight finishes', async () => {
    socket = io(`${url}/chats`, {
      path: '/sockets',
      transports: ['websocket'],
      extraHeaders: { cookie: session.cookie },
      reconnection: false,
    });
    await new Promise((resolve, reject) => {
      socket?.on('ready', resolve);
      socket?.on('connect_error', reject);
    });
    const told = new Promise((resolve) => socket?.on(DRAIN_SOCKET_EVENT, () => resolve(true)));
    const disconnected = new Promise<string>((resolve) => socket?.on('disconnect', (reason) => resolve(reason)));

    const slow = fetch(`${url}/test/slow`);
    await inFlight;
    const drained = drain(t.app, { timeoutMs: 20_000 });

    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'draining' });
    expect(await told).toBe(true);
    // "transport close" is a drop the client reconnects on; "io server disconnect" would keep it away for good.
    expect(await disconnected).toBe('transport close');
    await expect(fetch(`${url}/api/health/live`, { signal: AbortSignal.timeout(5000) })).rejects.toThrow();

    release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ finished: true });
    expect(await drained).toBe(true);
  });
});
