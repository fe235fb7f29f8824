import { buildApp } from './app.ts';
import { snapshotOnSignal } from './db/backup.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed.ts';
import { loadEnv } from './env.ts';
import { storageOf } from './features/files/storage.ts';

// The only file that listens. Stops gracefully: no new connections, in-flight requests finish, database closes.
const env = loadEnv();
const database = openDatabase({
  databaseUrl: env.DATABASE_URL,
  readDatabaseUrl: env.DATABASE_READ_URL,
  dataDir: `${env.DATA_DIR}/db`,
});
const storage = storageOf(env);
const app = await buildApp({ env, database, storage });

if (env.SEED === 'auto') {
  const seeded = await seedIfEmpty(app.db, { storage });
  if (seeded) app.log.info('empty database: demo data loaded (see README for the demo accounts)');
}

// On the embedded database, `kill -USR2 <pid>` writes a consistent snapshot to DATA_DIR/backups while serving.
if (database.pglite) snapshotOnSignal(database.pglite, `${env.DATA_DIR}/backups`, app.log);

// The last line of defence only: socket middleware and handlers catch their own failures. A promise rejection that
// still slips through is logged, and the API goes on serving everyone else instead of exiting for one caller.
process.on('unhandledRejection', (reason) => {
  app.log.error({ err: reason }, 'unhandled promise rejection');
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
const address = `http://${env.HOST}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : env.PORT}`;
console.log(`Место API: ${address}/api  (docs: ${address}/api/docs, database: ${app.dbKind})`);
