import { buildApp } from './app.ts';
import { snapshotOnSignal } from './db/backup.ts';
import { openDatabase } from './db/client.ts';
import { waitForMigrations } from './db/migrations-state.ts';
import { seedIfEmpty } from './demo/seed.ts';
import { isProduction, loadEnv } from './env.ts';
import { storageOf } from './features/files/storage.ts';
import { drain } from './plugins/lifecycle.ts';
import { sitePlugin } from './plugins/site.ts';

// The only file that listens. Started from the sources (`tsx src/server.ts`) or compiled (`node dist/server.js`).
const env = loadEnv();
const production = isProduction(env);
const database = openDatabase({
  databaseUrl: env.DATABASE_URL,
  readDatabaseUrl: env.DATABASE_READ_URL,
  dataDir: `${env.DATA_DIR}/db`,
  timeouts: env,
});
const storage = storageOf(env);
// In production the migrate step (`node dist/migrate.js`) runs once before the nodes start; MIGRATE_ON_START=on
// lets a single node do it itself (the embedded database, a one-machine install).
const migrate = (env.MIGRATE_ON_START ?? (production ? 'off' : 'on')) === 'on';
if (!migrate) {
  // Started before the migrate step finished (or without it): wait for the schema this build needs.
  await waitForMigrations(database.db, (pending) =>
    console.error(`waiting for ${pending} migration(s): run the migrate step (node dist/migrate.js)`),
  );
}
const app = await buildApp({ env, database, storage, migrate });
if ((env.MESTO_SERVE_APPS ?? (production ? 'on' : 'off')) === 'on') await app.register(sitePlugin, { env });

// A node that does not migrate does not seed either: nodes starting together would each load the demo city. The
// migrate step does it once (`node dist/migrate.js --seed-if-empty`).
if (env.SEED === 'auto' && migrate) {
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

// A deploy or scale-down sends SIGTERM: drain (readiness 503, no new connections, sockets told to reconnect
// elsewhere, in-flight requests finish), then exit. A second signal exits at once.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'draining');
    drain(app, { timeoutMs: env.DRAIN_TIMEOUT_SECONDS * 1000 })
      .then((clean) => {
        app.log.info({ clean }, 'drained');
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'drain failed');
        process.exit(1);
      });
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
const address = `http://${env.HOST}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : env.PORT}`;
console.log(`Место API: ${address}/api  (docs: ${address}/api/docs, database: ${app.dbKind})`);
