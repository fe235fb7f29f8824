import type { AddressInfo } from 'node:net';
import { ChatEvent } from '@mesto/domain';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../app.ts';
import type { Session, TestApp } from './test-app.ts';

/**
 * A second API node beside a test app: the same settings and the same database (which it leaves open), so with
 * REDIS_URL the two share realtime through the adapter as deployed nodes do. Ready, not listening.
 */
export async function secondNode(first: TestApp): Promise<FastifyInstance> {
  const node = await buildApp({
    env: first.env,
    database: { db: first.app.db, kind: first.app.dbKind, migrate: async () => {}, close: async () => {} },
    closeDatabase: false,
  });
  await node.ready();
  return node;
}

/**
 * A real socket.io client on a listening node's chats namespace, signed in by the session's cookie, once the server
 * said it is ready. It goes into `opened`, for the test to close them all at the end.
 */
export function chatSocket(node: FastifyInstance, who: Session, opened: Socket[]): Promise<Socket> {
  const client = io(`http://127.0.0.1:${(node.server.address() as AddressInfo).port}/chats`, {
    path: '/sockets',
    transports: ['websocket'],
    extraHeaders: { cookie: who.cookie },
    reconnection: false,
  });
  opened.push(client);
  return new Promise<Socket>((resolve, reject) => {
    client.on(ChatEvent.READY, () => resolve(client));
    client.on('connect_error', reject);
  });
}
