import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client.ts';
import { RECENT_WRITE_COOKIE } from '../lib/read-your-writes.ts';
import { withWriteMarks } from '../lib/write-marks.ts';

export { RECENT_WRITE_COOKIE, readerFor } from '../lib/read-your-writes.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` for a write that changes nothing its caller reads in the lists (sign-in, session renewal, a counted
     * page view): it does not open the read-your-writes window, which would send every visitor's reads to the primary.
     */
    recentWrite?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
    // Transactions of a request holding an Idempotency-Key also mark its key as written (lib/write-marks.ts).
    const db = withWriteMarks(handle.db);
    app.decorate('db', db);
    app.decorate('dbRead', handle.readDb && handle.readDb !== handle.db ? handle.readDb : db);
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
