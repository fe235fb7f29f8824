import { openDatabase } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import { storageOf } from '../features/files/storage.ts';
import { seedIfEmpty } from './seed.ts';

const env = loadEnv();
const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: `${env.DATA_DIR}/db` });
await database.migrate();
const seeded = await seedIfEmpty(database.db, { storage: storageOf(env) });
console.log(seeded ? 'Demo data loaded.' : 'The database already has data: nothing to do.');
await database.close();
