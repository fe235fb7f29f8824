import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseHandle['kind'];
  }
}

/**
 * Puts the database on the app, applies migrations before the first request unless told not to (in production a
 * migrate step runs them: `node dist/migrate.js`), and closes it with the app.
 */
export const dbPlugin = fp<{ handle: DatabaseHandle; closeWithApp: boolean; migrate?: boolean }>(
  async (app, { handle, closeWithApp, migrate = true }) => {
    if (migrate) await handle.migrate();
    await handle.db.execute(sql`select 1`);
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    if (closeWithApp) app.addHook('onClose', () => handle.close());
  },
  { name: 'db' },
);
