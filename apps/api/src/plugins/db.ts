import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` for a write that changes nothing its caller reads in the lists (sign-in, session renewal, a counted
     * page view): it does not open the read-your-writes window, which would send every visitor's reads to the primary.
     */
    recentWrite?: boolean;
  }
  interface FastifyInstance {
    db: Database;
    /** The read replica (DATABASE_READ_URL), or `db` itself without one. Choose through `readerFor`. */
    dbRead: Database;
    dbKind: DatabaseHandle['kind'];
  }
}

/**
 * The cookie that marks a client who wrote a moment ago: until it expires their reads go to the primary, so they see
 * what they wrote even while the replica is catching up. It says nothing about who they are; a client who forges it
 * only sends their own reads to the primary.
 */
export const RECENT_WRITE_COOKIE = 'recent-write';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The database a heavy public read (a list, search, the feed) goes to: the replica, unless the caller wrote within
 * the read-your-writes window (they carry the cookie), in which case the primary.
 */
export function readerFor(app: FastifyInstance, request: FastifyRequest): Database {
  if (app.dbRead === app.db) return app.db;
  return request.cookies?.[RECENT_WRITE_COOKIE] ? app.db : app.dbRead;
}

/**
 * Puts the database on the app, applies migrations before the first request unless told not to (in production a
 * migrate step runs them: `node dist/migrate.js`), and closes it with the app.
 */
export const dbPlugin = fp<{
  handle: DatabaseHandle;
  closeWithApp: boolean;
  migrate?: boolean;
  readYourWritesSeconds?: number;
}>(
  async (app, { handle, closeWithApp, migrate = true, readYourWritesSeconds = 15 }) => {
    if (migrate) await handle.migrate();
    await handle.db.execute(sql`select 1`);
    app.decorate('db', handle.db);
    app.decorate('dbRead', handle.readDb ?? handle.db);
    app.decorate('dbKind', handle.kind);
    if (handle.hasReplica) {
      // Any write that succeeded opens (or extends) the caller's read-your-writes window.
      app.addHook('onSend', async (request, reply, payload) => {
        const marks = request.routeOptions.config?.recentWrite !== false;
        if (marks && !SAFE_METHODS.has(request.method) && reply.statusCode < 400) {
          reply.setCookie(RECENT_WRITE_COOKIE, '1', {
            path: '/',
            maxAge: readYourWritesSeconds,
            httpOnly: true,
            sameSite: 'lax',
          });
        }
        return payload;
      });
    }
    if (closeWithApp) app.addHook('onClose', () => handle.close());
  },
  { name: 'db' },
);
