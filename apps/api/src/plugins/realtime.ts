import fastifyCookie from '@fastify/cookie';
import { ACCESS_TOKEN_KEY, CHAT_CATCH_UP_EVENT, CHATS_NAMESPACE, SOCKET_PATH } from '@mesto/domain';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { type ExtendedError, type Namespace, Server, type Socket } from 'socket.io';
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

/** What an event whose session has ended answers, before its socket is closed. */
const sessionEndedAnswer = {
  ok: false,
  error: { message: messages.errors.sessionEnded, code: 'UNAUTHORIZED' },
} as const;

type EventHandler = (payload: unknown) => Promise<unknown> | unknown;

/**
 * Answers an event: the handler's result, or its failure as `refusal` words it, not thrown. `refusal` may also say
 * the session has ended: then that is answered and the socket closed.
 */
function answerEvent(
  socket: Socket,
  event: string,
  handler: EventHandler,
  log: FastifyBaseLogger,
  refusal: (error: unknown) => Promise<SocketError | 'session ended'> | SocketError,
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
        async (error: unknown) => {
          const refused = await refusal(error);
          if (refused !== 'session ended') return answer({ ok: false, error: refused });
          answer(sessionEndedAnswer);
          socket.disconnect(true);
        },
      )
      // Answering can fail too (a reply that cannot be encoded): logged, never left unhandled.
      .catch((error: unknown) => log.error({ err: error, event }, 'socket acknowledgement failed'));
  });
}

/**
 * Registers an event handler whose failures are answered, not thrown: the acknowledgement carries `{ ok: false,
 * error }` with a Russian message (the ApiError's, or the general one), and the process never sees the exception.
 * The payload passes the same check for text the database cannot store as every HTTP request does, before the
 * handler runs. Every socket event of the API is registered through it or through onSessionCheckedEvent.
 */
export function onSocketEvent(socket: Socket, event: string, handler: EventHandler, log: FastifyBaseLogger) {
  answerEvent(socket, event, handler, log, (error) => failureOf(error, log, event));
}

/** Per socket, the events whose handlers check the session themselves: guardEvents does not look it up for them. */
const checkedByHandler = new WeakMap<Socket, Set<string>>();

/**
 * onSocketEvent for a handler that checks the socket's session itself, in its own first statement (`sessionLives` of
 * plugins/auth.ts), sparing the event the lookup every other event waits for: one round trip of two for a chat
 * message, and under load the round trips are most of its time to be stored. The handler must act on nothing for an
 * ended session (no write, no broadcast) and fail instead. Every failure is checked against the session before it
 * is answered, so an ended session hears UNAUTHORIZED and its socket is closed, whatever else was wrong with the
 * event, as when the lookup came first; a lookup that fails leaves the event's own failure to be answered.
 */
export function onSessionCheckedEvent(
  socket: Socket,
  event: string,
  handler: EventHandler,
  db: Database,
  log: FastifyBaseLogger,
) {
  const user = socket.data.user as SocketUser;
  const events = checkedByHandler.get(socket) ?? new Set<string>();
  events.add(event);
  checkedByHandler.set(socket, events);
  answerEvent(socket, event, handler, log, async (error) => {
    const alive = await sessionAlive(db, user).catch(() => true);
    return alive ? failureOf(error, log, event) : 'session ended';
  });
}

/**
 * Every incoming event of the socket first asks whether its session would still pass an HTTP request (the same one
 * indexed lookup): the disconnect sent on logout and revocation can be missed (a Redis hiccup, a socket that joined
 * its room a moment too late), and a socket must not keep acting on a session that ended. A dead session answers the
 * event's acknowledgement with UNAUTHORIZED and the socket is closed; the handler never runs.
 *
 * Lookups start at once but events are let through in the order they arrived, as they were before there was a lookup:
 * two messages sent in a row are stored in that order. An event whose handler checks the session itself
 * (onSessionCheckedEvent) is let through without a lookup, in its turn.
 */
