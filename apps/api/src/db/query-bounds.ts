import net from 'node:net';
import { performance } from 'node:perf_hooks';

/** The code of the error a query rejects with when no answer came within its bound (lib/db-errors.ts: a 503). */
export const QUERY_TIMEOUT = 'DATABASE_QUERY_TIMEOUT';

export function queryTimeoutError(boundMs: number): Error & { code: string } {
  return Object.assign(new Error(`the database did not answer within ${boundMs} ms`), { code: QUERY_TIMEOUT });
}

/** What postgres.js gives a socket factory: the hosts and ports of the URL, or a Unix socket's path. */
type SocketTarget = { host: string[]; port: number[]; path?: string | false };

type Watched = {
  socket: net.Socket;
  read: number;
  written: number;
  /** When bytes were last seen arriving (or the socket was opened). */
  heardAt: number;
  /** When something was seen written with no answer seen since. */
  waitingSince: number | null;
};

/**
 * A socket factory for postgres.js (its `socket` option) whose connections end themselves when something was sent and
 * nothing came back for `boundMs`. A connection whose server restarted, or whose network path was cut, without a word
 * reaching this side never answers: TCP retransmits for a quarter of an hour, and the driver keeps sending queries
 * down it. Ended, the queries on it reject with QUERY_TIMEOUT and the pool opens a new connection.
 *
 * The socket's byte counters are read rather than its events, as TLS (which the driver layers over this socket)
 * reads and writes it underneath them. A live connection always answers within the bound: a statement the server
 * runs longer than statement_timeout is cancelled by it, with an answer.
 */
export function watchedSockets(boundMs: number) {
  const sockets = new Set<Watched>();
  // The check runs a few times per bound, so a dead connection is ended between one bound and 1.5 bounds after it
  // was last written to; a second at most, as reading ten counters costs nothing but a wake-up.
  const every = Math.min(1000, Math.max(20, Math.floor(boundMs / 4)));
  let timer: NodeJS.Timeout | null = null;

  const check = () => {
    const now = performance.now();
    let deadSince = Number.POSITIVE_INFINITY;
    for (const watched of sockets) {
      const { bytesRead, bytesWritten } = watched.socket;
      if (bytesRead !== watched.read) {
        // An answer came. Something written since the previous check may be waiting for another one: the next
        // write starts the wait again, as in the same check the order of the two cannot be told.
        watched.read = bytesRead;
        watched.written = bytesWritten;
        watched.heardAt = now;
        watched.waitingSince = null;
      } else if (bytesWritten !== watched.written) {
        watched.written = bytesWritten;
        watched.waitingSince ??= now;
      }
      if (watched.waitingSince !== null && now - watched.waitingSince >= boundMs) {
        deadSince = Math.min(deadSince, watched.waitingSince);
        watched.socket.destroy(queryTimeoutError(boundMs));
      }
    }
    if (deadSince === Number.POSITIVE_INFINITY) return;
    // A connection that never answered says the server behind it is gone, most likely for the others too: the idle
    // ones that have heard nothing from it since are closed as well, rather than each failing a request first. One
    // that was merely idle is opened again when next needed.
    for (const watched of sockets) {
      if (watched.waitingSince === null && watched.heardAt <= deadSince) watched.socket.destroy();
    }
  };

  let next = 0;
  return (target: SocketTarget): net.Socket => {
    // A URL with several hosts: one after another, as the driver itself would try them.
    const index = next++ % target.host.length;
    const host = target.host[index] ?? 'localhost';
    const socket = target.path ? net.connect(target.path) : net.connect(target.port[index] ?? 5432, host);
    // The driver names the server by this for TLS (SNI), as it does with sockets of its own.
    Object.assign(socket, { host });
    const watched: Watched = { socket, read: 0, written: 0, heardAt: performance.now(), waitingSince: null };
    sockets.add(watched);
    timer ??= setInterval(check, every).unref();
    socket.once('close', () => {
      sockets.delete(watched);
      if (sockets.size === 0 && timer) {
        clearInterval(timer);
        timer = null;
      }
    });
    return socket;
  };
}

/** The parts of a postgres.js query object that bounding it needs (they are not in its types). */
type QueryInternals = {
  handle(): Promise<void>;
  reject(error: unknown): void;
  cancel(): unknown;
  /** Set once the query was given to a connection. */
  state: unknown;
  executed: boolean;
  cancelled: unknown;
};

/**
 * Rejects the query with QUERY_TIMEOUT when it has no answer `boundMs` after it started, whether it waited for a
 * connection or for the server. Returns the query itself: drizzle calls `.values()` on it.
 */
export function bounded<T>(query: T, boundMs: number): T {
  const internals = query as unknown as QueryInternals;
  const handle = internals.handle.bind(query);
  internals.handle = () => {
    if (!internals.executed) {
      const timer = setTimeout(() => {
        internals.reject(queryTimeoutError(boundMs));
        if (internals.state) return;
        // Still waiting for a connection: out of the pool's queue, so it does not run after its caller gave up. The
        // driver's cancel also marks it cancelled, which would leave a connection being opened for it (whose first
        // query it is) waiting forever; unmarked, that one runs there and its answer is not read.
        internals.cancel();
        internals.cancelled = null;
      }, boundMs);
      // The promise underneath, not the query's own `then`, which would start it.
      Promise.prototype.then.call(
        query,
        () => clearTimeout(timer),
        () => clearTimeout(timer),
      );
    }
    return handle();
  };
  return query;
}
