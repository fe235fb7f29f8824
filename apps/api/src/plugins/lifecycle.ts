import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The server's phase: serving, or draining before it exits (a deploy, a scale-down). */
export type Lifecycle = { draining: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * `app.lifecycle.draining` turns `/api/health/ready` to 503 (the load balancer stops sending new requests); while it
 * is set, answers carry `Connection: close`, so keep-alive clients open their next connection elsewhere.
 */
export const lifecyclePlugin = fp(
  async (app) => {
    const lifecycle: Lifecycle = { draining: false };
    app.decorate('lifecycle', lifecycle);
    app.addHook('onSend', async (_request, reply) => {
      if (lifecycle.draining) reply.header('connection', 'close');
    });
  },
  { name: 'lifecycle' },
);

/** Why a draining node closes a socket: the client hears a transport close, on which socket.io reconnects. */
export const DRAIN_SOCKET_EVENT = 'server:draining';

/**
 * A graceful stop: readiness turns 503, the listener closes (new connections go to other nodes), every realtime
 * socket is told it is moved and has its connection closed, which the client answers by reconnecting (through the
 * load balancer, to another node); in-flight requests finish, then the app closes (database, Redis). Resolves
 * false when `timeoutMs` passed first and connections were cut.
 */
export async function drain(app: FastifyInstance, { timeoutMs }: { timeoutMs: number }): Promise<boolean> {
  app.lifecycle.draining = true;
  // No new connections from here on; requests already in flight go on.
  const listening = app.server.listening
    ? new Promise<void>((done) => app.server.close(() => done()))
    : Promise.resolve();
  app.server.closeIdleConnections();
  // A server-side `disconnect()` would tell socket.io clients to stay away ("io server disconnect"); closing the
  // transport makes them reconnect, as after a network drop, and catch up from their last message.
  for (const socket of app.io.of('/chats').sockets.values()) {
    socket.emit(DRAIN_SOCKET_EVENT);
    socket.conn.close();
  }
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((done) => {
    timer = setTimeout(() => done(false), timeoutMs);
  });
  const finished = listening.then(() => true as const);
  const clean = await Promise.race([finished, timedOut]);
  clearTimeout(timer);
  if (!clean) app.server.closeAllConnections();
  await app.close();
  return clean;
}