function guardEvents(socket: Socket, user: SocketUser, db: Database, log: FastifyBaseLogger) {
  let previous = Promise.resolve();
  socket.use((packet, next) => {
    const [event, ...args] = packet;
    if (checkedByHandler.get(socket)?.has(String(event))) {
      previous = previous
        .then(() => next())
        .catch((error: unknown) => log.error({ err: error, event }, 'socket event failed to start'));
      return;
    }
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
        answer(sessionEndedAnswer);
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
 * What a socket hears just before the server closes its transport to have it catch up (`{ since }`, an ISO time):
 * messages stored from then on may not have reached it live, so its catch-up should start at the newest message it
 * holds from before `since`, not at the newest it holds (its own, acknowledged meanwhile, may be newer than a
 * message that never came). The closed transport makes the client reconnect and catch up as after a network drop.
 */
export const CATCH_UP_SOCKET_EVENT = CHAT_CATCH_UP_EVENT;

/** Asked of every other node by one that had lost Redis: its publishes to their sockets may have been lost. */
const CATCH_UP_REQUEST = 'chats:catch-up';
/**
 * The nodes of one outage get Redis back within about two seconds of each other (the redis client retries at most
 * every 2 s, with up to 200 ms of jitter): requests that come within this long of the first make one round, so a
 * socket is reconnected once, not once per node.
 */
const CATCH_UP_SETTLE_MS = 2_500;
/** Reconnects of one round are spread over this long, so a node does not get all its clients back at once. */
const CATCH_UP_SPREAD_MS = 2_000;
/**
 * `since` is moved back by this much: a message's time is the database's clock and the failure's this node's, and a
 * publish lost with the connection was written a moment before the loss was noticed. Starting earlier only fetches
 * messages the device already holds.
 */
const SINCE_MARGIN_MS = 10_000;

/**
 * Has the local sockets of the chats namespace reconnect (closing their transports, spread in time) when messages
 * may have missed them: `ask(since)` covers the sockets connected before it was asked (a socket connected later
 * caught up when it connected). Requests that come while a round settles join it, with the earliest `since`.
 */
function catchUps(chats: Namespace) {
  const planned = new Map<string, { since: number; timer: NodeJS.Timeout }>();
  let round: { since: number; askedAt: number; timer: NodeJS.Timeout } | undefined;
  const close = (socket: Socket) => {
    const plan = planned.get(socket.id);
    planned.delete(socket.id);
    if (!plan || !socket.connected) return;
    socket.emit(CATCH_UP_SOCKET_EVENT, { since: new Date(plan.since).toISOString() });
    socket.conn.close();
  };
  const start = () => {
    if (!round) return;
    const { since, askedAt } = round;
    round = undefined;
    for (const socket of chats.sockets.values()) {
      const plan = planned.get(socket.id);
      // Already to be closed, by an earlier round: it will start from the earlier of the two times.
      if (plan) plan.since = Math.min(plan.since, since);
      else if (socket.handshake.issued <= askedAt) {
        planned.set(socket.id, { since, timer: setTimeout(() => close(socket), Math.random() * CATCH_UP_SPREAD_MS) });
      }
    }
  };
  return {
    ask(since: number) {
      if (round) {
        round.since = Math.min(round.since, since);
        round.askedAt = Date.now();
        return;
      }
      round = { since, askedAt: Date.now(), timer: setTimeout(start, CATCH_UP_SETTLE_MS) };
    },
    stop() {
      clearTimeout(round?.timer);
      round = undefined;
      for (const plan of planned.values()) clearTimeout(plan.timer);
      planned.clear();
    },
  };
}

/** What this plugin asks of a redis client (the adapter takes the client itself). */
type RedisClient = {
  readonly isReady: boolean;
  on(event: 'error', listener: (error: unknown) => void): unknown;
  quit(): Promise<unknown>;
  destroy(): void;
};

/**
 * The client as the adapter is given it, with the commands it sends without awaiting them (publishes, and the
 * subscriptions of a namespace coming or going) caught: while Redis is away each of them would otherwise be an
 * unhandled rejection, which ends the process. A failure is reported to `failed` with when the command was sent (a
 * publish written to a Redis that hung before it died fails long after).
 */
function caught<Client extends object>(
  client: Client,
  methods: readonly string[],
  failed: (error: unknown, sentAt: number) => void,
): Client {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!methods.includes(String(property))) return value.bind(target);
      return (...args: unknown[]) => {
        const sentAt = Date.now();
        return Promise.resolve(value.apply(target, args)).catch((error: unknown) => {
          failed(error, sentAt);
          return undefined;
        });
      };
    },
  });
}

/** Redis counts as back once both connections have been ready this long with no failure: a flapping link is one
 * outage (one warning, one catch-up), not one per reconnect. */
const REDIS_STEADY_MS = 1_000;

