import fastifyCookie from '@fastify/cookie';
import { ACCESS_TOKEN_KEY, CHATS_NAMESPACE, SOCKET_PATH } from '@mesto/domain';
import { createAdapter } from '@socket.io/redis-adapter';
import { and, eq, gt, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { sessions } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { messages } from '../lib/messages.ts';
import { verifyAccessToken } from '../lib/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

export type SocketUser = { id: string; sessionId: string };

/**
 * socket.io on path /sockets, namespace /chats, authenticated by the same access-token cookie as HTTP (or an
 * `auth.token` for clients without cookies). With REDIS_URL, events fan out across every API node.
 */
export const realtimePlugin = fp<{ env: Env }>(
  async (app, { env }) => {
    const io = new Server(app.server, {
      path: SOCKET_PATH,
      serveClient: false,
      cors: { origin: env.ALLOWED_ORIGINS, credentials: true },
    });
    let redisClients: Array<{ quit(): Promise<unknown> }> = [];
    if (env.REDIS_URL) {
      const pub = createClient({ url: env.REDIS_URL });
      const sub = pub.duplicate();
      await Promise.all([pub.connect(), sub.connect()]);
      redisClients = [pub, sub];
      // The redis client's generic types and the adapter's differ only in type parameters.
      io.adapter(createAdapter(pub as never, sub as never));
    }

    const chats = io.of(CHATS_NAMESPACE);
    chats.use(async (socket, next) => {
      const cookies = fastifyCookie.parse(socket.handshake.headers.cookie ?? '');
      const token = (socket.handshake.auth as { token?: string }).token ?? cookies[ACCESS_TOKEN_KEY];
      const claims = token ? verifyAccessToken(token, env.TOKEN_SECRET) : null;
      if (!claims) return next(new Error(messages.errors.unauthorized));
      const [session] = await app.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, claims.sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
        .limit(1);
      if (!session) return next(new Error(messages.errors.unauthorized));
      socket.data.user = { id: claims.sub, sessionId: claims.sid } satisfies SocketUser;
      next();
    });
    chats.on('connection', (socket) => {
      const user = socket.data.user as SocketUser;
      // Every device of a user shares one room, so a message reaches all of them.
      socket.join(`user:${user.id}`);
      socket.emit('ready', { userId: user.id });
    });

    app.decorate('io', io);
    app.addHook('onClose', async () => {
      await io.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    });
  },
  { name: 'realtime', dependencies: ['db'] },
);
