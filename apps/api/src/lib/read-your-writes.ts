// Which database a request reads: the read replica, or the primary for a caller who wrote a moment ago, so they see
// what they wrote even while the replica is catching up. The db plugin puts both databases on the app and sets the
// cookie; this file holds the rule both it and the routes follow.
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
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

/**
 * The database a heavy public read (a list, search, the feed) goes to: the replica, unless the caller wrote within
 * the read-your-writes window (they carry the cookie), in which case the primary.
 */
export function readerFor(app: FastifyInstance, request: FastifyRequest): Database {
  if (app.dbRead === app.db) return app.db;
  return request.cookies?.[RECENT_WRITE_COOKIE] ? app.db : app.dbRead;
}
