import fastifyCookie from '@fastify/cookie';
import { ACCESS_TOKEN_KEY, CHATS_NAMESPACE, SOCKET_PATH } from '@mesto/domain';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { type ExtendedError, Server, type Socket } from 'socket.io';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import { databaseUnavailable } from '../lib/db-errors.ts';
import { ApiError, type FieldErrors } from '../lib/errors.ts';
import { messages } from '../lib/messages.ts';
import { findUnsafeInput } from '../lib/unsafe-input.ts';
import { isAllowedOrigin, ownerOfToken, sessionAlive } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    /**
     * Closes the sockets of sessions that have just ended, on every API node (through the Redis adapter when there is
     * one). Call it once the write that ended them has committed (features/auth/sessions.ts).
     */
    disconnectSessions(sessionIds: readonly string[]): void;
  }
}

export type SocketUser = { id: string; sessionId: string; sessionExpiresAt: Date };

const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** setTimeout's longest delay (about 24.8 days); a longer one would fire at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** A refusal whose message may be shown to the person: it ends the handshake as `connect_error` with this text. */
class SocketRefusal extends Error {
  readonly data: { code: string };
  constructor(message: string, code: string) {
    super(message);
    this.data = { code };
  }
}

/**
 * Runs a namespace middleware so that nothing it throws or rejects with can escape: a refusal reaches the client as
 * `connect_error` with its Russian message, anything else is logged and reaches it as a general server error.
 * socket.io calls middleware without awaiting it, so an uncaught rejection here would end the whole process.
 */
function guarded(log: FastifyBaseLogger, middleware: (socket: Socket) => Promise<void> | void) {
  return (socket: Socket, next: (error?: ExtendedError) => void) => {
    Promise.resolve()
      .then(() => middleware(socket))
      .then(
        () => next(),
        (error: unknown) => {
          if (error instanceof SocketRefusal) return next(error);
          log.error({ err: error }, 'socket handshake failed');
          next(new SocketRefusal(messages.errors.server, 'SERVER_ERROR'));
        },
      );
  };
}

type SocketError = { message: string; code?: string; fields?: FieldErrors };
export type SocketAck = (answer: { ok: true; data?: unknown } | { ok: false; error: SocketError }) => void;

const ackOf = (ack: unknown): SocketAck => (typeof ack === 'function' ? (ack as SocketAck) : () => {});

/** What a failed event answers: the ApiError's own words, «try again shortly» for a database away, else the general. */
function failureOf(error: unknown, log: FastifyBaseLogger, event: string): SocketError {
  if (error instanceof ApiError) {
    const { message, code, fields } = error;
    return { message, ...(code ? { code } : {}), ...(fields ? { fields } : {}) };
  }
  if (databaseUnavailable(error)) {
    // The database is down or restarting: the client may send again shortly (as HTTP's 503 says).
    log.warn({ err: error, event }, 'database unavailable');
    return { message: messages.errors.unavailable, code: 'UNAVAILABLE' };
  }
  log.error({ err: error, event }, 'socket event failed');
  return { message: messages.errors.server, code: 'SERVER_ERROR' };
}

/**
 * Registers an event handler whose failures are answered, not thrown: the acknowledgement carries `{ ok: false,
 * error }` with a Russian message (the ApiError's, or the general one), and the process never sees the exception.
 * The payload passes the same check for text the database cannot store as every HTTP request does, before the
 * handler runs. Every socket event of the API is registered through it.
 */
export function onSocketEvent(
  socket: Socket,
  event: string,
  handler: (payload: unknown) => Promise<unknown> | unknown,
  log: FastifyBaseLogger,
) {
  socket.on(event, (payload: unknown, ack?: unknown) => {
    const answer = ackOf(ack);
    Promise.resolve()
      .then(() => {
        const fields = findUnsafeInput(payload, 'payload');
        const [first] = Object.entries(fields);
        if (first) {
          throw new ApiError(400, `${messages.errors.validation} ${first[0]}: ${first[1]}`, 'VALIDATION_ERROR', fields);
        }
        return handler(payload);
      })
      .then(
        (data) => answer(data === undefined ? { ok: true } : { ok: true, data }),
        (error: unknown) => answer({ ok: false, error: failureOf(error, log, event) }),
      )
      // Answering can fail too (a reply that cannot be encoded): logged, never left unhandled.
      .catch((error: unknown) => log.error({ err: error, event }, 'socket acknowledgement failed'));
  });
}

/**
 * Every incoming event of the socket first asks whether its session would still pass an HTTP request (the same one
 * indexed lookup): the disconnect sent on logout and revocation can be missed (a Redis hiccup, a socket that joined
 * its room a moment too late), and a socket must not keep acting on a session that ended. A dead session answers the
 * event's acknowledgement with UNAUTHORIZED and the socket is closed; the handler never runs.
 *
 * Lookups start at once but events are let through in the order they arrived, as they were before there was a lookup:
 * two messages sent in a row are stored in that order.
 */
