import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { createChatsSocket, type RealtimeStatus, watchStatus } from './socket.ts';

// A real socket.io server on loopback, stopped and started again to watch the client reconnect by itself.
function startServer(port = 0) {
  const http = createServer();
  const io = new Server(http, { path: '/sockets' });
  io.of('/chats').on('connection', (socket) => socket.emit('ready', { userId: 'u1' }));
  return new Promise<{ io: Server; port: number }>((resolve) =>
    http.listen(port, '127.0.0.1', () => resolve({ io, port: (http.address() as AddressInfo).port })),
  );
}

const until = async (check: () => boolean, timeout = 15_000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

describe('chats socket', () => {
  it('uses the product settings: path /sockets, 1–5 s delays, 0.5 randomisation, endless attempts, 20 s timeout', () => {
    const socket = createChatsSocket('http://127.0.0.1:1');
    expect(socket.io.opts.path).toBe('/sockets');
    expect(socket.io.reconnectionDelay()).toBe(1000);
    expect(socket.io.reconnectionDelayMax()).toBe(5000);
    expect(socket.io.randomizationFactor()).toBe(0.5);
    expect(socket.io.reconnectionAttempts()).toBe(Number.POSITIVE_INFINITY);
    expect(socket.io.timeout()).toBe(20000);
    expect(socket.connected).toBe(false);
  });

  it('connects to /chats, reports the state, and reconnects by itself after the server restarts', async () => {
    let server = await startServer();
    const port = server.port;
    const socket = createChatsSocket(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
    cleanup.push(() => socket.close());
    const states: RealtimeStatus[] = [];
    cleanup.push(watchStatus(socket, (status) => states.push(status)));
    let readies = 0;
    socket.on('ready', () => {
      readies += 1;
    });
    socket.connect();
    await until(() => readies === 1);
    expect(states.at(-1)).toBe('connected');

    await server.io.close();
    await until(() => states.at(-1) !== 'connected');
    server = await startServer(port);
    cleanup.push(() => server.io.close());
    await until(() => readies === 2);
    expect(states.at(-1)).toBe('connected');
    expect(states).toContain('connecting');
  });
});
