// The API for the text-reading bench (text-reading.ts), in a process of its own: the demo city on an in-memory
// PGlite (so the demo manager can sign in) and the real routes. READING=loop puts the built-in reading back on the
// event loop, as the API read before its worker threads, for comparison only; READER=<another checkout> reads with
// that checkout's built-in provider instead (on the event loop too). Prints one JSON line `{ "address" }` on stdout
// when ready; exits on SIGTERM.
import { pathToFileURL } from 'node:url';
import { buildApp } from '../../apps/api/src/app.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { seedIfEmpty } from '../../apps/api/src/demo/seed.ts';
import { testEnv } from '../../apps/api/src/env.ts';
import { builtinProvider } from '../../packages/text-intelligence/src/index.ts';

const database = openDatabase({ dataDir: 'memory://' });
const app = await buildApp({
  env: testEnv({ LOG_LEVEL: 'silent', CHECK_RESPONSES: 'off', TEXT_INTELLIGENCE_WORKERS: undefined }),
  database,
});
if (process.env.READING === 'loop') {
  const reader: typeof builtinProvider = process.env.READER
    ? (await import(pathToFileURL(`${process.env.READER}/packages/text-intelligence/src/index.ts`).href))
        .builtinProvider
    : builtinProvider;
  // The provider the plugin made is a plain object: its two readers are swapped for the in-thread ones.
  Object.assign(app.textIntelligence, {
    extractAnnouncement: reader.extractAnnouncement,
    analyseOpinion: reader.analyseOpinion,
  });
}
await app.ready();
await seedIfEmpty(app.db);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ address }));

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