function guardEvents(socket: Socket, user: SocketUser, db: Database, log: FastifyBaseLogger) {
  let previous = Promise.resolve();
  socket.use((packet, next) => {
    const [event, ...args] = packet;
    const answer = ackOf(args.at(-1));
    // Settled here, so a lookup that fails while an earlier event is still waiting is never an unhandled rejection.
    const verdict = sessionAlive(db, user).then(
      (alive) => ({ alive, error: undefined }),
      (error: unknown) => ({ alive: false, error }),
    );
    previous = previous
      .then(() => verdict)
      .then(({ alive, error }) => {
        if (alive) return next();
        if (error !== undefined) return answer({ ok: false, error: failureOf(error, log, String(event)) });
        answer({ ok: false, error: { message: messages.errors.sessionEnded, code: 'UNAUTHORIZED' } });
        socket.disconnect(true);
      })
      .catch((error: unknown) => log.error({ err: error, event }, 'socket session check failed'));
  });
}

/**
 * Closes the socket when its session expires, as the session's next request would be refused then. One timer per
 * socket, cleared when the socket goes; a session longer than a timer can wait is waited for in steps.
 */
function closeAtExpiry(socket: Socket, expiresAt: Date) {
  let timer: NodeJS.Timeout | undefined;
  const wait = () => {
    const left = expiresAt.getTime() - Date.now();
    if (left <= 0) {
      socket.disconnect(true);
      return;
    }
    timer = setTimeout(wait, Math.min(left, LONGEST_TIMER_MS));
  };
  wait();
  socket.once('disconnect', () => clearTimeout(timer));
}

/**
 * socket.io on path /sockets, namespace /chats, authenticated exactly as HTTP is (the access-token cookie, or an
 * `auth.token` for clients without cookies). With REDIS_URL, events fan out across every API node.
 *
 * A browser always sends Origin with a cross-site socket, so a present Origin must be one of the apps (or the API's
 * own host) - otherwise another site could open a socket with a visitor's cookie. Without Origin the caller is not a
 * browser acting for another site (a native client, a server), and its token alone decides.
 */
export const realtimePlugin = fp<{ env: Env }>(
  async (app, { env }) => {
    const allowedOrigins = new Set(env.ALLOWED_ORIGINS);
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

    // Nothing is served on the default namespace; refusing it keeps every connection behind the checks below.
    io.of('/').use((_socket, next) => next(new SocketRefusal(messages.errors.socketNamespace, 'NAMESPACE_REFUSED')));

    const chats = io.of(CHATS_NAMESPACE);
    chats.use(
      guarded(app.log, async (socket) => {
        const headers = socket.handshake.headers;
        const origin = headers.origin;
        if (origin !== undefined) {
          if (!isAllowedOrigin(origin, allowedOrigins, headers.host)) {
            throw new SocketRefusal(messages.errors.foreignOrigin, 'FOREIGN_ORIGIN');
          }
        }
        const auth: unknown = socket.handshake.auth;
        const given = auth !== null && typeof auth === 'object' ? (auth as { token?: unknown }).token : undefined;
        const token = given ?? fastifyCookie.parse(headers.cookie ?? '')[ACCESS_TOKEN_KEY];
        const owner = await ownerOfToken(app.db, token, env.TOKEN_SECRET);
        if (!owner) throw new SocketRefusal(messages.errors.unauthorized, 'UNAUTHORIZED');
        socket.data.user = {
          id: owner.id,
          sessionId: owner.sessionId,
          sessionExpiresAt: owner.sessionExpiresAt,
        } satisfies SocketUser;
      }),
    );
    chats.on('connection', (socket) => {
      const user = socket.data.user as SocketUser;
      // Every device of a user shares one room, so a message reaches all of them.
      socket.join(`user:${user.id}`);
      // The sockets of one session share a room too, so ending the session closes exactly them.
      socket.join(sessionRoom(user.sessionId));
      guardEvents(socket, user, app.db, app.log);
      closeAtExpiry(socket, user.sessionExpiresAt);
      socket.emit('ready', { userId: user.id });
    });

    // The auth feature ends sessions and says which; this plugin alone knows how their sockets are found (the
    // `session:` rooms) and reaches every node. A function on the app keeps socket.io out of the features, as
    // `app.db` keeps the driver out of them.
    app.decorate('disconnectSessions', (sessionIds: readonly string[]) => {
      if (sessionIds.length === 0) return;
      const rooms = sessionIds.map(sessionRoom);
      try {
        // This node's sockets at once, whatever Redis is doing; the others through the adapter. (The adapter's own
        // broadcast reaches this node too, by a round trip through Redis, and then finds these already closed.)
        chats.local.in(rooms).disconnectSockets(true);
        chats.in(rooms).disconnectSockets(true);
      } catch (error) {
        // The sessions are revoked already: a socket the broadcast misses is refused at its next event.
        app.log.error({ err: error, sessionIds }, 'disconnecting the sockets of ended sessions failed');
      }
    });
    app.decorate('io', io);
    app.addHook('onClose', async () => {
      await io.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    });
  },
  { name: 'realtime', dependencies: ['db'] },
);
