import { openDatabase } from './db/client.ts';
import { loadEnv } from './env.ts';

// The migrate step of a deployment: `node dist/migrate.js` (or `pnpm --filter @mesto/api migrate`), once before the
// API nodes start. On PostgreSQL it holds an advisory lock, so two runs at once apply each migration once; the
// second waits, finds them applied and ends.
const env = loadEnv();
const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: `${env.DATA_DIR}/db` });
const started = Date.now();
try {
  await database.migrate();
  console.log(`migrations applied (${database.kind}, ${Date.now() - started} ms)`);
} catch (error) {
  console.error('migration failed:', error);
  process.exitCode = 1;
} finally {
  await database.close();
}
