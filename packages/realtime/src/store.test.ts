import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import type { RealtimeStatus } from './status.ts';
import { createRealtime } from './store.ts';

// A real socket.io server on loopback that, like the API, checks the access token at the handshake only.
const server = { validToken: 't1', port: 0, io: null as Server | null, refusal: 'UNAUTHORIZED' };

function start(port = 0) {
  const http = createServer();
  const io = new Server(http, { path: '/sockets' });
  io.of('/chats').use((socket, next) => {
    const token = (socket.handshake.auth as { token?: string }).token;
    if (token === server.validToken) return next();
    next(Object.assign(new Error('Войдите, чтобы продолжить'), { data: { code: server.refusal } }));
  });
  io.of('/chats').on('connection', (socket) => socket.emit('ready', { userId: 'u1' }));
  server.io = io;
  return new Promise<void>((resolve) =>
    http.listen(port, '127.0.0.1', () => {
      server.port = (http.address() as AddressInfo).port;
      resolve();
    }),
  );
}

const until = async (check: () => boolean, timeout = 15_000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeout) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  server.validToken = 't1';
  server.refusal = 'UNAUTHORIZED';
});

/** The app's connection with a session whose token can be renewed (or not). */
async function connection(token: string, renewTo: string | null) {
  await start();
  cleanup.push(() => server.io?.close());
  const session = { token, renewals: [] as number[] };
  const realtime = createRealtime({
    baseUrl: `http://127.0.0.1:${server.port}`,
    socketOptions: { transports: ['websocket'], reconnectionDelay: 50, reconnectionDelayMax: 100 },
  });
  realtime.setCredentials({
    token: () => session.token,
    renew: async (since) => {
      session.renewals.push(since);
      if (renewTo === null) return false;
      session.token = renewTo;
      return true;
    },
  });
  const states: RealtimeStatus[] = [];
  realtime.subscribe(() => states.push(realtime.getStatus()));
  const socket = await realtime.getChatsSocket();
  cleanup.push(() => realtime.setWanted(false));
  let readies = 0;
  socket.on('ready', () => {
    readies += 1;
  });
  return { realtime, session, states, socket, readies: () => readies };
}

describe('the chats connection of an app', () => {
  it('connects while wanted and disconnects when the person signs out', async () => {
    const { realtime, readies, states } = await connection('t1', null);
    realtime.setWanted(true);
    await until(() => readies() === 1);
    expect(realtime.getStatus()).toBe('connected');
    realtime.setWanted(false);
    await until(() => realtime.getStatus() === 'disconnected');
    expect(states).toEqual(['connected', 'disconnected']);
  });

  it('a handshake refused for an expired token → one renewal, then it connects with the new token', async () => {
    server.validToken = 't2';
    const { realtime, session, readies } = await connection('t1', 't2');
    realtime.setWanted(true);
    await until(() => readies() === 1);
    expect(session.renewals).toHaveLength(1);
    expect(realtime.getStatus()).toBe('connected');
  });

  it('after a restart with the token expired meanwhile, the reconnect renews it and comes back', async () => {
    const { realtime, session, readies } = await connection('t1', 't2');
    realtime.setWanted(true);
    await until(() => readies() === 1);

    const port = server.port;
    await server.io?.close();
    server.validToken = 't2';
    await start(port);
    await until(() => readies() === 2);

    expect(session.renewals).toHaveLength(1);
    expect(session.token).toBe('t2');
    expect(realtime.getStatus()).toBe('connected');
  });

  it('when the session cannot be renewed it stays disconnected, without asking again and again', async () => {
    server.validToken = 't2';
    const { realtime, session } = await connection('t1', null);
    realtime.setWanted(true);
    await until(() => session.renewals.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(session.renewals).toHaveLength(1);
    expect(realtime.getStatus()).toBe('disconnected');
  });

  it('a handshake refused again right after a renewal is not renewed once more', async () => {
    server.validToken = 'nobody-has-it';
    const { realtime, session } = await connection('t1', 't2');
    realtime.setWanted(true);
    await until(() => session.renewals.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(session.renewals).toHaveLength(1);
    expect(realtime.getStatus()).toBe('disconnected');
  });

  it('a handshake refused for another reason (a foreign origin) is not a reason to renew', async () => {
    server.validToken = 't2';
    server.refusal = 'FOREIGN_ORIGIN';
    const { realtime, session, socket } = await connection('t1', 't2');
    let refused = false;
    socket.on('connect_error', () => {
      refused = true;
    });
    realtime.setWanted(true);
    await until(() => refused);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(session.renewals).toEqual([]);
    expect(realtime.getStatus()).toBe('disconnected');
  });
});
