import { ChatEvent } from '@mesto/domain';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatSocket, secondNode } from '../testing/nodes.ts';
import { createTestApp, type Session, signUp, type TestApp } from '../testing/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// Two API nodes on one database and one Redis: an event emitted on node B reaches a browser connected to node A.
describe('realtime across two API nodes (Redis adapter)', () => {
  let nodeA: TestApp;
  let nodeB: FastifyInstance;
  let session: Session;
  let socket: Socket | undefined;
  const extra: Socket[] = [];
  beforeAll(async () => {
    nodeA = await createTestApp({ REDIS_URL });
    nodeB = await secondNode(nodeA);
    await nodeA.app.listen({ port: 0, host: '127.0.0.1' });
    session = await signUp(nodeA.app);
  });
  afterAll(async () => {
    socket?.close();
    for (const client of extra) client.close();
    await nodeB.close();
    await nodeA.close();
  });

  it('a message emitted on one node is delivered to a client of the other', async () => {
    socket = await chatSocket(nodeA.app, session, extra);
    const received = new Promise<unknown>((resolve) => socket?.on('notice', resolve));
    // Adapters learn about each other asynchronously; emit until the other node's client hears it.
    let heard: unknown;
    received.then((value) => {
      heard = value;
    });
    for (let attempt = 0; attempt < 50 && heard === undefined; attempt += 1) {
      nodeB.io.of('/chats').to(`user:${session.userId}`).emit('notice', { from: 'node-b' });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await received).toEqual({ from: 'node-b' });
  });

  it('a chat message sent through one node reaches the other person connected to the other node', async () => {
    await nodeB.listen({ port: 0, host: '127.0.0.1' });
    const anna = await signUp(nodeA.app, { displayName: 'Анна' });
    const boris = await signUp(nodeA.app, { displayName: 'Борис' });
    const opened = await nodeA.app.inject({
      method: 'GET',
      url: `/api/chats/private?user=${boris.userId}`,
      headers: { authorization: `Bearer ${anna.accessToken}` },
    });
    const chatId = (opened.json() as { id: string }).id;
    const connect = (node: FastifyInstance, who: Session) => chatSocket(node, who, extra);
    const onA = await connect(nodeA.app, anna);
    const onB = await connect(nodeB, boris);
    const heard: string[] = [];
    onB.on(ChatEvent.NEW, (event: { message: { text: string } }) => heard.push(event.message.text));
    // Adapters learn about each other asynchronously: send until the other node's client hears one.
    for (let attempt = 0; attempt < 50 && heard.length === 0; attempt += 1) {
      const answer = await onA
        .timeout(5_000)
        .emitWithAck(ChatEvent.SEND, { chatId, clientId: `redis-${attempt}`, text: `Привет через Redis ${attempt}` });
      expect(answer.ok).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(heard[0]).toMatch(/^Привет через Redis \d+$/);
  });
});
