// The API the public-page benches load pages from: lib/server.ts's in-memory database seeded with the demo city, but
// with the demo pictures stored (in a temporary folder) as the demo machines have them, so places have their photos
// and events their covers. Prints one JSON line `{ "address": … }` on stdout when ready; exits on SIGTERM.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/api/src/app.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { seedIfEmpty } from '../../apps/api/src/demo/seed.ts';
import { testEnv } from '../../apps/api/src/env.ts';
import { storageOf } from '../../apps/api/src/features/files/storage.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'mesto-public-pages-'));
const env = testEnv({
  LOG_LEVEL: 'silent',
  CHECK_RESPONSES: 'off',
  TEXT_INTELLIGENCE_WORKERS: undefined,
  DATA_DIR: dataDir,
});
const storage = storageOf(env);
const database = openDatabase({ dataDir: 'memory://' });
const app = await buildApp({ env, database, storage });
await app.ready();
await seedIfEmpty(app.db, { storage });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ address }));

const stop = async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
