import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './demo/seed.ts';
import { loadEnv } from './env.ts';
import { storageOf } from './features/files/storage.ts';

// The migrate step of a deployment: `node dist/migrate.js` (or `pnpm --filter @mesto/api migrate`), once before the
// API nodes start. On PostgreSQL it holds an advisory lock, so two runs at once apply each migration once; the
// second waits, finds them applied and ends. `--seed-if-empty` then loads the demo city into an empty database (the
// compose file's demo; nodes that start together must not each seed).
const env = loadEnv();
const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: `${env.DATA_DIR}/db` });
const started = Date.now();
try {
  await database.migrate();
  console.log(`migrations applied (${database.kind}, ${Date.now() - started} ms)`);
  if (process.argv.includes('--seed-if-empty')) {
    const seeded = await seedIfEmpty(database.db, { storage: storageOf(env) });
    console.log(seeded ? 'empty database: demo data loaded' : 'database not empty: no demo data loaded');
  }
} catch (error) {
  console.error('migration failed:', error);
  process.exitCode = 1;
} finally {
  await database.close();
}