/**
 * Watches the adapter's two Redis connections: the first failure of an outage (a client's error, a command that
 * failed) is logged once; once both are steadily ready again, `back(since)` is called with when the outage began (the
 * earliest failed command's sending, if earlier) and the return logged once. Readiness is checked on a timer while
 * Redis is away: a failed publish need not come with a reconnect, so no `ready` event may follow it. Until `start`
 * (the adapter in place) nothing could have been lost: an outage then ends with the connection, and no catch-up.
 */
function redisOutages(
  clients: readonly RedisClient[],
  log: FastifyBaseLogger,
  back: (since: number) => void,
): { failed(error: unknown, sentAt?: number): void; start(): void; stop(): void } {
  let lostAt: number | undefined;
  let lastFailure = 0;
  let poll: NodeJS.Timeout | undefined;
  let started = false;
  let stopped = false;
  const end = () => {
    const since = lostAt ?? Date.now();
    lostAt = undefined;
    clearInterval(poll);
    log.info(
      { outageMs: Date.now() - since },
      'Redis is back: chat messages between API nodes are delivered live again; sockets reconnect to catch up',
    );
    return since;
  };
  const check = () => {
    if (!started || lostAt === undefined || Date.now() - lastFailure < REDIS_STEADY_MS) return;
    if (clients.every((client) => client.isReady)) back(end());
  };
  const failed = (error: unknown, sentAt = Date.now()) => {
    // Closing the app while Redis is away fails the adapter's last commands: no outage to report then.
    if (stopped) return;
    lastFailure = Date.now();
    if (lostAt !== undefined) {
      lostAt = Math.min(lostAt, sentAt);
      return;
    }
    lostAt = sentAt;
    log.warn(
      { err: error },
      'Redis is away: chat messages between API nodes are not delivered live until it is back (they are stored; ' +
        'sockets will reconnect to catch up)',
    );
    poll = setInterval(check, REDIS_STEADY_MS / 4);
    poll.unref();
  };
  for (const client of clients) client.on('error', (error) => failed(error));
  return {
    failed,
    start() {
      started = true;
      if (lostAt !== undefined) end();
    },
    stop() {
      stopped = true;
      clearInterval(poll);
    },
  };
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
    // Setting the adapter below gives every namespace made so far the new one, this one too.
    const chats = io.of(CHATS_NAMESPACE);
    const catchUp = catchUps(chats);
    let redisClients: RedisClient[] = [];
    let outages: ReturnType<typeof redisOutages> | undefined;
    if (env.REDIS_URL) {
      // A publish while Redis is away fails at once instead of waiting in memory for as long as the outage lasts:
      // other nodes' subscriptions are gone meanwhile, so a held publish would likely be lost all the same, and the
      // sockets catch up from the database once Redis is back.
      const pub = createClient({ url: env.REDIS_URL, disableOfflineQueue: true });
      const sub = pub.duplicate();
      redisClients = [pub, sub];
      outages = redisOutages(redisClients, app.log, (since) => {
        const from = since - SINCE_MARGIN_MS;
        // This node's sockets may have missed what other nodes published meanwhile; the other nodes' sockets, what
        // this node failed to publish (they may not have noticed the outage at all: a blip on this node's link).
        catchUp.ask(from);
        chats.serverSideEmit(CATCH_UP_REQUEST, from);
      });
      await Promise.all([pub.connect(), sub.connect()]);
      const subscriptions = ['subscribe', 'pSubscribe', 'unsubscribe', 'pUnsubscribe'];
      // The redis client's generic types and the adapter's differ only in type parameters.
      io.adapter(
        createAdapter(
          caught(pub, ['publish'], outages.failed) as never,
          caught(sub, subscriptions, outages.failed) as never,
        ),
      );
      chats.on(CATCH_UP_REQUEST, (since: unknown) => {
        if (typeof since === 'number' && Number.isFinite(since)) catchUp.ask(since);
      });
      outages.start();
    }

    // Nothing is served on the default namespace; refusing it keeps every connection behind the checks below.
    io.of('/').use((_socket, next) => next(new SocketRefusal(messages.errors.socketNamespace, 'NAMESPACE_REFUSED')));

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
      catchUp.stop();
      outages?.stop();
      await io.close();
      // A client waiting to reconnect would wait for Redis to come back before quitting: it is dropped instead.
      await Promise.all(
        redisClients.map((client) => (client.isReady ? client.quit().catch(() => client.destroy()) : client.destroy())),
      );
    });
  },
  { name: 'realtime', dependencies: ['db'] },
);
